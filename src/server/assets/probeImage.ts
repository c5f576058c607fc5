import sharp, {type Metadata} from 'sharp'
import {invalidImageFrom, InvalidImageError} from './InvalidImageError'

/**
 * Format detection for uploads: which raster formats the image endpoint accepts, what a buffer
 * claims to be by its first bytes, and whether it is an SVG document.
 */

/** The raster formats accepted as images (SVG is detected separately, with {@link isSvg}). */
export type RasterImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff'

/** What {@link probeImage} finds out about an accepted raster image. */
export interface ImageProbe {
  format: RasterImageFormat
  /** `image/jpeg`, `image/png`, … */
  mimeType: string
  /** The extension asset ids and URLs use, without the dot: `jpg`, `png`, `webp`, `gif`, `avif`, `tiff`. */
  extension: string
  /** Width as displayed, after EXIF orientation. */
  width: number
  /** Height as displayed, after EXIF orientation. */
  height: number
}

const FORMATS: Record<RasterImageFormat, {mimeType: string; extension: string}> = {
  jpeg: {mimeType: 'image/jpeg', extension: 'jpg'},
  png: {mimeType: 'image/png', extension: 'png'},
  webp: {mimeType: 'image/webp', extension: 'webp'},
  gif: {mimeType: 'image/gif', extension: 'gif'},
  avif: {mimeType: 'image/avif', extension: 'avif'},
  tiff: {mimeType: 'image/tiff', extension: 'tiff'},
}

/** The MIME type and id extension of an accepted raster format. */
export function rasterFormatInfo(format: RasterImageFormat): {mimeType: string; extension: string} {
  return FORMATS[format]
}

function startsWith(buffer: Buffer, bytes: readonly number[], at = 0): boolean {
  if (buffer.length < at + bytes.length) return false
  return bytes.every((byte, i) => buffer[at + i] === byte)
}

function ascii(buffer: Buffer, from: number, to: number): string {
  return buffer.length >= to ? buffer.toString('latin1', from, to) : ''
}

/** True for an ISO-BMFF `ftyp` box naming an AVIF brand (major or compatible). */
function isAvifContainer(buffer: Buffer): boolean {
  if (ascii(buffer, 4, 8) !== 'ftyp') return false
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256)
  const brands = [ascii(buffer, 8, 12)]
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buffer, at, at + 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

/**
 * The accepted raster format a buffer claims to be by its signature (magic bytes), without
 * decoding anything. A match says nothing about whether the rest of the file is sound.
 *
 * @returns the format, or `undefined` for anything else (SVG, PDF, HEIC, text, random bytes)
 */
export function sniffRasterFormat(buffer: Buffer): RasterImageFormat | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(buffer, 0, 6) === 'GIF87a' || ascii(buffer, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp'
  if (startsWith(buffer, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buffer, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  if (buffer.length >= 12 && isAvifContainer(buffer)) return 'avif'
  return undefined
}

/** The raster format sharp decoded, in our names (`heif` with AV1 compression is AVIF). */
function decodedFormat(metadata: Metadata): RasterImageFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return metadata.format
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : undefined
    default:
      return undefined
  }
}

/** Width and height as displayed: EXIF orientations 5–8 swap them. */
export function displayedSize(metadata: Metadata): {width: number; height: number} {
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  return {width, height}
}

/**
 * Identifies an accepted raster image and reads its displayed size from the header (no full
 * decode, so it is cheap even for large files).
 *
 * @param buffer - the uploaded bytes
 * @returns format, MIME type, extension and displayed size; `undefined` when the buffer is not
 *   one of the accepted raster formats at all (check {@link isSvg} for vector images)
 * @throws InvalidImageError when the buffer has an accepted format's signature but its header
 *   cannot be read (a corrupt or truncated file)
 */
export async function probeImage(buffer: Buffer): Promise<ImageProbe | undefined> {
  const claimed = sniffRasterFormat(buffer)
  if (!claimed) return undefined
  let metadata: Metadata
  try {
    metadata = await sharp(buffer).metadata()
  } catch (error) {
    throw invalidImageFrom(error)
  }
  const format = decodedFormat(metadata)
  if (!format) throw new InvalidImageError(`it looks like ${claimed.toUpperCase()} but decodes as ${metadata.format}`)
  const {width, height} = displayedSize(metadata)
  if (!(width > 0 && height > 0)) throw new InvalidImageError('it has no pixels')
  return {format, ...FORMATS[format], width, height}
}

// Enough for an XML declaration, a doctype and a licence comment before the root element.
const SVG_SNIFF_BYTES = 64 * 1024

/** Index just past the end of the prologue item (declaration, comment, doctype) at `at`, or -1. */
function skipPrologueItem(text: string, at: number): number {
  if (text.startsWith('<?', at)) {
    const end = text.indexOf('?>', at + 2)
    return end < 0 ? -1 : end + 2
  }
  if (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4)
    return end < 0 ? -1 : end + 3
  }
  if (/^<!doctype\s+svg[\s>[]/i.test(text.slice(at, at + 14))) {
    // An internal subset `[...]` may hold `>` characters of its own.
    const close = text.indexOf('>', at)
    const subset = text.indexOf('[', at)
    if (subset >= 0 && (close < 0 || subset < close)) {
      const subsetEnd = text.indexOf(']', subset)
      if (subsetEnd < 0) return -1
      const end = text.indexOf('>', subsetEnd)
      return end < 0 ? -1 : end + 1
    }
    return close < 0 ? -1 : close + 1
  }
  return -1
}

/**
 * True when the buffer is an SVG document: text whose root element is `<svg>`, after an
 * optional byte-order mark, XML declaration, comments and an SVG doctype. Text that merely
 * mentions `<svg` somewhere (an HTML page with inline SVG) is not an SVG document.
 */
export function isSvg(buffer: Buffer): boolean {
  const head = buffer.subarray(0, SVG_SNIFF_BYTES)
  // Binary formats have NUL bytes early on; UTF-16 SVGs are rare enough to not be accepted.
  if (head.includes(0)) return false
  const text = head.toString('utf8')
  // A plain scan rather than one big regular expression: no backtracking on hostile input.
  let at = text.startsWith('\uFEFF') ? 1 : 0
  while (at < text.length) {
    const char = text[at] ?? ''
    if (/\s/.test(char)) {
      at++
      continue
    }
    if (char !== '<') return false
    if (/^<svg[\s>/]/i.test(text.slice(at, at + 5))) return true
    at = skipPrologueItem(text, at)
    if (at < 0) return false
  }
  return false
}
