/**
 * The colour palette of an image in the shape hosted content lakes store under
 * `metadata.palette`: the dominant colour plus six swatches picked by lightness and saturation
 * (vibrant, muted, and a light and a dark variant of each), after the well-known "vibrant"
 * approach. Written for Vellum: a median-cut quantiser over a 5-bit-per-channel histogram,
 * then a weighted pick per target.
 */

/** One colour of the palette with the text colours that read well on it. */
export interface ImagePaletteSwatch {
  _type: 'sanity.imagePaletteSwatch'
  /** The colour, `#rrggbb`. */
  background: string
  /** Body-text colour on `background`: `'#fff'` or `'#000'`. */
  foreground: string
  /**
   * The share of the image's (opaque) pixels in this colour's cluster, in percent (0–100,
   * two decimals). The populations of all clusters add up to 100; the six picked swatches
   * and the dominant one show only some of them.
   */
  population: number
  /** Title-text colour on `background`: `'#fff'` or `'#000'` (large text needs less contrast). */
  title: string
}

/** The swatch names, in the order they are picked. */
export const PALETTE_SWATCH_NAMES = [
  'dominant',
  'vibrant',
  'lightVibrant',
  'darkVibrant',
  'muted',
  'lightMuted',
  'darkMuted',
] as const

/** The name of one palette swatch. */
export type PaletteSwatchName = (typeof PALETTE_SWATCH_NAMES)[number]

/**
 * The palette of an image. A swatch no colour of the image fits (a greyscale photo has no
 * vibrant colour) is left out rather than set to null, as hosted content lakes do; `dominant`
 * is present for every image with at least one opaque pixel.
 */
export type ImagePalette = {_type: 'sanity.imagePalette'} & Partial<Record<PaletteSwatchName, ImagePaletteSwatch>>

/** A raw pixel buffer: `channels` bytes per pixel, row by row (what sharp's `raw()` gives). */
export interface PixelData {
  data: Uint8Array
  width: number
  height: number
  /** 3 (RGB) or 4 (RGBA). */
  channels: number
}

/** Tuning of {@link extractPalette}; the defaults suit a thumbnail of about 100×100. */
export interface PaletteOptions {
  /** How many colour clusters the quantiser makes. Default 64. */
  colorCount?: number
  /** Pixels with alpha below this are ignored. Default 125. */
  minAlpha?: number
}

const BITS = 5
const SHIFT = 8 - BITS
const SIDE = 1 << BITS

function bucketIndex(r: number, g: number, b: number): number {
  return (r << (2 * BITS)) | (g << BITS) | b
}

/** A box in the 5-bit RGB cube with the histogram counts it holds. */
interface ColorBox {
  min: [number, number, number]
  max: [number, number, number]
  population: number
}

function boxVolume(box: ColorBox): number {
  return (box.max[0] - box.min[0] + 1) * (box.max[1] - box.min[1] + 1) * (box.max[2] - box.min[2] + 1)
}

function forEachBucket(box: ColorBox, visit: (index: number, r: number, g: number, b: number) => void): void {
  for (let r = box.min[0]; r <= box.max[0]; r++) {
    for (let g = box.min[1]; g <= box.max[1]; g++) {
      for (let b = box.min[2]; b <= box.max[2]; b++) visit(bucketIndex(r, g, b), r, g, b)
    }
  }
}

/** Shrinks a box to the smallest one around its non-empty buckets, and counts it. */
function fitBox(
  histogram: Uint32Array,
  min: [number, number, number],
  max: [number, number, number],
): ColorBox | undefined {
  const lo: [number, number, number] = [SIDE, SIDE, SIDE]
  const hi: [number, number, number] = [-1, -1, -1]
  let population = 0
  forEachBucket({min, max, population: 0}, (index, r, g, b) => {
    const count = histogram[index] ?? 0
    if (count === 0) return
    population += count
    if (r < lo[0]) lo[0] = r
    if (g < lo[1]) lo[1] = g
    if (b < lo[2]) lo[2] = b
    if (r > hi[0]) hi[0] = r
    if (g > hi[1]) hi[1] = g
    if (b > hi[2]) hi[2] = b
  })
  return population === 0 ? undefined : {min: lo, max: hi, population}
}

