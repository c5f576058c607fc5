// Tiny image builders for the asset tests: every fixture is generated with sharp, no binaries.
import sharp, {type Exif, type Sharp} from 'sharp'

/** An sRGB colour with optional alpha (0–1). */
export interface Rgba {
  r: number
  g: number
  b: number
  alpha?: number
}

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff'

function encode(image: Sharp, format: OutputFormat): Promise<Buffer> {
  // Lossless where the format allows it, so colour assertions can be tight.
  switch (format) {
    case 'jpeg':
      return image.jpeg({quality: 95}).toBuffer()
    case 'webp':
      return image.webp({lossless: true}).toBuffer()
    case 'avif':
      return image.avif({lossless: true}).toBuffer()
    default:
      return image.toFormat(format).toBuffer()
  }
}

/** A single-colour image. */
export function solid(width: number, height: number, colour: Rgba, format: OutputFormat = 'png'): Promise<Buffer> {
  const channels = colour.alpha === undefined ? 3 : 4
  return encode(sharp({create: {width, height, channels, background: colour}}), format)
}

/** Raw RGBA pixels from a function of the pixel position. */
export function pixels(width: number, height: number, colourAt: (x: number, y: number) => Rgba): Buffer {
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const {r, g, b, alpha = 1} = colourAt(x, y)
      const at = (y * width + x) * 4
      data[at] = r
      data[at + 1] = g
      data[at + 2] = b
      data[at + 3] = Math.round(alpha * 255)
    }
  }
  return data
}

/** An image drawn pixel by pixel; `alpha: false` drops the alpha channel before encoding. */
export function drawn(
  width: number,
  height: number,
  colourAt: (x: number, y: number) => Rgba,
  options: {format?: OutputFormat; alpha?: boolean} = {},
): Promise<Buffer> {
  let image = sharp(pixels(width, height, colourAt), {raw: {width, height, channels: 4}})
  if (options.alpha === false) image = image.removeAlpha()
  return encode(image, options.format ?? 'png')
}

/** The left half one colour, the right half another. */
export function halves(
  width: number,
  height: number,
  left: Rgba,
  right: Rgba,
  format: OutputFormat = 'png',
): Promise<Buffer> {
  return drawn(width, height, (x) => (x < width / 2 ? left : right), {format, alpha: false})
}

/** A JPEG with the given EXIF directories (IFD0, IFD3 = GPS) written by sharp. */
export function jpegWithExif(width: number, height: number, colour: Rgba, exif: Exif): Promise<Buffer> {
  return sharp({create: {width, height, channels: 3, background: colour}})
    .jpeg()
    .withExif(exif)
    .toBuffer()
}

/** A JPEG whose stored pixels are `width`×`height` but whose EXIF orientation says to turn it. */
export function orientedJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({create: {width, height, channels: 3, background: {r: 10, g: 120, b: 200}}})
    .jpeg()
    .withMetadata({orientation})
    .toBuffer()
}

/** Puts an extra APP1 segment (`payload` after the `Exif\0\0` header) right after a JPEG's SOI marker. */
export function withApp1(jpeg: Buffer, payload: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), payload])
  const header = Buffer.from([0xff, 0xe1, 0, 0])
  header.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)])
}

/** Euclidean distance between two colours, one of them as `#rrggbb`. */
export function colourDistance(hex: string | undefined, colour: Rgba): number {
  if (!hex || !/^#[0-9a-f]{6}$/.test(hex)) return Infinity
  const r = parseInt(hex.slice(1, 3), 16)
  const g = parseInt(hex.slice(3, 5), 16)
  const b = parseInt(hex.slice(5, 7), 16)
  return Math.hypot(r - colour.r, g - colour.g, b - colour.b)
}
