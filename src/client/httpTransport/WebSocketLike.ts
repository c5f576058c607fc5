/**
 * The part of a WebSocket the presence and listen connections use: the browser's `WebSocket`, Node 22's
 * global one, and the `ws` package's all fit.
 * @public
 */
export interface WebSocketLike {
  /** The connection state: 0 connecting, 1 open, 2 closing, 3 closed (the WebSocket constants). */
  readonly readyState: number
  /** Sends one text message. */
  send(data: string): void
  /** Closes the connection, with an optional close code and reason. */
  close(code?: number, reason?: string): void
  /** Calls `listener` on every `open`, `message`, `close` or `error` event of the socket. */
  // Events differ between implementations; the listener checks the fields it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: any) => void): void
}

/**
 * Opens a WebSocket. `headers` carries `Authorization` when the client has a token: the `ws`
 * package can send it (`new WebSocket(url, {headers})`); browsers cannot send headers on a
 * WebSocket, so there the session cookie authenticates.
 *
 * @example
 * import WebSocket from 'ws'
 * createClient({…, webSocket: (url, {headers}) => new WebSocket(url, {headers})})
 * @public
 */
export type WebSocketFactory = (url: string, init: {headers: Record<string, string>}) => WebSocketLike

/** `WebSocket.OPEN`. */
export const WEBSOCKET_OPEN = 1

// Factories known to drop `init.headers`: the runtime's own WebSocket.
const headerless = new WeakSet<WebSocketFactory>()

/** The runtime's WebSocket, when it has one (browsers, Node 22+); it sends no headers. */
export function globalWebSocketFactory(): WebSocketFactory | undefined {
  const Constructor = (globalThis as {WebSocket?: new (url: string) => WebSocketLike}).WebSocket
  if (!Constructor) return undefined
  const factory: WebSocketFactory = (url) => new Constructor(url)
  headerless.add(factory)
  return factory
}

/**
 * Whether a factory sends `init.headers` (the bearer token). The runtime's WebSocket
 * ({@link globalWebSocketFactory}) does not; a factory given to the client is taken at its word
 * that it does, as the `ws` package's `new WebSocket(url, {headers})` does.
 */
export function sendsHeaders(factory: WebSocketFactory): boolean {
  return !headerless.has(factory)
}
