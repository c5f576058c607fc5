import {latin1, startsWithBytes, u32be} from './assetBytes'

// The format sniffing of asset uploads is written once, here, for the two places that turn
// uploaded bytes into the lake's asset documents (`sanity.imageAsset`, `sanity.fileAsset`):
// the server's upload routes and the client's in-process transport, which must describe an
// upload exactly as the server would. The lake is the one layer both may import (the client
// may not import the Node-only server), and these functions are pure and work on plain
// Uint8Arrays, so the lake stays isomorphic.

/** The raster formats accepted as images (SVG is recognised separately, by {@link isSvg}). */
export type RasterImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff'

const FORMATS: Record<RasterImageFormat, {mimeType: string; extension: string}> = {
  jpeg: {mimeType: 'image/jpeg', extension: 'jpg'},
  png: {mimeType: 'image/png', extension: 'png'},
  webp: {mimeType: 'image/webp', extension: 'webp'},
  gif: {mimeType: 'image/gif', extension: 'gif'},
  avif: {mimeType: 'image/avif', extension: 'avif'},
  tiff: {mimeType: 'image/tiff', extension: 'tiff'},
}

/**
 * The MIME type and the extension asset ids and URLs use (without the dot) of an accepted
 * raster format.
 *
 * @example
 * rasterFormatInfo('jpeg') // {mimeType: 'image/jpeg', extension: 'jpg'}
 */
export function rasterFormatInfo(format: RasterImageFormat): {mimeType: string; extension: string} {
  return FORMATS[format]
}

/** True for an ISO-BMFF `ftyp` box naming an AVIF brand (major or compatible). */
function isAvifContainer(bytes: Uint8Array): boolean {
  if (latin1(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = Math.min(u32be(bytes, 0), bytes.length, 256)
  const brands = [latin1(bytes, 8, 12)]
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(latin1(bytes, at, at + 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

/**
 * The accepted raster format the bytes claim to be by their signature (magic bytes), without
 * decoding anything. A match says nothing about whether the rest of the file is sound.
 *
 * @param bytes - the start of the file; a few hundred bytes are enough
 * @returns the format, or `undefined` for anything else (SVG, PDF, HEIC, text, random bytes)
 */
export function sniffRasterFormat(bytes: Uint8Array): RasterImageFormat | undefined {
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (latin1(bytes, 0, 6) === 'GIF87a' || latin1(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP') return 'webp'
  if (startsWithBytes(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWithBytes(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff'
  if (bytes.length >= 12 && isAvifContainer(bytes)) return 'avif'
  return undefined
}
