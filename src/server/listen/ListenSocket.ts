import {WebSocket} from 'ws'
import {ClosableSink, type SinkOptions} from './ClosableSink'
import {FrameEncoder} from './FrameEncoder'
import type {ListenSink} from './ListenSink'

/** How long closing waits for the client to answer the close handshake before cutting it off. */
const CLOSE_GRACE_MS = 1000

/**
 * The close code of a socket whose client fell behind: 1013 "Try Again Later", a temporary
 * condition. Our client reconnects after any close of an open socket.
 */
export const FELL_BEHIND_CLOSE_CODE = 1013

/** The close reason that goes with {@link FELL_BEHIND_CLOSE_CODE}. */
export const FELL_BEHIND_CLOSE_REASON = 'The listener fell behind; reconnect to catch up'

/** Bytes a ping frame queues (header only: pings carry no data). */
const PING_BYTES = 2

/** One event as a socket message: `{"type": <event name>, "data": <the event's data>}`. */
function eventMessage(event: string, json: string): string {
  return `{"type":${JSON.stringify(event)},"data":${json}}`
}

const frames = new FrameEncoder(eventMessage)

/** What a socket whose client fell behind sends last, before it closes. */
const RECONNECT_MESSAGE = Buffer.from(eventMessage('reconnect', '{}'))

/**
 * A listener's events on a websocket: each event is one JSON text message
 * `{"type": <event name>, "data": <the event's data>}` — the name and data an event stream
 * would send. A protocol ping goes out every keep-alive interval; a client that has not
 * answered the previous one is cut off, so a vanished peer does not hold a listener forever.
 *
 * A client that does not read as fast as events come is not buffered for without end: once
 * what waits for it would pass `maxBufferBytes`, the socket sends a `reconnect` message and
 * closes with {@link FELL_BEHIND_CLOSE_CODE} (cut off after a short grace if the close
 * handshake never comes back); the client reconnects and re-reads the current state.
 *
 * @example
 * const sink = new ListenSocket(ws, {keepAliveMs: 20_000, maxBufferBytes: 4 * 1024 * 1024})
 * sink.send('welcome', {listenerName: 'L1'}) // {"type":"welcome","data":{"listenerName":"L1"}}
 */
export class ListenSocket extends ClosableSink implements ListenSink {
  readonly kind = 'webSocket'
  private readonly socket: WebSocket
  private answered = true

  constructor(socket: WebSocket, options: SinkOptions) {
    super(options)
    this.socket = socket
    socket.on('pong', () => (this.answered = true))
    // Clients have nothing to say on a listen socket; what they send is ignored.
    socket.on('error', () => {})
    socket.on('close', () => this.finish())
  }

  /**
   * Sends one event whose data is already JSON. The event id an event stream sends on its own
   * line is part of the data (`eventId`), so it is not repeated.
   */
  sendSerialized(event: string, json: string): void {
    if (this.isClosed || this.socket.readyState !== WebSocket.OPEN) return
    const bytes = frames.encode(event, json)
    // The encoded text goes out as a text message, the same bytes for every listener.
    if (this.admits(bytes.length)) this.socket.send(bytes, {binary: false})
  }

  /** Closes the socket (normal closure, after the messages already sent) and tears down. */
  close(): void {
    if (this.isClosed) return
    this.end(1000)
  }

  /** What the socket holds for the client: queued frames not yet handed to the OS. */
  protected get queuedBytes(): number {
    return this.socket.bufferedAmount
  }

  /** A protocol ping; a client that did not answer the previous one is cut off. */
  protected keepAliveTick(): void {
    if (!this.answered) {
      this.socket.terminate()
      return
    }
    this.answered = false
    if (this.socket.readyState === WebSocket.OPEN && this.admits(PING_BYTES)) this.socket.ping()
  }

  /** Sends a `reconnect` message and closes with {@link FELL_BEHIND_CLOSE_CODE}. */
  protected fallBehind(): void {
    if (this.isClosed) return
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(RECONNECT_MESSAGE, {binary: false})
    this.end(FELL_BEHIND_CLOSE_CODE, FELL_BEHIND_CLOSE_REASON)
  }

  private end(code: number, reason?: string): void {
    this.finish()
    this.socket.close(code, reason)
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref()
  }
}
