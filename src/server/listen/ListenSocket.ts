import {WebSocket} from 'ws'
import {ClosableSink} from './ClosableSink'
import type {ListenSink} from './ListenSink'

/** How long closing waits for the client to answer the close handshake before cutting it off. */
const CLOSE_GRACE_MS = 1000

/**
 * A listener's events on a websocket: each event is one JSON text message
 * `{"type": <event name>, "data": <the event's data>}` — the name and data an event stream
 * would send. A protocol ping goes out every keep-alive interval; a client that has not
 * answered the previous one is cut off, so a vanished peer does not hold a listener forever.
 *
 * @example
 * const sink = new ListenSocket(ws, {keepAliveMs: 20_000})
 * sink.send('welcome', {listenerName: 'L1'}) // {"type":"welcome","data":{"listenerName":"L1"}}
 */
export class ListenSocket extends ClosableSink implements ListenSink {
  readonly kind = 'webSocket'
  private readonly socket: WebSocket
  private answered = true

  constructor(socket: WebSocket, options: {keepAliveMs: number}) {
    super(options.keepAliveMs)
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
    this.socket.send(`{"type":${JSON.stringify(event)},"data":${json}}`)
  }

  /** Closes the socket (normal closure, after the messages already sent) and tears down. */
  close(): void {
    if (this.isClosed) return
    this.finish()
    this.socket.close(1000)
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref()
  }

  /** A protocol ping; a client that did not answer the previous one is cut off. */
  protected keepAliveTick(): void {
    if (!this.answered) {
      this.socket.terminate()
      return
    }
    this.answered = false
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping()
  }
}
