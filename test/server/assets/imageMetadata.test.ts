import {decode as decodeBlurHash} from 'blurhash'
import sharp from 'sharp'
import {describe, expect, it} from 'vitest'
import {extractImageMetadata, InvalidImageError, type ImageMetadata} from '../../../src/server/assets'
import {colourDistance, drawn, halves, jpegWithExif, orientedJpeg, solid, withApp1, type Rgba} from './images'

const TEAL = {r: 20, g: 140, b: 130}
const ORANGE = {r: 240, g: 130, b: 20}
const NAVY = {r: 20, g: 30, b: 90}
const WHITE = {r: 255, g: 255, b: 255}

/** The lqip data URL decoded: its size and its pixels. */
async function decodeLqip(metadata: ImageMetadata) {
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/.exec(metadata.lqip ?? '')
  expect(match, 'lqip is a base64 JPEG data URL').not.toBeNull()
  const jpeg = Buffer.from(match![1]!, 'base64')
  const {format} = await sharp(jpeg).metadata()
  expect(format).toBe('jpeg')
  const {data, info} = await sharp(jpeg).raw().toBuffer({resolveWithObject: true})
  const at = (x: number, y: number): Rgba => {
    const i = (y * info.width + x) * info.channels
    return {r: data[i]!, g: data[i + 1]!, b: data[i + 2]!}
  }
  return {width: info.width, height: info.height, bytes: jpeg.length, at}
}

/** The blurHash decoded to a small image, read at fractions of its size. */
function decodeBlur(metadata: ImageMetadata, width = 32, height = 32) {
  const rgba = decodeBlurHash(metadata.blurHash!, width, height)
  return (fx: number, fy: number): Rgba => {
    const i = (Math.floor(fy * (height - 1)) * width + Math.floor(fx * (width - 1))) * 4
    return {r: rgba[i]!, g: rgba[i + 1]!, b: rgba[i + 2]!}
  }
}

