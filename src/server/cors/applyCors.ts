import type {IncomingMessage, ServerResponse} from 'node:http'
import type {ServerState} from '../RequestContext'
import {sendJson} from '../respond'
import {isOwnOrigin} from './origins'

/** Why a request from an origin that is not allowed is refused (with 403). */
export function originNotAllowed(origin: string): string {
  return `The origin ${origin} is not allowed: add it with "vellum cors add ${origin}"`
}

/** Methods a preflight allows. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** Request headers a preflight allows. */
export const CORS_HEADERS =
  'Authorization, Content-Type, X-Sanity-Project-ID, X-Sanity-Tag, Last-Event-ID, Cache-Control, Accept'
/** How long browsers may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600

const PING = /^(?:\/v[^/]+)?\/ping\/?$/

/** What an origin may do: read answers, and also send and receive credentials. */
export interface CorsGrant {
  credentials: boolean
}

/**
 * What a browser page of `origin` may do with this server: the server's own origins (and
 * loopback ones on this port) everything, allow-listed ones what their entry says.
 * @returns undefined for an origin that may do nothing.
 */
export function corsGrant(origin: string, req: IncomingMessage, state: ServerState): CorsGrant | undefined {
  // Own origins (and loopback ones on this port) are trusted like the server itself.
  if (isOwnOrigin(origin, req)) return {credentials: true}
  const entry = state.cors.get(origin)
  return entry && {credentials: entry.allowCredentials}
}

/**
 * Adds CORS headers for a request and answers preflights. Origins on the project's allow-list
 * (and the server's own) get `Access-Control-Allow-Origin: <origin>` plus
 * `Access-Control-Allow-Credentials: true` when the entry allows credentials; any other origin
 * gets no CORS headers at all, so the browser blocks the answer and the studio shows its
 * cross-origin dialog. `/ping` answers every origin (`*`, never with credentials): the studio
 * pings to tell a CORS failure from a network one.
 *
 * @returns true when it answered the request itself (a preflight), false to go on routing.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, pathname: string, state: ServerState): boolean {
  const origin = req.headers.origin
  const ping = PING.test(pathname)
  // Answers differ by Origin, so caches must keep them apart (also the ones without one).
  if (!ping) res.setHeader('Vary', 'Origin')
  if (origin === undefined) return false
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
  if (ping) {
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (!preflight) return false
    res
      .writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
      })
      .end()
    return true
  }
  const grant = corsGrant(origin, req, state)
  if (grant) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    if (grant.credentials) res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Content-Length')
  }
  if (!preflight) return false
  if (!grant) {
    sendJson(res, 403, {error: 'Forbidden', message: originNotAllowed(origin), statusCode: 403})
    return true
  }
  res
    .writeHead(204, {
      'Access-Control-Allow-Methods': CORS_METHODS,
      'Access-Control-Allow-Headers': CORS_HEADERS,
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    })
    .end()
  return true
}
