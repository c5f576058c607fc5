import sharp, {type Metadata, type SharpOptions} from 'sharp'
import {encodeBlurHash} from './blurHash'
import {readExifLocation, type Geopoint} from './exifLocation'
import {checkImagePixels, ImageTooLargeError, isPixelLimitError} from './ImageTooLargeError'
import {invalidImageFrom, InvalidImageError} from './InvalidImageError'
import {extractPalette, type ImagePalette} from './palette'
import {displayedSize} from './probeImage'

/** Width, height and their ratio, as displayed (after EXIF orientation). */
export interface ImageDimensions {
  _type: 'sanity.imageDimensions'
  width: number
  height: number
  /** `width / height`, unrounded. */
  aspectRatio: number
}

/**
 * The `metadata` of a `sanity.imageAsset` document, in the shape hosted content lakes produce.
 * `dimensions`, `hasAlpha` and `isOpaque` are always present; the rest only when asked for
 * (and, for `location`, when the file has a GPS position).
 */
export interface ImageMetadata {
  _type: 'sanity.imageMetadata'
  dimensions: ImageDimensions
  /** The image has an alpha channel, whether or not any pixel uses it. */
  hasAlpha: boolean
  /** No pixel is even partly transparent. */
  isOpaque: boolean
  /** A tiny JPEG preview as a data URL (`data:image/jpeg;base64,…`), 20 px wide. */
  lqip?: string
  /** A BlurHash of the image (4×3 components, 3×4 for portrait images); see `encodeBlurHash`. */
  blurHash?: string
  palette?: ImagePalette
  /** The GPS position from the EXIF data. */
  location?: Geopoint
}

/** Which optional parts {@link extractImageMetadata} computes; every one is on unless set to `false`. */
export interface ImageMetadataOptions {
  lqip?: boolean
  blurhash?: boolean
  palette?: boolean
  location?: boolean
}

/** The formats metadata is extracted from: the accepted raster formats plus SVG. */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'svg'])

// Palette, BlurHash and LQIP all come from one decode to a thumbnail this size: their detail
// is gone at 100 px anyway, and JPEG and WebP decoders shrink on load, which is most of the speed.
const THUMBNAIL_SIZE = 100
const LQIP_WIDTH = 20
// Keeps the data URL small for very tall images (a 20 px wide strip of a 1:50 banner).
const LQIP_MAX_HEIGHT = 100
const LQIP_QUALITY = 50
const BLURHASH_LONG_SIDE_COMPONENTS = 4
const BLURHASH_SHORT_SIDE_COMPONENTS = 3

/** The default of {@link ImageDecodeLimits.maxPixels}: sharp's own default limit, 0x3FFF². */
const DEFAULT_MAX_PIXELS = 0x3fff * 0x3fff

/** How much an image may cost to decode. */
export interface ImageDecodeLimits {
  /** Most pixels (width × height, first frame) to decode; default sharp's 268 402 689. */
  maxPixels?: number
}

/**
 * Fail on cut-off files (an interrupted upload) but accept the minor warnings real camera
 * files often carry, such as extraneous bytes before a JPEG marker; and never decode more
 * pixels than the limit, whatever the header said (libvips checks it again as it loads).
 */
function inputOptions(maxPixels: number): SharpOptions {
  return {failOn: 'truncated', limitInputPixels: maxPixels}
}

interface Thumbnail {
  data: Buffer
  width: number
  height: number
}

/** RGBA pixels of the displayed (auto-oriented) image, at most 100 px on the long side. */
async function decodeThumbnail(buffer: Buffer, input: SharpOptions): Promise<Thumbnail> {
  const {data, info} = await sharp(buffer, input)
    .autoOrient()
    .resize({width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true})
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({depth: 'uchar'})
    .toBuffer({resolveWithObject: true})
  return {data, width: info.width, height: info.height}
}

/**
 * The thumbnail composited over white: placeholders stand in for the image on a page, and most
 * pages are light; a transparent area would otherwise come out black.
 */
