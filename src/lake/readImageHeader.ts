import {latin1, u16be, u16le, u24le, u32be} from './assetBytes'
import {svgRootElementStart, svgSniffText} from './isSvg'
import {rasterFormatInfo, sniffRasterFormat, type RasterImageFormat} from './sniffRasterFormat'

/** What the header of an image file says: its format, displayed size and transparency. */
export interface ImageHeader {
  /** `image/png`, `image/jpeg`, `image/gif`, `image/webp` or `image/svg+xml`. */
  mimeType: string
  /** The extension asset ids use, without the dot: `png`, `jpg`, `gif`, `webp`, `svg`. */
  extension: string
  /** Width in pixels as displayed (after EXIF orientation); for an SVG, in user units, rounded. */
  width: number
  /** Height in pixels as displayed (after EXIF orientation); for an SVG, in user units, rounded. */
  height: number
  /** Whether the format carries an alpha channel or transparency (always true for SVG). */
  hasAlpha: boolean
}

type Size = Omit<ImageHeader, 'mimeType' | 'extension'>

function png(bytes: Uint8Array): Size | undefined {
  if (bytes.length < 29 || latin1(bytes, 12, 16) !== 'IHDR') return undefined
  const colorType = bytes[25]!
  let hasAlpha = colorType === 4 || colorType === 6
  // A tRNS chunk before the image data makes palette and grey images transparent too.
  for (let at = 8; !hasAlpha && at + 8 <= bytes.length;) {
    const type = latin1(bytes, at + 4, at + 8)
    if (type === 'tRNS') hasAlpha = true
    if (type === 'IDAT' || type === 'IEND') break
    at += 12 + u32be(bytes, at)
  }
  return {width: u32be(bytes, 16), height: u32be(bytes, 20), hasAlpha}
}

function gif(bytes: Uint8Array): Size | undefined {
  if (bytes.length < 10) return undefined
  // A graphic control extension with the transparency flag set.
  let hasAlpha = false
  for (let at = 13; at + 4 < bytes.length && !hasAlpha; at++) {
    if (bytes[at] === 0x21 && bytes[at + 1] === 0xf9 && bytes[at + 2] === 0x04 && (bytes[at + 3]! & 1) === 1)
      hasAlpha = true
  }
  return {width: u16le(bytes, 6), height: u16le(bytes, 8), hasAlpha}
}

function webp(bytes: Uint8Array): Size | undefined {
  if (bytes.length < 30) return undefined
  const chunk = latin1(bytes, 12, 16)
  if (chunk === 'VP8X')
    return {width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27), hasAlpha: (bytes[20]! & 0x10) !== 0}
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)
    return {width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff), hasAlpha: ((bits >>> 28) & 1) === 1}
  }
  if (chunk === 'VP8 ') return {width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff, hasAlpha: false}
  return undefined
}

/** The EXIF orientation (1-8) of a JPEG's APP1 segment, or 1. */
function exifOrientation(bytes: Uint8Array, start: number, length: number): number {
  if (latin1(bytes, start, start + 6) !== 'Exif\u0000\u0000') return 1
  const tiff = start + 6
  const little = latin1(bytes, tiff, tiff + 2) === 'II'
  const u16 = (at: number) => (little ? u16le(bytes, at) : u16be(bytes, at))
  const u32 = (at: number) => (little ? (u16le(bytes, at) | (u16le(bytes, at + 2) << 16)) >>> 0 : u32be(bytes, at))
  const ifd = tiff + u32(tiff + 4)
  if (ifd + 2 > start + length) return 1
  const count = u16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > start + length) break
    if (u16(entry) === 0x0112) return u16(entry + 8)
  }
  return 1
}

function jpeg(bytes: Uint8Array): Size | undefined {
  let orientation = 1
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    const length = u16be(bytes, at + 2)
    if (marker === 0xe1) orientation = exifOrientation(bytes, at + 4, length - 2)
    // Start-of-frame markers (not DHT 0xc4, JPG 0xc8, DAC 0xcc) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(bytes, at + 5)
      const width = u16be(bytes, at + 7)
      const turned = orientation >= 5 && orientation <= 8
      return {width: turned ? height : width, height: turned ? width : height, hasAlpha: false}
    }
    at += 2 + length
  }
  return undefined
}

/** A length attribute in user units (`120`, `120px`, `120.5`), or undefined. */
function svgLength(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value)
  return match ? Number(match[1]) : undefined
}

function svg(bytes: Uint8Array): Size | undefined {
  const text = svgSniffText(bytes)
  const start = text === undefined ? -1 : svgRootElementStart(text)
  if (text === undefined || start < 0) return undefined
  const tag = /^<svg\b[^>]*>/i.exec(text.slice(start))?.[0]
  if (!tag) return undefined
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  let width = svgLength(attribute('width'))
  let height = svgLength(attribute('height'))
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth, boxHeight] = viewBox as [number, number, number, number]
    if (width === undefined && height !== undefined && boxHeight > 0) width = (height * boxWidth) / boxHeight
    else if (height === undefined && width !== undefined && boxWidth > 0) height = (width * boxHeight) / boxWidth
    width ??= boxWidth
    height ??= boxHeight
  }
  if (width === undefined || height === undefined) return undefined
  return {width: Math.round(width), height: Math.round(height), hasAlpha: true}
}

/**
 * Reads the format, displayed size and transparency of a PNG, JPEG (with EXIF orientation),
 * GIF, WebP or SVG from its header, without decoding pixels. The format is recognised as
 * {@link sniffRasterFormat} and {@link isSvg} recognise it; AVIF and TIFF are recognised there
 * but their headers are not read here (the server reads them with its image decoder).
 *
 * @param bytes - the file, or at least its first 64 KB
 * @returns undefined for other formats and for headers it cannot read
 * @example
 * readImageHeader(pngBytes) // {mimeType: 'image/png', extension: 'png', width: 640, height: 480, hasAlpha: true}
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const format = sniffRasterFormat(bytes)
  const size = readSize(format, bytes)
  if (!size || !(size.width > 0 && size.height > 0)) return undefined
  const type = format === undefined ? SVG_TYPE : rasterFormatInfo(format)
  return {...type, ...size}
}

const SVG_TYPE = {mimeType: 'image/svg+xml', extension: 'svg'}

function readSize(format: RasterImageFormat | undefined, bytes: Uint8Array): Size | undefined {
  switch (format) {
    case 'png':
      return png(bytes)
    case 'jpeg':
      return jpeg(bytes)
    case 'gif':
      return gif(bytes)
    case 'webp':
      return webp(bytes)
    case undefined:
      return svg(bytes)
    default:
      // AVIF and TIFF: recognised, but their headers are not read here.
      return undefined
  }
}
