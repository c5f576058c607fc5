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
/**
 * The request headers content-lake clients send, which every preflight allows (on every
 * route, `/ping` included):
 * - `Authorization` — API tokens and the studio's token sign-in (`Bearer …`), also on the
 *   studio's cross-origin `/ping` check;
 * - `Content-Type` — JSON bodies of mutations, actions and queries, and uploads;
 * - `Accept` — `application/json`, which @sanity/client's HTTP layer adds to every request;
 * - `X-Sanity-Project-ID` — @sanity/client without project hostnames (`useProjectHostname: false`);
 * - `X-Sanity-App` — the hosted studio's `studio@<version>` on every request;
 * - `X-Sanity-Lineage` — @sanity/client's request lineage (`lineage` option);
 * - `X-Sanity-Tag` — request tags, for clients that send them as a header;
 * - `Last-Event-ID`, `Cache-Control` — listeners (EventSource polyfills) resuming a stream.
 *
 * Header names are case-insensitive; browsers ask in lower case.
 */
export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'Accept',
  'Authorization',
  'Cache-Control',
  'Content-Type',
  'Last-Event-ID',
  'X-Sanity-App',
  'X-Sanity-Lineage',
  'X-Sanity-Project-ID',
  'X-Sanity-Tag',
]
/** {@link CORS_ALLOWED_HEADERS} as the `Access-Control-Allow-Headers` value. */
export const CORS_HEADERS = CORS_ALLOWED_HEADERS.join(', ')
/** How long browsers may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600

// The studio's reachability checks, which every origin may read (never with credentials).
const PING = /^(?:\/v[^/]+)?\/(?:ping|check\/cors)\/?$/

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
 * pings to tell a CORS failure from a network one. Preflights allow the headers of
 * {@link CORS_ALLOWED_HEADERS}.
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
        // The studio's check sends its client's headers (a token, `X-Sanity-App`); a `*` would
        // not cover `Authorization`, so they are named.
        'Access-Control-Allow-Headers': CORS_HEADERS,
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
