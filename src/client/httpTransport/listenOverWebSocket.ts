import {defer, type Observable} from 'rxjs'
import type {ListenEvent, QueryParams} from '../../types'
import {ChannelError} from '../ChannelError'
import type {CallContext} from '../ClientTransport'
import type {ListenOptions} from '../ListenOptions'
import {reconnecting, type ConnectionHandlers} from '../reconnecting'
import {requestUrl, type HttpConnection} from './HttpRequester'
import {handleListenEvent, listenQuery, streamOverHttp} from './listenOverHttp'
import {sendsHeaders, type WebSocketFactory, type WebSocketLike} from './WebSocketLike'

/**
 * How many times in a row a socket must fail before it opened while the event stream then
 * streams, before a listener stays on event streams. Once could be a server that came back
 * between the two attempts; twice is a server (or a proxy) that does not take listen sockets.
 */
export const SOCKET_FAILURES_BEFORE_FALLBACK = 2

/**
 * How long a socket may take to open before it counts as failed (10 s): a proxy that swallows
 * the upgrade request would otherwise leave the listener waiting with no error at all.
 */
export const SOCKET_OPEN_TIMEOUT_MS = 10_000

/** One message of a listen socket: an event's name and data, as an event stream sends them. */
interface ListenMessage {
  type: string
  data: unknown
}

function parseMessage(data: unknown): ListenMessage | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const message = JSON.parse(data) as Partial<ListenMessage> | null
    return typeof message === 'object' && message !== null && typeof message.type === 'string'
      ? {type: message.type, data: message.data}
      : undefined
  } catch {
    return undefined
  }
}

function sameOrigin(apiHost: string): boolean {
  const page = (globalThis as {location?: {origin?: unknown}}).location?.origin
  return typeof page === 'string' && page === new URL(apiHost).origin
}

/**
 * The factory listeners open websockets with, or undefined when they must use event streams.
 * A socket must act as the same caller as the event stream would: a factory that sends the
 * bearer token (the `ws` package) always can. A browser's WebSocket sends no headers but
 * always sends cookies, so it is used only without a token, and only where the event stream
 * would send the session cookie too (`withCredentials`, or the page's own origin).
 */
export function listenSocketFactory(
  connection: HttpConnection,
  factory: WebSocketFactory | undefined,
): WebSocketFactory | undefined {
  if (!factory) return undefined
  if (sendsHeaders(factory)) return factory
  if (connection.token !== undefined) return undefined
  return connection.withCredentials || sameOrigin(connection.apiHost) ? factory : undefined
}

function closeQuietly(socket: WebSocketLike): void {
  try {
    socket.close(1000, 'Listener closed')
  } catch {
    // Closing a socket that is still connecting may throw in some implementations.
  }
}

/** Handles one socket message; false when the connection is over. */
function handleMessage(data: unknown, handlers: ConnectionHandlers<ListenEvent>): boolean {
  const message = parseMessage(data)
  if (!message) {
    handlers.fail(
      new ChannelError('channelError', 'The server sent a listen message that is not {"type", "data"} JSON'),
    )
    return false
  }
  return handleListenEvent(message.type, message.data, handlers)
}

/**
 * Listens over a websocket: the listen URL (`/data/listen/{dataset}?query=…`, as the event
 * stream asks it) upgraded, with each event as one message `{"type", "data"}` — which, unlike
 * an event stream, does not hold one of a browser's six HTTP/1.1 connections to the server.
 * Emits, fails and reconnects exactly as {@link listenOverHttp}: `welcome` restarts the
 * backoff, a `reconnect` message or a lost socket reconnects, `channelError`/`disconnect` end
 * with a {@link ChannelError}.
 *
 * A socket that fails before it opened (or does not open within `openTimeoutMs`, default
 * {@link SOCKET_OPEN_TIMEOUT_MS}) does not say why (browsers hide the status), so the
 * event stream is asked the same thing: a refusal (401, 403, a bad query option) ends the
 * listener with the same {@link ClientError} the event-stream path gives, a network failure
 * or 5xx is retried — and a stream that starts carries on in the socket's place. When that
 * happens {@link SOCKET_FAILURES_BEFORE_FALLBACK} times in a row, the server (or a proxy in
 * between) does not take listen sockets, and this subscription stays on event streams from
 * then on.
 */
export function listenOverWebSocket(
  connection: HttpConnection,
  ctx: CallContext,
  query: string,
  params: QueryParams,
  options: Omit<ListenOptions, 'tag'>,
  factory: WebSocketFactory,
  openTimeoutMs: number = SOCKET_OPEN_TIMEOUT_MS,
): Observable<ListenEvent> {
  const url = requestUrl(connection, ctx, {
    path: `/data/listen/${encodeURIComponent(ctx.dataset)}`,
    query: listenQuery(query, params, options),
  })
  const socketUrl = url.replace(/^http/i, 'ws')
  const headers: Record<string, string> =
    connection.token === undefined ? {} : {Authorization: `Bearer ${connection.token}`}
  return defer(() => {
    // Per subscription: event streams that stood in for sockets that never opened, in a row.
    let standIns = 0
    return reconnecting<ListenEvent>(
      (handlers) => {
        const abort = new AbortController()
        const overEventStream = () =>
          void streamOverHttp(connection, url, abort.signal, handlers, () => {
            standIns++
          })
        if (standIns >= SOCKET_FAILURES_BEFORE_FALLBACK) {
          overEventStream()
          return () => abort.abort()
        }
        let socket: WebSocketLike
        try {
          socket = factory(socketUrl, {headers})
        } catch {
          // A runtime that cannot open this socket at all (a blocked scheme): the stream can.
          standIns = SOCKET_FAILURES_BEFORE_FALLBACK
          overEventStream()
          return () => abort.abort()
        }
        let opened = false
        let ended = false
        socket.addEventListener('open', () => {
          opened = true
          standIns = 0
          clearTimeout(openTimeout)
        })
        socket.addEventListener('message', (event: {data?: unknown}) => {
          if (ended) return
          if (!handleMessage(event.data, handlers)) {
            ended = true
            closeQuietly(socket)
          }
        })
        // A failed handshake reports `error` and then `close`; either is the end.
        const end = () => {
          if (ended) return
          ended = true
          clearTimeout(openTimeout)
          if (opened) handlers.lost()
          else overEventStream()
        }
        const openTimeout = setTimeout(() => {
          if (opened || ended) return
          end()
          closeQuietly(socket)
        }, openTimeoutMs)
        socket.addEventListener('close', end)
        socket.addEventListener('error', end)
        return () => {
          ended = true
          clearTimeout(openTimeout)
          abort.abort()
          closeQuietly(socket)
        }
      },
      {type: 'reconnect'},
    )
  })
}