/** Splits a box across its longest side at the population median; `undefined` for a single bucket. */
function splitBox(histogram: Uint32Array, box: ColorBox): [ColorBox, ColorBox] | undefined {
  const sides = [0, 1, 2].map((axis) => (box.max[axis] ?? 0) - (box.min[axis] ?? 0))
  const axis = sides.indexOf(Math.max(...sides))
  const from = box.min[axis] ?? 0
  const to = box.max[axis] ?? 0
  if (from === to) return undefined

  // Population of each slice along the axis, then the first slice that reaches half.
  const slices = new Array<number>(to - from + 1).fill(0)
  forEachBucket(box, (index, r, g, b) => {
    const at = [r, g, b][axis] ?? 0
    slices[at - from] = (slices[at - from] ?? 0) + (histogram[index] ?? 0)
  })
  let cut = from
  let running = 0
  for (let i = 0; i < slices.length; i++) {
    running += slices[i] ?? 0
    cut = from + i
    if (running >= box.population / 2) break
  }
  // Both halves must keep at least one slice.
  if (cut >= to) cut = to - 1

  const leftMax: [number, number, number] = [...box.max]
  leftMax[axis] = cut
  const rightMin: [number, number, number] = [...box.min]
  rightMin[axis] = cut + 1
  const left = fitBox(histogram, box.min, leftMax)
  const right = fitBox(histogram, rightMin, box.max)
  return left && right ? [left, right] : undefined
}

/** A quantised colour: the mean of the pixels in its box, and how many there were. */
interface Cluster {
  rgb: [number, number, number]
  population: number
  hsl: [number, number, number]
}

/** RGB (0–255) to HSL (each 0–1). */
function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const rn = r / 255
  const gn = g / 255
  const bn = b / 255
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0)
  else if (max === gn) h = (bn - rn) / d + 2
  else h = (rn - gn) / d + 4
  return [h / 6, s, l]
}

/**
 * Median cut: split the most populous box until three quarters of the clusters exist, then
 * the box with the largest population × volume, so large sparse regions of colour space get
 * their share too.
 */
function quantise(
  histogram: Uint32Array,
  pixels: {r: Float64Array; g: Float64Array; b: Float64Array},
  colorCount: number,
): Cluster[] {
  const whole = fitBox(histogram, [0, 0, 0], [SIDE - 1, SIDE - 1, SIDE - 1])
  if (!whole) return []
  const boxes: ColorBox[] = [whole]
  const unsplittable = new Set<ColorBox>()
  const grow = (target: number, priority: (box: ColorBox) => number): void => {
    while (boxes.length < target) {
      let best: ColorBox | undefined
      for (const box of boxes) {
        if (unsplittable.has(box)) continue
        if (!best || priority(box) > priority(best)) best = box
      }
      if (!best) return
      const halves = splitBox(histogram, best)
      if (!halves) {
        unsplittable.add(best)
        continue
      }
      boxes.splice(boxes.indexOf(best), 1, ...halves)
    }
  }
  grow(Math.max(1, Math.round(colorCount * 0.75)), (box) => box.population)
  grow(colorCount, (box) => box.population * boxVolume(box))

  return boxes.map((box) => {
    // The mean of the actual pixel colours, not of the 5-bit bucket centres.
    let r = 0
    let g = 0
    let b = 0
    forEachBucket(box, (index) => {
      r += pixels.r[index] ?? 0
      g += pixels.g[index] ?? 0
      b += pixels.b[index] ?? 0
    })
    const rgb: [number, number, number] = [
      Math.round(r / box.population),
      Math.round(g / box.population),
      Math.round(b / box.population),
    ]
    return {rgb, population: box.population, hsl: rgbToHsl(...rgb)}
  })
}

/** A swatch target: lightness and saturation ranges with an ideal value inside each. */
interface Target {
  name: Exclude<PaletteSwatchName, 'dominant'>
  lightness: [min: number, target: number, max: number]
  saturation: [min: number, target: number, max: number]
}

const DARK: Target['lightness'] = [0, 0.26, 0.45]
const NORMAL: Target['lightness'] = [0.3, 0.5, 0.7]
const LIGHT: Target['lightness'] = [0.55, 0.74, 1]
const VIBRANT: Target['saturation'] = [0.35, 1, 1]
const MUTED: Target['saturation'] = [0, 0.3, 0.4]

const TARGETS: readonly Target[] = [
  {name: 'vibrant', lightness: NORMAL, saturation: VIBRANT},
  {name: 'lightVibrant', lightness: LIGHT, saturation: VIBRANT},
  {name: 'darkVibrant', lightness: DARK, saturation: VIBRANT},
  {name: 'muted', lightness: NORMAL, saturation: MUTED},
  {name: 'lightMuted', lightness: LIGHT, saturation: MUTED},
  {name: 'darkMuted', lightness: DARK, saturation: MUTED},
]