function flattenOnWhite(thumbnail: Thumbnail): Uint8ClampedArray {
  const {data} = thumbnail
  const out = new Uint8ClampedArray(data.length)
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 255) / 255
    out[i] = (data[i] ?? 0) * alpha + 255 * (1 - alpha)
    out[i + 1] = (data[i + 1] ?? 0) * alpha + 255 * (1 - alpha)
    out[i + 2] = (data[i + 2] ?? 0) * alpha + 255 * (1 - alpha)
    out[i + 3] = 255
  }
  return out
}

/** The LQIP's size: 20 px wide (narrower images keep their width), at most 100 px tall. */
function lqipSize(width: number, height: number): {width: number; height: number} {
  // From the full-size dimensions: the 100 px thumbnail's rounding would skew the ratio.
  let w = Math.min(LQIP_WIDTH, width)
  let h = Math.max(1, Math.round((w * height) / width))
  if (h > LQIP_MAX_HEIGHT) {
    h = LQIP_MAX_HEIGHT
    w = Math.max(1, Math.round((h * width) / height))
  }
  return {width: w, height: h}
}

async function lqipOf(
  thumbnail: Thumbnail,
  flattened: Uint8ClampedArray,
  size: {width: number; height: number},
): Promise<string> {
  const jpeg = await sharp(Buffer.from(flattened.buffer, flattened.byteOffset, flattened.byteLength), {
    raw: {width: thumbnail.width, height: thumbnail.height, channels: 4},
  })
    .removeAlpha()
    .resize({...size, fit: 'fill'})
    .jpeg({quality: LQIP_QUALITY, optimiseCoding: true})
    .toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

function blurHashOf(thumbnail: Thumbnail, flattened: Uint8ClampedArray): string {
  const portrait = thumbnail.height > thumbnail.width
  const x = portrait ? BLURHASH_SHORT_SIDE_COMPONENTS : BLURHASH_LONG_SIDE_COMPONENTS
  const y = portrait ? BLURHASH_LONG_SIDE_COMPONENTS : BLURHASH_SHORT_SIDE_COMPONENTS
  return encodeBlurHash(flattened, thumbnail.width, thumbnail.height, x, y)
}

/** True when the alpha channel is every byte 255. */
function allOpaque(alpha: Buffer): boolean {
  // An indexed loop: several times faster than a Buffer's iterator over 60 million bytes.
  for (let i = 0; i < alpha.length; i++) if (alpha[i] !== 255) return false
  return true
}

/**
 * True when no pixel is even partly transparent, checked on the full-size image (a downscaled
 * one would average away a few clear pixels). An 8-bit alpha channel is streamed a strip at a
 * time and the first translucent pixel ends the scan: about half a second and a strip's memory
 * for 60 MP, where libvips' full statistics take 12 s and 250 MB. Other depths (16-bit PNG,
 * TIFF) and layouts (CMYK with alpha) use those statistics.
 *
 * @param metadata - the header: its depth and channel count
 */
async function isFullyOpaque(buffer: Buffer, input: SharpOptions, metadata: Metadata): Promise<boolean> {
  const alphaChannel = (metadata.channels ?? 0) - 1
  // The fast path is for 8-bit grey, RGB and the like with alpha (channel 1 to 3).
  if (metadata.depth !== 'uchar' || alphaChannel < 1 || alphaChannel > 3)
    return (await sharp(buffer, input).stats()).isOpaque
  const alpha = sharp(buffer, input)
    .extractChannel(alphaChannel as 1 | 2 | 3)
    .raw()
  for await (const strip of alpha as AsyncIterable<Buffer>) {
    if (!allOpaque(strip)) {
      alpha.destroy()
      return false
    }
  }
  return true
}

/**
 * Runs a decoding step, turning the decoder's failures (thrown at once, as for an empty buffer,
 * or later) into {@link InvalidImageError}, or {@link ImageTooLargeError} for its pixel limit.
 * Only these mean a bad upload: errors elsewhere are our bugs and stay 500s.
 *
 * @param size - the size the header declared, for the pixel limit's message
 */
async function decoding<T>(
  step: () => Promise<T>,
  maxPixels: number,
  size?: {width: number; height: number},
): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageTooLargeError(size?.width ?? 0, size?.height ?? 0, maxPixels)
    throw invalidImageFrom(error)
  }
}

