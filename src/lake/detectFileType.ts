import {latin1, utf8} from './assetBytes'
import {isSvg} from './isSvg'
import {rasterFormatInfo, sniffRasterFormat} from './sniffRasterFormat'

// MIME types of file uploads: a small signature sniff of the first bytes plus a map of common
// extensions. The sniff wins for binary formats it recognises (a PDF named `.txt` is a PDF);
// the extension refines what the sniff cannot tell apart (a `.docx` is a ZIP, a `.csv` is
// text); a client's `Content-Type` is only a last hint.

/** How many leading bytes {@link detectFileType} looks at. */
export const FILE_TYPE_SNIFF_BYTES = 64 * 1024

/** The MIME type and extension of an uploaded file, as its `sanity.fileAsset` document records them. */
export interface FileType {
  /** The MIME type, lower case, without parameters: `application/pdf`, `text/csv`, … */
  mimeType: string
  /** Letters and digits only, as asset ids and URLs use them; `bin` when nothing better is known. */
  extension: string
}

const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
}

const EXTENSION_OF: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/svg+xml': 'svg',
  'text/html': 'html',
  'text/plain': 'txt',
  'application/octet-stream': 'bin',
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/
const TEXTUAL = /^(text\/|application\/(json|xml|javascript)$|image\/svg\+xml$)/

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false
  // One bad sequence is allowed: the 64 KB cut may split a multi-byte character.
  const replaced = (utf8(head).match(/\uFFFD/g) ?? []).length
  return replaced <= 1
}

/** What the first bytes say, or undefined when they say nothing specific. */
function sniff(head: Uint8Array): string | undefined {
  const raster = sniffRasterFormat(head)
  if (raster) return rasterFormatInfo(raster).mimeType
  if (latin1(head, 0, 5) === '%PDF-') return 'application/pdf'
  if (latin1(head, 0, 4) === 'PK\u0003\u0004') return 'application/zip'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'application/gzip'
  if (latin1(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && head.length > 3))
    return 'audio/mpeg'
  if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WAVE') return 'audio/wav'
  if (latin1(head, 0, 4) === 'OggS') return 'audio/ogg'
  if (latin1(head, 0, 4) === 'fLaC') return 'audio/flac'
  if (latin1(head, 4, 8) === 'ftyp') return 'video/mp4'
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm'
  if (isSvg(head)) return 'image/svg+xml'
  if (looksLikeText(head)) {
    const start = utf8(head.subarray(0, 512)).trimStart().toLowerCase()
    if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'text/html'
    return 'text/plain'
  }
  return undefined
}

/**
 * The extension of a file name, lower case and without the dot, when it is 1–16 letters and
 * digits; otherwise undefined.
 *
 * @example
 * extensionOf('Report.PDF') // 'pdf'
 */
export function extensionOf(filename: string | undefined): string | undefined {
  const match = filename ? /\.([A-Za-z0-9]{1,16})$/.exec(filename) : null
  return match?.[1]?.toLowerCase()
}

/**
 * A client-sent MIME type, lower case with its parameters dropped, when it is well-formed.
 *
 * @example
 * cleanMimeType('Text/CSV; charset=utf-8') // 'text/csv'
 */
export function cleanMimeType(value: string | undefined): string | undefined {
  const type = value?.split(';', 1)[0]?.trim().toLowerCase()
  return type && MIME.test(type) ? type : undefined
}

/**
 * The MIME type and extension of a file upload, from its first bytes, its name and the
 * client's `Content-Type`, in that order of trust.
 *
 * @param bytes - the file, or at least its first {@link FILE_TYPE_SNIFF_BYTES} bytes
 * @param filename - the name the client gave, if any
 * @param contentType - the request's `Content-Type`, if any
 * @example
 * detectFileType(new TextEncoder().encode('%PDF-1.7 …'), 'report.pdf') // {mimeType: 'application/pdf', extension: 'pdf'}
 */
export function detectFileType(bytes: Uint8Array, filename?: string, contentType?: string): FileType {
  const sniffed = sniff(bytes.subarray(0, FILE_TYPE_SNIFF_BYTES))
  const extension = extensionOf(filename)
  const byExtension = extension === undefined ? undefined : BY_EXTENSION[extension]
  const hinted = cleanMimeType(contentType)
  let mimeType: string
  if (sniffed === 'text/plain') {
    // Text is text: the extension or the client may say which kind.
    mimeType = [byExtension, hinted].find((type) => type !== undefined && TEXTUAL.test(type)) ?? 'text/plain'
  } else if (sniffed === 'application/zip') {
    mimeType = byExtension?.startsWith('application/') && byExtension !== 'application/pdf' ? byExtension : sniffed
  } else if (sniffed) {
    mimeType = sniffed
  } else {
    mimeType =
      byExtension ??
      (hinted && hinted !== 'application/octet-stream' && !TEXTUAL.test(hinted) ? hinted : 'application/octet-stream')
  }
  return {mimeType, extension: extension ?? EXTENSION_OF[mimeType] ?? 'bin'}
}
