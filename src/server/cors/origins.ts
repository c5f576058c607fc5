import type {IncomingMessage} from 'node:http'
import type {TLSSocket} from 'node:tls'

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]'])

/**
 * Whether a host name or address is the loopback interface: `localhost` (and `*.localhost`),
 * `127.0.0.0/8` and `::1`.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase()
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return true
  return /^(\[)?::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}(\])?$/.test(name)
}

/**
 * The protocol a request came in over: `https` on a TLS socket or behind a proxy saying
 * `X-Forwarded-Proto: https`, else `http`. (Trusting the header can only make cookies
 * stricter — `Secure` — never looser.)
 */
export function requestProtocol(req: IncomingMessage): 'http' | 'https' {
  if ((req.socket as Partial<TLSSocket>).encrypted) return 'https'
  const forwarded = req.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https' ? 'https' : 'http'
}

/** The origin the request addressed, from its protocol and `Host` header, e.g. `http://127.0.0.1:3400`. */
export function serverOrigin(req: IncomingMessage): string {
  return `${requestProtocol(req)}://${req.headers.host ?? `127.0.0.1:${req.socket.localPort ?? ''}`}`
}

/** Parses an origin or URL; undefined unless it is an absolute http(s) URL. */
export function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

function portOf(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
}

/**
 * Whether an origin is this server's own: the one the request addressed, or a loopback origin
 * (`localhost`, `127.0.0.1`, `[::1]`) on the port the request arrived at — a studio served
 * on `localhost:3400` talking to `127.0.0.1:3400` is the same server.
 */
export function isOwnOrigin(origin: string, req: IncomingMessage): boolean {
  const url = parseHttpUrl(origin)
  if (!url) return false
  if (url.origin === parseHttpUrl(serverOrigin(req))?.origin) return true
  return (
    isLoopbackHost(url.hostname) &&
    portOf(url) === req.socket.localPort &&
    isLoopbackHost(req.socket.localAddress ?? '')
  )
}
