import {isOwnOrigin, parseHttpUrl, serverOrigin} from '../cors/origins'
import {badRequest} from '../HttpError'
import type {RequestContext} from '../RequestContext'

/**
 * Checks the URL sign-in returns to (the `origin` query parameter), so the server never
 * redirects a session id to a stranger: it must be an http(s) URL without credentials whose
 * origin is this server's own or on the CORS allow-list, or a path on this server (`/studio`).
 * @returns the URL to redirect to, without any hash.
 * @throws HttpError 400 for a missing, malformed or foreign return URL.
 */
export function checkReturnUrl(ctx: RequestContext, value: string | null): URL {
  if (value === null || value.trim() === '') throw badRequest('Missing the "origin" query parameter: the URL to return to after signing in')
  const text = value.trim()
  // A path on this server; "//host" and "/\host" are other hosts to browsers.
  const isPath = text.startsWith('/') && !/^\/[/\\]/.test(text)
  const url = isPath ? parseHttpUrl(new URL(text, serverOrigin(ctx.req)).href) : parseHttpUrl(text)
  if (!url) throw badRequest('The "origin" query parameter must be an http(s) URL or a path on this server')
  if (url.username !== '' || url.password !== '') throw badRequest('The return URL must not contain credentials')
  const allowed = isPath || isOwnOrigin(url.origin, ctx.req) || ctx.server.cors.get(url.origin) !== undefined
  if (!allowed) {
    throw badRequest(`The return URL's origin ${url.origin} is not allowed: add it with "vellum cors add ${url.origin} --credentials"`)
  }
  url.hash = ''
  return url
}
