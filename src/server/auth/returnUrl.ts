import {isOwnOrigin, parseHttpUrl, serverOrigin} from '../cors/origins'
import {badRequest} from '../HttpError'
import type {RequestContext} from '../RequestContext'

/** Whether text has a C0 control character, DEL or a backslash: URL parsers drop or reinterpret them. */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}

/** How many rounds of percent-decoding are checked; each is a form some decoder may see. */
const DECODE_ROUNDS = 3

/**
 * The text and its percent-decoded forms, until decoding changes nothing or fails: a
 * `%09` that reaches the check is the tab another decoder along the way would see.
 */
function decodedForms(text: string): string[] {
  const forms = [text]
  let current = text
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      break
    }
    if (decoded === current) break
    forms.push(decoded)
    current = decoded
  }
  return forms
}

/**
 * Checks the URL sign-in returns to (the `origin` query parameter), so the server never
 * redirects a session id to a stranger. The value is resolved against this server's origin
 * (so `/studio` is a path here) and parsed as a URL; what counts is the origin the parser
 * ends up with, which must be this server's own or on the CORS allow-list. Before parsing,
 * control characters (below U+0020, and U+007F) and backslashes are refused, also in
 * percent-decoded form: browsers drop tabs and newlines and read `\` as `/`, so
 * `/<TAB>/evil.example` and `/\evil.example` mean `//evil.example` to them.
 * @returns the URL to redirect to, without any hash.
 * @throws HttpError 400 for a missing, malformed or foreign return URL.
 */
export function checkReturnUrl(ctx: RequestContext, value: string | null): URL {
  if (value === null || value.trim() === '')
    throw badRequest('Missing the "origin" query parameter: the URL to return to after signing in')
  if (decodedForms(value).some(hasUnsafeCharacter)) {
    throw badRequest('The "origin" query parameter must not contain control characters or backslashes')
  }
  const url = resolveHttpUrl(value, serverOrigin(ctx.req))
  if (!url) throw badRequest('The "origin" query parameter must be an http(s) URL or a path on this server')
  if (url.username !== '' || url.password !== '') throw badRequest('The return URL must not contain credentials')
  const allowed = isOwnOrigin(url.origin, ctx.req) || ctx.server.cors.get(url.origin) !== undefined
  if (!allowed) {
    throw badRequest(
      `The return URL's origin ${url.origin} is not allowed: add it with "vellum cors add ${url.origin} --credentials"`,
    )
  }
  url.hash = ''
  return url
}

/** Parses a URL or a path relative to `base`; undefined unless the result is http(s). */
function resolveHttpUrl(value: string, base: string): URL | undefined {
  try {
    return parseHttpUrl(new URL(value, base).href)
  } catch {
    return undefined
  }
}
