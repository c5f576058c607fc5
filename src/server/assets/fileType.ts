import {isSvg, rasterFormatInfo, sniffRasterFormat} from './probeImage'

/**
 * MIME types of file uploads: a small signature sniff of the first bytes plus a map of common
 * extensions. The sniff wins for binary formats it recognises (a PDF named `.txt` is a PDF);
 * the extension refines what the sniff cannot tell apart (a `.docx` is a ZIP, a `.csv` is
 * text); a client's `Content-Type` is only a last hint.
 */

/** The MIME type and extension of an uploaded file. */
export interface FileType {
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

function ascii(head: Buffer, from: number, to: number): string {
  return head.length >= to ? head.toString('latin1', from, to) : ''
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false
  // One bad sequence is allowed: the 64 KB cut may split a multi-byte character.
  const text = head.toString('utf8')
  const replaced = (text.match(/\uFFFD/g) ?? []).length
  return replaced <= 1
}

/** What the first bytes say, or undefined when they say nothing specific. */
function sniff(head: Buffer): string | undefined {
  const raster = sniffRasterFormat(head)
  if (raster) return rasterFormatInfo(raster).mimeType
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf'
  if (ascii(head, 0, 4) === 'PK\u0003\u0004') return 'application/zip'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'application/gzip'
  if (ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && head.length > 3)) return 'audio/mpeg'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'audio/wav'
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg'
  if (ascii(head, 0, 4) === 'fLaC') return 'audio/flac'
  if (ascii(head, 4, 8) === 'ftyp') return 'video/mp4'
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm'
  if (isSvg(head)) return 'image/svg+xml'
  if (looksLikeText(head)) {
    const start = head.toString('utf8', 0, 512).trimStart().toLowerCase()
    if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'text/html'
    return 'text/plain'
  }
  return undefined
}

/** The extension of a file name, lowercased, when it is letters and digits only. */
export function extensionOf(filename: string | undefined): string | undefined {
  const match = filename ? /\.([A-Za-z0-9]{1,16})$/.exec(filename) : null
  return match?.[1]?.toLowerCase()
}

/** A client-sent MIME type (parameters dropped), when it is well-formed. */
export function cleanMimeType(value: string | undefined): string | undefined {
  const type = value?.split(';', 1)[0]?.trim().toLowerCase()
  return type && MIME.test(type) ? type : undefined
}

/**
 * The MIME type and extension of a file upload.
 *
 * @param head - the first bytes of the file (64 KB is plenty)
 * @param filename - the name the client gave, if any
 * @param contentType - the request's `Content-Type`, if any
 * @example
 * detectFileType(Buffer.from('%PDF-1.7 …'), 'report.pdf') // {mimeType: 'application/pdf', extension: 'pdf'}
 */
export function detectFileType(head: Buffer, filename?: string, contentType?: string): FileType {
  const sniffed = sniff(head)
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
    mimeType = byExtension ?? (hinted && hinted !== 'application/octet-stream' && !TEXTUAL.test(hinted) ? hinted : 'application/octet-stream')
  }
  return {mimeType, extension: extension ?? EXTENSION_OF[mimeType] ?? 'bin'}
}
