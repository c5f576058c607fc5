import type {PaneSegment} from './PaneSegment'

// The structure tool's part of the URL (below `/<basePath>/structure`), one path segment per
// open pane:
//
//   <id>[;<key>=<value>]*[,<payload>]
//
// - `id`, each `key` and each `value` are percent-encoded with encodeURIComponent, which
//   escapes `/ ; = ,` (and `%`), so those characters are free to delimit: `/` between panes,
//   `;` before each param, `=` inside it, `,` before the payload.
// - The payload is JSON, UTF-8, in base64url without padding (`A–Z a–z 0–9 - _`).
// - A segment that would read `.` or `..` gets an empty param list (`..;`), since URLs treat
//   such segments as "this" and "parent" directories.
//
// Example: `/structure/post/abc%3B1;type=post;template=post-by-author,eyJhdXRob3IiOiJhZGEifQ`
// is the pane `post`, then the document `abc;1` with params {type: 'post', template:
// 'post-by-author'} and the payload {author: 'ada'}. Percent-encoded characters RFC 3986
// treats as delimiters (`%3B`, `%2C`, `%3D`, `%2F`) are never decoded by URL normalisers.

/**
 * Writes a pane chain as a path: one segment per pane, joined by `/`, without a leading `/`.
 *
 * @throws Error for an empty id or param key, a param value that is not a string, a payload
 *   that is not JSON, or text that is not well-formed Unicode.
 * @example
 * ```ts
 * encodePanePath([{id: 'post'}, {id: 'abc', params: {type: 'post'}}]) // 'post/abc;type=post'
 * ```
 */
export function encodePanePath(panes: readonly PaneSegment[]): string {
  return panes.map(encodePaneSegment).join('/')
}

/**
 * Reads a path written by {@link encodePanePath} (still percent-encoded, as the router hands
 * it over). Leading and trailing `/` are ignored; `''` is the empty chain.
 *
 * @throws Error for an empty segment between two `/`, a segment without an id, a param without
 *   `=`, a malformed percent-escape or a malformed payload.
 */
export function decodePanePath(path: string): PaneSegment[] {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '')
  if (trimmed === '') return []
  return trimmed.split('/').map(decodePaneSegment)
}

/** Writes one pane as a path segment (see {@link encodePanePath}). */
export function encodePaneSegment(segment: PaneSegment): string {
  const {id, params = {}, payload} = segment
  if (typeof id !== 'string' || id === '') throw new Error('A pane needs a non-empty id')
  let encoded = encodeComponent(id)
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)
  for (const [key, value] of entries) {
    if (key === '') throw new Error(`The params of pane "${id}" have an empty key`)
    if (typeof value !== 'string')
      throw new Error(`Param "${key}" of pane "${id}" must be a string, got ${typeof value}`)
    encoded += `;${encodeComponent(key)}=${encodeComponent(value)}`
  }
  if (entries.length === 0 && (encoded === '.' || encoded === '..')) encoded += ';'
  if (payload !== undefined) encoded += `,${encodePayload(payload, id)}`
  return encoded
}

/** Reads one path segment (see {@link decodePanePath}). */
export function decodePaneSegment(segment: string): PaneSegment {
  if (segment === '') throw new Error('Empty pane segment: two "/" in a row')
  const comma = segment.indexOf(',')
  const head = comma === -1 ? segment : segment.slice(0, comma)
  const [rawId = '', ...rawParams] = head.split(';')
  const id = decodeComponent(rawId)
  if (id === '') throw new Error(`Pane segment "${segment}" has no id`)
  const entries: Array<[string, string]> = []
  for (const pair of rawParams) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    if (equals <= 0) throw new Error(`Pane segment "${segment}" has a param without a key and "=": "${pair}"`)
    entries.push([decodeComponent(pair.slice(0, equals)), decodeComponent(pair.slice(equals + 1))])
  }
  const result: PaneSegment = {id}
  // fromEntries defines own properties, so a `__proto__` key stays a plain param.
  if (entries.length > 0) result.params = Object.fromEntries(entries)
  if (comma !== -1) result.payload = decodePayload(segment.slice(comma + 1))
  return result
}

function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    // Only lone surrogates make encodeURIComponent throw.
    throw new Error(`${JSON.stringify(value)} is not well-formed Unicode and cannot be put in a URL`)
  }
}

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new Error(`"${value}" is not correctly percent-encoded`)
  }
}

function encodePayload(payload: unknown, id: string): string {
  const json = JSON.stringify(payload)
  if (json === undefined) throw new Error(`The payload of pane "${id}" must be a JSON value, got ${typeof payload}`)
  let binary = ''
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodePayload(encoded: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || encoded.length % 4 === 1)
    throw new Error(`Invalid pane payload "${encoded}": expected base64url-encoded JSON`)
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (encoded.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  try {
    return JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes))
  } catch (error) {
    throw new Error(`Invalid pane payload "${encoded}": ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}
