import {createReadStream} from 'node:fs'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {pipeline} from 'node:stream/promises'

/** How a response body is presented. */
export interface AssetPresentation {
  /** The `Content-Type`. */
  mimeType: string
  /**
   * Raster images are shown inline; anything else (SVG, HTML, PDF, unknown types) is served as
   * an attachment in a sandbox, so an uploaded document can never run script on the server's
   * origin.
   */
  inline: boolean
  /** A forced download name (`dl`); an attachment either way. */
  downloadName?: string
  /** The entity tag, quotes included. */
  etag: string
  /** `Vary` values (`Accept` for `auto=format`). */
  vary?: string
}

/** Content-addressed URLs never change what they answer, so clients may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * A `Content-Disposition` value: an ASCII `filename` fallback (quotes, backslashes and
 * control characters replaced) plus the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename?: string): string {
  if (!filename) return type
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

function headersFor(presentation: AssetPresentation): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': presentation.mimeType,
    'Cache-Control': CACHE_CONTROL,
    ETag: presentation.etag,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  }
  if (presentation.vary) headers.Vary = presentation.vary
  const attachment = !presentation.inline || presentation.downloadName !== undefined
  if (!presentation.inline) headers['Content-Security-Policy'] = 'sandbox'
  headers['Content-Disposition'] = contentDisposition(attachment ? 'attachment' : 'inline', presentation.downloadName)
  return headers
}

/** True when the request's `If-None-Match` names the entity tag. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** A single `bytes=` range within `size`, `'unsatisfiable'`, or undefined to send it whole. */
function parseRange(
  header: string | undefined,
  size: number,
): {start: number; end: number} | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  // Multiple ranges and malformed headers are answered with the whole body, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return {start, end}
}

/**
 * Sends a stored file, or bytes just rendered: ETag and `If-None-Match` (304), long-lived
 * `Cache-Control`, a single byte range (206, or 416 when unsatisfiable), the safety headers
 * of {@link AssetPresentation.inline}, and no body for HEAD.
 *
 * @param source - the file's path, or the bytes themselves
 * @param size - the file's size (the length of the bytes)
 */
export async function sendAssetFile(
  req: IncomingMessage,
  res: ServerResponse,
  source: string | Buffer,
  size: number,
  presentation: AssetPresentation,
): Promise<void> {
  const headers = headersFor(presentation)
  if (notModified(req, presentation.etag)) {
    res.writeHead(304, {
      ETag: headers.ETag!,
      'Cache-Control': CACHE_CONTROL,
      ...(presentation.vary ? {Vary: presentation.vary} : {}),
    })
    res.end()
    return
  }
  const range = parseRange(typeof req.headers.range === 'string' ? req.headers.range : undefined, size)
  if (range === 'unsatisfiable') {
    res.writeHead(416, {'Content-Range': `bytes */${size}`, 'Content-Length': 0})
    res.end()
    return
  }
  const {start, end} = range ?? {start: 0, end: size - 1}
  const length = size === 0 ? 0 : end - start + 1
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': length,
    ...(range ? {'Content-Range': `bytes ${start}-${end}/${size}`} : {}),
  })
  if (req.method === 'HEAD' || length === 0) {
    res.end()
    return
  }
  if (Buffer.isBuffer(source)) {
    res.end(source.subarray(start, end + 1))
    return
  }
  try {
    await pipeline(createReadStream(source, {start, end}), res)
  } catch (error) {
    // A client that hangs up mid-download is not the server's failure.
    if (res.destroyed && (error as {code?: string}).code === 'ERR_STREAM_PREMATURE_CLOSE') return
    throw error
  }
}
