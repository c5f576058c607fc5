import {createServer as createHttpServer, type IncomingMessage, type ServerResponse} from 'node:http'
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2'
import type {Server as NetServer, Socket} from 'node:net'
import {createSecureContext, type TLSSocket} from 'node:tls'

/** The certificate chain and private key (PEM) a server speaks TLS with. */
export interface TlsCredentials {
  cert: string | Buffer
  key: string | Buffer
}

/**
 * The server that carries requests to the content server's handler: node:http's, or with TLS
 * node:http2's secure server, which speaks HTTP/2 to clients that offer it and HTTP/1.1 (and
 * websocket upgrades) to the rest.
 */
export interface ServerTransport {
  /** The listening server; `upgrade` and `clientError` events arrive on it as on node:http's. */
  server: NetServer
  /** `https` over TLS, else `http`. */
  protocol: 'http' | 'https'
  /** Closes connections with no request in flight; HTTP/2 sessions close once their streams end. */
  closeIdleConnections(): void
  /** Cuts every connection at once (upgraded websockets excepted: their owners close them). */
  closeAllConnections(): void
}

/** Handles one request; HTTP/2 requests arrive through the compatibility API as the same shape. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Creates the transport: plain node:http without `tls`, else HTTP/2 over TLS with HTTP/1.1
 * fallback (`allowHTTP1`), so browsers multiplex their listeners and requests on one connection
 * instead of queueing behind HTTP/1.1's six connections per host.
 * @throws when the certificate or key is not valid PEM or they do not belong together
 */
export function createServerTransport(handler: RequestHandler, tls?: TlsCredentials): ServerTransport {
  if (!tls) {
    const server = createHttpServer(handler)
    return {
      server,
      protocol: 'http',
      closeIdleConnections: () => server.closeIdleConnections(),
      closeAllConnections: () => server.closeAllConnections(),
    }
  }
  return createHttp2Transport(handler, tls)
}

/**
 * Checks that a certificate and key are PEM that OpenSSL reads and that the key is the
 * certificate's, before anything else starts.
 * @throws an error saying which of them is wrong, with OpenSSL's reason
 */
export function assertTlsCredentials(tls: TlsCredentials): void {
  try {
    createSecureContext({cert: tls.cert, key: tls.key})
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const which = /key values mismatch/i.test(reason)
      ? 'The TLS key does not belong to the certificate'
      : 'The TLS certificate or key is not valid PEM'
    throw new Error(`${which} (${reason})`, {cause: error})
  }
}

function createHttp2Transport(handler: RequestHandler, tls: TlsCredentials): ServerTransport {
  assertTlsCredentials(tls)
  const server: Http2SecureServer = createSecureServer({cert: tls.cert, key: tls.key, allowHTTP1: true})
  const sessions = new Set<Http2Session>()
  // HTTP/1.1 connections, with how many of their responses are in flight.
  const http1Sockets = new Map<TLSSocket, number>()

  server.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return
    http1Sockets.set(socket, 0)
    socket.once('close', () => http1Sockets.delete(socket))
  })
  // An upgraded socket belongs to its websocket now, like node:http forgets upgraded connections.
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => http1Sockets.delete(socket as TLSSocket))

  server.on('request', (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    if (req.httpVersionMajor >= 2) {
      adaptHttp2Request(req as Http2ServerRequest, res as Http2ServerResponse)
    } else {
      const socket = req.socket as TLSSocket
      const busy = http1Sockets.get(socket)
      if (busy !== undefined) {
        http1Sockets.set(socket, busy + 1)
        res.once('close', () => {
          const now = http1Sockets.get(socket)
          if (now !== undefined) http1Sockets.set(socket, now - 1)
        })
      }
    }
    // The compatibility API offers what the handlers use of IncomingMessage and ServerResponse
    // (headers, url, method, body events, writeHead/write/end, socket addresses).
    handler(req as IncomingMessage, res as ServerResponse)
  })

  return {
    server,
    protocol: 'https',
    closeIdleConnections: () => {
      // A closing session refuses new streams and ends once the open ones have.
      for (const session of sessions) session.close()
      for (const [socket, busy] of http1Sockets) if (busy === 0) socket.destroy()
    },
    closeAllConnections: () => {
      for (const session of sessions) session.destroy()
      for (const socket of http1Sockets.keys()) socket.destroy()
    },
  }
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2); the compatibility API drops them with a warning. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])

/**
 * Makes an HTTP/2 request look like the HTTP/1.1 ones handlers read: `Host` from
 * `:authority` (HTTP/2 clients send no `Host`), and connection-specific response headers
 * (an event stream's `Connection: keep-alive`) left out rather than warned about.
 */
function adaptHttp2Request(req: Http2ServerRequest, res: Http2ServerResponse): void {
  if (req.headers.host === undefined && req.authority) req.headers.host = req.authority
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => (CONNECTION_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value))
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Http2ServerResponse
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const args = rest.map((arg) => (typeof arg === 'object' && arg !== null ? withoutConnectionHeaders(arg) : arg))
    return writeHead(statusCode, ...args)
  }) as Http2ServerResponse['writeHead']
}

function withoutConnectionHeaders(headers: object): object {
  if (Array.isArray(headers)) return headers
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase())))
}
