import type {ServerResponse} from 'node:http'
import {ClosableSink, FrameEncoder, type ListenSink, type SinkOptions} from './listen'

/** The default interval of keep-alive comments on a listen stream: 20 seconds. */
export const DEFAULT_KEEP_ALIVE_MS = 20_000

/**
 * How long an ended stream may take to flush what is queued before its connection is cut
 * off: a client that stopped reading would otherwise hold it, and its buffer, forever.
 */
const CLOSE_GRACE_MS = 1000

/** One event's frame: an optional `id:` line, the name and the one-line JSON data. */
function eventFrame(event: string, json: string, id: string | undefined): string {
  // Ids and names are single-line by construction; strip line breaks defensively.
  const idLine = id === undefined ? '' : `id: ${id.replace(/[\r\n]/g, '')}\n`
  return `${idLine}event: ${event.replace(/[\r\n]/g, '')}\ndata: ${json}\n\n`
}

const frames = new FrameEncoder(eventFrame)

/** What a stream whose client fell behind sends last: reconnect (and catch up). */
const RECONNECT_FRAME = Buffer.from(eventFrame('reconnect', '{}', undefined))

/**
 * A server-sent events stream on one response: named events with JSON data, optional ids,
 * and keep-alive comments so proxies and clients don't time an idle stream out.
 *
 * A client that does not read as fast as events come is not buffered for without end: once
 * what waits for it would pass `maxBufferBytes`, the stream sends `reconnect` and ends (cut
 * off after a short grace if even that never drains). Our client and @sanity/client both
 * reconnect then, and a reconnected listener re-reads the current state after its `welcome`.
 *
 * @example
 * const stream = new SseStream(res, {keepAliveMs: 20_000, maxBufferBytes: 4 * 1024 * 1024})
 * stream.send('welcome', {listenerName: 'L1'})
 * stream.onClose(() => teardown())
 */
export class SseStream extends ClosableSink implements ListenSink {
  readonly kind = 'eventStream'
  private readonly res: ServerResponse

  constructor(res: ServerResponse, options: SinkOptions) {
    super(options)
    this.res = res
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tell buffering reverse proxies (nginx) to pass events through at once.
      'X-Accel-Buffering': 'no',
    })
    res.flushHeaders()
    // The client went away (or the socket broke): stop and let owners tear down.
    res.on('close', () => this.finish())
  }

  /**
   * Sends one event whose data is already one line of JSON, so an event fanned out to many
   * listeners is serialised (and encoded) once.
   */
  sendSerialized(event: string, json: string, id?: string): void {
    if (this.isClosed) return
    this.write(frames.encode(event, json, id))
  }

  /** Sends a comment line, which clients ignore. */
  comment(text: string): void {
    if (this.isClosed) return
    this.write(Buffer.from(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`))
  }

  /** Ends the stream and its connection (a connection that streamed events is not reused). */
  close(): void {
    if (this.isClosed) return
    this.end()
  }

  /** What the response holds for the client, chunk framing included. */
  protected get queuedBytes(): number {
    return this.res.writableLength
  }

  /** A comment line, so proxies and clients do not time an idle stream out. */
  protected keepAliveTick(): void {
    this.comment('keep-alive')
  }

  /** Sends `reconnect` and ends the stream. */
  protected fallBehind(): void {
    if (this.isClosed) return
    this.res.write(RECONNECT_FRAME)
    this.end()
  }

  private write(bytes: Buffer): void {
    if (this.admits(bytes.length)) this.res.write(bytes)
  }

  private end(): void {
    // Dropping the connection once the last bytes are flushed lets a closing server stop at
    // once, instead of waiting on a client that stopped reading or on a keep-alive timeout;
    // one whose bytes never flush is cut off after the grace.
    const socket = this.res.socket
    this.res.end(() => socket?.destroy())
    if (socket) setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref()
    this.finish()
  }
}