const hexOf = ({r, g, b}: Rgba) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`

describe('extractImageMetadata', () => {
  it('describes a solid-colour JPEG: dimensions, opacity, palette, lqip and blurHash', async () => {
    const metadata = await extractImageMetadata(await solid(300, 200, TEAL, 'jpeg'))
    expect(metadata._type).toBe('sanity.imageMetadata')
    expect(metadata.dimensions).toEqual({_type: 'sanity.imageDimensions', width: 300, height: 200, aspectRatio: 1.5})
    expect(metadata.hasAlpha).toBe(false)
    expect(metadata.isOpaque).toBe(true)
    expect(colourDistance(metadata.palette?.dominant?.background, TEAL)).toBeLessThan(6)
    expect(metadata.palette?.dominant?.population).toBeGreaterThan(95)
    expect(metadata).not.toHaveProperty('location')

    const lqip = await decodeLqip(metadata)
    expect(lqip).toMatchObject({width: 20, height: 13})
    expect(lqip.bytes).toBeLessThan(1000)
    expect(colourDistance(hexOf(lqip.at(10, 6)), TEAL)).toBeLessThan(12)

    expect(metadata.blurHash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/)
    expect(colourDistance(hexOf(decodeBlur(metadata)(0.5, 0.5)), TEAL)).toBeLessThan(12)
  })

  it('finds both colours of a two-colour image, left and right in the placeholders', async () => {
    const metadata = await extractImageMetadata(await halves(400, 200, NAVY, ORANGE))
    const {palette} = metadata
    const backgrounds = [palette?.vibrant?.background, palette?.darkVibrant?.background]
    expect(backgrounds.some((hex) => colourDistance(hex, ORANGE) < 8)).toBe(true)
    expect(backgrounds.some((hex) => colourDistance(hex, NAVY) < 8)).toBe(true)
    expect(palette?.dominant?.population).toBeGreaterThan(45)
    expect(palette?.dominant?.population).toBeLessThan(55)

    const lqip = await decodeLqip(metadata)
    expect(colourDistance(hexOf(lqip.at(1, 5)), NAVY)).toBeLessThan(20)
    expect(colourDistance(hexOf(lqip.at(18, 5)), ORANGE)).toBeLessThan(20)
    const blur = decodeBlur(metadata)
    expect(colourDistance(hexOf(blur(0.05, 0.5)), NAVY)).toBeLessThan(colourDistance(hexOf(blur(0.05, 0.5)), ORANGE))
    expect(colourDistance(hexOf(blur(0.95, 0.5)), ORANGE)).toBeLessThan(colourDistance(hexOf(blur(0.95, 0.5)), NAVY))
  })

  it('keeps a gradient dark on one side and light on the other', async () => {
    const metadata = await extractImageMetadata(await drawn(256, 64, (x) => ({r: x, g: x, b: x}), {alpha: false}))
    const lqip = await decodeLqip(metadata)
    expect(lqip.at(0, 2).r).toBeLessThan(40)
    expect(lqip.at(19, 2).r).toBeGreaterThan(215)
    const blur = decodeBlur(metadata)
    expect(blur(0.95, 0.5).r - blur(0.05, 0.5).r).toBeGreaterThan(150)
    // Greys are never vibrant; a gradient spans light, mid and dark muted tones.
    expect(metadata.palette).not.toHaveProperty('vibrant')
    expect(metadata.palette).toHaveProperty('lightMuted')
    expect(metadata.palette).toHaveProperty('darkMuted')
  })

  it('says hasAlpha but isOpaque for an alpha channel every pixel fills', async () => {
    const metadata = await extractImageMetadata(await solid(40, 40, {...TEAL, alpha: 1}))
    expect(metadata.hasAlpha).toBe(true)
    expect(metadata.isOpaque).toBe(true)
  })

  it('notices a single translucent pixel in a large image', async () => {
    const buffer = await drawn(1200, 900, (x, y) => (x === 1000 && y === 700 ? {...TEAL, alpha: 0.9} : TEAL))
    const metadata = await extractImageMetadata(buffer, {lqip: false, blurhash: false, palette: false})
    expect(metadata.hasAlpha).toBe(true)
    expect(metadata.isOpaque).toBe(false)
  })

  it('reads opacity from the alpha channel of grey-with-alpha and 16-bit images too', async () => {
    const greyAlpha = (alphaAt: (i: number) => number) =>
      sharp(Buffer.from(Array.from({length: 64 * 64}, (_, i) => [90, alphaAt(i)]).flat()), {
        raw: {width: 64, height: 64, channels: 2},
      })
        .png()
        .toBuffer()
    const only = {lqip: false, blurhash: false, palette: false}
    expect((await extractImageMetadata(await greyAlpha(() => 255), only)).isOpaque).toBe(true)
    expect((await extractImageMetadata(await greyAlpha((i) => (i === 4000 ? 254 : 255)), only)).isOpaque).toBe(false)
    const deep = (alpha: number) =>
      sharp({create: {width: 32, height: 32, channels: 4, background: {...TEAL, alpha}}})
        .png({force: true})
        .toColourspace('rgb16')
        .toBuffer()
    expect((await extractImageMetadata(await deep(1), only)).isOpaque).toBe(true)
    expect((await extractImageMetadata(await deep(0.5), only)).isOpaque).toBe(false)
  })

  it('shows transparent areas over white and leaves them out of the palette', async () => {
    const metadata = await extractImageMetadata(await drawn(200, 100, (x) => (x < 100 ? {...NAVY, alpha: 0} : ORANGE)))
    expect(metadata.isOpaque).toBe(false)
    expect(colourDistance(metadata.palette?.dominant?.background, ORANGE)).toBeLessThan(6)
    // Only the edge pixels the thumbnail blends into partial transparency form other clusters.
    expect(metadata.palette?.dominant?.population).toBeGreaterThan(95)
    const lqip = await decodeLqip(metadata)
    expect(colourDistance(hexOf(lqip.at(1, 5)), WHITE)).toBeLessThan(20)
    expect(colourDistance(hexOf(decodeBlur(metadata)(0.02, 0.5)), WHITE)).toBeLessThan(
      colourDistance(hexOf(decodeBlur(metadata)(0.02, 0.5)), NAVY),
    )
  })

  it('reports dimensions as displayed for a JPEG turned by EXIF orientation', async () => {
    const metadata = await extractImageMetadata(await orientedJpeg(300, 100, 6))
    expect(metadata.dimensions).toEqual({_type: 'sanity.imageDimensions', width: 100, height: 300, aspectRatio: 1 / 3})
    const lqip = await decodeLqip(metadata)
    expect(lqip).toMatchObject({width: 20, height: 60})
    // Portrait images get more vertical components: 3×4 has the same length as 4×3.
    expect(metadata.blurHash).toHaveLength(28)
  })

  it('reads the GPS position a camera wrote into the EXIF data', async () => {
    const buffer = await jpegWithExif(64, 48, TEAL, {
      IFD0: {Make: 'Vellum'},
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 51/1 2448/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 5508/100',
        GPSAltitudeRef: '0',
        GPSAltitude: '585/10',
      },
    })
    const metadata = await extractImageMetadata(buffer)
    expect(metadata.location?._type).toBe('geopoint')
    expect(Math.abs(metadata.location!.lat - -(33 + 51 / 60 + 24.48 / 3600))).toBeLessThan(1e-4)
    expect(Math.abs(metadata.location!.lng - (151 + 12 / 60 + 55.08 / 3600))).toBeLessThan(1e-4)
    expect(metadata.location?.alt).toBeCloseTo(58.5, 5)
    expect(await extractImageMetadata(buffer, {location: false})).not.toHaveProperty('location')
  })

  it('has no location, and does not throw, when the EXIF data is malformed', async () => {
    const jpeg = await solid(64, 48, TEAL, 'jpeg')
    const payloads = [
      Buffer.from('II*\0\x08\0\0\0\xff\xff', 'latin1'),
      Buffer.from('MM\0*\xff\xff\xff\xf0garbage', 'latin1'),
      Buffer.alloc(100, 0xff),
      Buffer.alloc(0),
    ]
    for (const payload of payloads) {
      const metadata = await extractImageMetadata(withApp1(jpeg, payload))
      expect(metadata).not.toHaveProperty('location')
      expect(metadata.dimensions.width).toBe(64)
    }
  })

  it('reads greyscale, 16-bit and CMYK images', async () => {
    const grey = await sharp({create: {width: 30, height: 20, channels: 3, background: {r: 90, g: 90, b: 90}}})
      .greyscale()
      .png()
      .toBuffer()
    const deep = await sharp({create: {width: 30, height: 20, channels: 3, background: TEAL}})
      .toColourspace('rgb16')
      .png()
      .toBuffer()
    const cmyk = await sharp({create: {width: 30, height: 20, channels: 3, background: TEAL}})
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    expect(
      colourDistance((await extractImageMetadata(grey)).palette?.dominant?.background, {r: 90, g: 90, b: 90}),
    ).toBeLessThan(3)
    expect(colourDistance((await extractImageMetadata(deep)).palette?.dominant?.background, TEAL)).toBeLessThan(3)
    expect(colourDistance((await extractImageMetadata(cmyk)).palette?.dominant?.background, TEAL)).toBeLessThan(30)
  })

  it('reads every accepted format and SVG', async () => {
    for (const format of ['png', 'webp', 'gif', 'avif', 'tiff'] as const) {
      const metadata = await extractImageMetadata(await solid(50, 25, ORANGE, format))
      expect(metadata.dimensions, format).toMatchObject({width: 50, height: 25, aspectRatio: 2})
      expect(colourDistance(metadata.palette?.dominant?.background, ORANGE), format).toBeLessThan(12)
    }
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#f08214"/></svg>',
    )
    const metadata = await extractImageMetadata(svg)
    expect(metadata.dimensions).toMatchObject({width: 120, height: 80, aspectRatio: 1.5})
    expect(colourDistance(metadata.palette?.dominant?.background, ORANGE)).toBeLessThan(6)
  })

  it('computes only the required parts when the optional ones are turned off', async () => {
    const metadata = await extractImageMetadata(await solid(30, 30, TEAL, 'jpeg'), {
      lqip: false,
      blurhash: false,
      palette: false,
      location: false,
    })
    expect(Object.keys(metadata).sort()).toEqual(['_type', 'dimensions', 'hasAlpha', 'isOpaque'])
  })

  it('rejects corrupt and non-image buffers with InvalidImageError', async () => {
    const photo = await drawn(600, 400, (x, y) => ({r: (x * 7) % 256, g: (y * 13) % 256, b: (x * y) % 256}), {
      format: 'jpeg',
      alpha: false,
    })
    const inputs: Record<string, Buffer> = {
      empty: Buffer.alloc(0),
      text: Buffer.from('definitely not an image'),
      pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      'random bytes': Buffer.from(Array.from({length: 512}, (_, i) => (i * 7919) % 256)),
      'JPEG cut off mid-scan': photo.subarray(0, Math.floor(photo.length * 0.6)),
      'PNG header only': (await solid(10, 10, TEAL)).subarray(0, 30),
    }
    for (const [name, buffer] of Object.entries(inputs)) {
      const error = await extractImageMetadata(buffer).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(InvalidImageError)
      expect((error as InvalidImageError).status, name).toBe(400)
      expect((error as InvalidImageError).message, name).toMatch(/^Invalid image: /)
    }
  })
})