// Closeness in lightness matters most, then saturation; population breaks near-ties.
const WEIGHT_LIGHTNESS = 6
const WEIGHT_SATURATION = 3
const WEIGHT_POPULATION = 1

function closeness(value: number, target: number): number {
  return 1 - Math.abs(value - target)
}

function pickTarget(
  clusters: readonly Cluster[],
  target: Target,
  taken: Set<Cluster>,
  maxPopulation: number,
): Cluster | undefined {
  let best: Cluster | undefined
  let bestScore = -Infinity
  for (const cluster of clusters) {
    if (taken.has(cluster)) continue
    const [, s, l] = cluster.hsl
    if (s < target.saturation[0] || s > target.saturation[2] || l < target.lightness[0] || l > target.lightness[2])
      continue
    const score =
      WEIGHT_SATURATION * closeness(s, target.saturation[1]) +
      WEIGHT_LIGHTNESS * closeness(l, target.lightness[1]) +
      WEIGHT_POPULATION * (cluster.population / maxPopulation)
    if (score > bestScore) {
      best = cluster
      bestScore = score
    }
  }
  return best
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`
}

/**
 * Perceived brightness (YIQ luma, 0–255). Text colours switch from white to black at 150 for
 * body text and 200 for titles, the thresholds behind the swatches hosted lakes produce
 * (a light muted `#94b7a8` gets foreground `#000` and title `#fff`).
 */
function yiq([r, g, b]: readonly number[]): number {
  return ((r ?? 0) * 299 + (g ?? 0) * 587 + (b ?? 0) * 114) / 1000
}

function toSwatch(cluster: Cluster, total: number): ImagePaletteSwatch {
  const luma = yiq(cluster.rgb)
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: hex(cluster.rgb),
    foreground: luma < 150 ? '#fff' : '#000',
    population: Math.round((cluster.population / total) * 10000) / 100,
    title: luma < 200 ? '#fff' : '#000',
  }
}

/**
 * Computes the palette of an image from its pixels. Pass a thumbnail (about 100×100 is
 * plenty): the work is linear in the pixel count, and the palette of a downscaled image is
 * the palette of the image.
 *
 * @param pixels - raw RGB or RGBA pixels
 * @returns the palette; only `_type` when no pixel is opaque enough to count
 * @example
 * const {data, info} = await sharp(input).resize(100, 100, {fit: 'inside'}).ensureAlpha().raw().toBuffer({resolveWithObject: true})
 * extractPalette({data, width: info.width, height: info.height, channels: info.channels})
 */
export function extractPalette(pixels: PixelData, options: PaletteOptions = {}): ImagePalette {
  const {data, width, height, channels} = pixels
  const colorCount = Math.max(1, Math.floor(options.colorCount ?? 64))
  const minAlpha = options.minAlpha ?? 125
  if (channels !== 3 && channels !== 4) throw new RangeError(`Expected 3 or 4 channels, got ${channels}`)

  const histogram = new Uint32Array(SIDE * SIDE * SIDE)
  // Colour sums per bucket, so clusters average real colours rather than bucket centres.
  const sums = {
    r: new Float64Array(histogram.length),
    g: new Float64Array(histogram.length),
    b: new Float64Array(histogram.length),
  }
  let total = 0
  const end = Math.min(data.length, width * height * channels)
  for (let i = 0; i + channels <= end; i += channels) {
    if (channels === 4 && (data[i + 3] ?? 0) < minAlpha) continue
    const r = data[i] ?? 0
    const g = data[i + 1] ?? 0
    const b = data[i + 2] ?? 0
    const index = bucketIndex(r >> SHIFT, g >> SHIFT, b >> SHIFT)
    histogram[index] = (histogram[index] ?? 0) + 1
    sums.r[index] = (sums.r[index] ?? 0) + r
    sums.g[index] = (sums.g[index] ?? 0) + g
    sums.b[index] = (sums.b[index] ?? 0) + b
    total++
  }

  const palette: ImagePalette = {_type: 'sanity.imagePalette'}
  const clusters = quantise(histogram, sums, colorCount)
  if (clusters.length === 0) return palette

  const maxPopulation = Math.max(...clusters.map((c) => c.population))
  const dominant = clusters.find((c) => c.population === maxPopulation)
  if (dominant) palette.dominant = toSwatch(dominant, total)
  const taken = new Set<Cluster>()
  for (const target of TARGETS) {
    const cluster = pickTarget(clusters, target, taken, maxPopulation)
    if (!cluster) continue
    taken.add(cluster)
    palette[target.name] = toSwatch(cluster, total)
  }
  return palette
}