/**
 * Extracts the metadata of an uploaded image for its `sanity.imageAsset` document.
 *
 * Dimensions are as displayed (EXIF orientation applied). `lqip` is a 20 px wide JPEG data URL
 * (at most 100 px tall), `blurHash` a 4×3-component BlurHash (3×4 for portrait images); both
 * show transparent areas over white. The palette comes from a 100 px thumbnail (see
 * `extractPalette`). `location` is read from the EXIF GPS tags and is absent when the file has
 * none or they are malformed. Animated images are described by their first frame.
 *
 * The declared size is checked against `limits.maxPixels` before any pixel is decoded, and
 * libvips enforces the same limit while decoding.
 *
 * @param buffer - the uploaded bytes: JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG
 * @param options - set a part to `false` to skip it; all are computed by default
 * @param limits - the most pixels to decode
 * @returns the metadata object to store under the asset document's `metadata`
 * @throws InvalidImageError when the buffer is not a decodable image of those formats
 * @throws ImageTooLargeError (413) when it has more pixels than `limits.maxPixels`
 * @example
 * const metadata = await extractImageMetadata(upload, {location: false})
 * metadata.dimensions // {_type: 'sanity.imageDimensions', width: 2000, height: 1500, aspectRatio: 1.3333333333333333}
 */
export async function extractImageMetadata(
  buffer: Buffer,
  options: ImageMetadataOptions = {},
  limits: ImageDecodeLimits = {},
): Promise<ImageMetadata> {
  const want = {
    lqip: options.lqip !== false,
    blurhash: options.blurhash !== false,
    palette: options.palette !== false,
    location: options.location !== false,
  }
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_PIXELS
  const input = inputOptions(maxPixels)
  // The header alone (no pixel limit yet), so the refusal below can name the size.
  const info = await decoding(() => sharp(buffer, {failOn: 'truncated', limitInputPixels: false}).metadata(), maxPixels)
  if (!DECODABLE.has(info.format) || (info.format === 'heif' && info.compression !== 'av1')) {
    throw new InvalidImageError(`${String(info.format).toUpperCase()} is not an accepted image format`)
  }
  const {width, height} = displayedSize(info)
  if (!(width > 0 && height > 0)) throw new InvalidImageError('it has no pixels')
  checkImagePixels({width, height}, maxPixels)

  const needsThumbnail = want.lqip || want.blurhash || want.palette
  // The header can be fine while the pixel data is cut off: decoding is what finds out. One
  // decode after the other, so an image costs one decode's memory at a time.
  const size = {width, height}
  const isOpaque = info.hasAlpha ? await decoding(() => isFullyOpaque(buffer, input, info), maxPixels, size) : true
  const thumbnail = needsThumbnail ? await decoding(() => decodeThumbnail(buffer, input), maxPixels, size) : undefined

  const metadata: ImageMetadata = {
    _type: 'sanity.imageMetadata',
    dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
    hasAlpha: info.hasAlpha,
    isOpaque,
  }
  if (thumbnail) {
    const flattened = want.lqip || want.blurhash ? flattenOnWhite(thumbnail) : undefined
    if (want.lqip && flattened) metadata.lqip = await lqipOf(thumbnail, flattened, lqipSize(width, height))
    if (want.blurhash && flattened) metadata.blurHash = blurHashOf(thumbnail, flattened)
    if (want.palette)
      metadata.palette = extractPalette({
        data: thumbnail.data,
        width: thumbnail.width,
        height: thumbnail.height,
        channels: 4,
      })
  }
  if (want.location) {
    const location = readExifLocation(info.exif)
    if (location) metadata.location = location
  }
  return metadata
}
