import type {ServerResponse} from 'node:http'
import {ClosableSink, type ListenSink} from './listen'

/** The default interval of keep-alive comments on a listen stream: 20 seconds. */
export const DEFAULT_KEEP_ALIVE_MS = 20_000

/**
 * A server-sent events stream on one response: named events with JSON data, optional ids,
 * and keep-alive comments so proxies and clients don't time an idle stream out.
 *
 * @example
 * const stream = new SseStream(res, {keepAliveMs: 20_000})
 * stream.send('welcome', {listenerName: 'L1'})
 * stream.onClose(() => teardown())
 */
export class SseStream extends ClosableSink implements ListenSink {
  readonly kind = 'eventStream'
  private readonly res: ServerResponse

  constructor(res: ServerResponse, options: {keepAliveMs: number}) {
    super(options.keepAliveMs)
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
   * listeners is serialised once.
   */
  sendSerialized(event: string, json: string, id?: string): void {
    if (this.isClosed) return
    let frame = ''
    // Ids and names are single-line by construction; strip line breaks defensively.
    if (id !== undefined) frame += `id: ${id.replace(/[\r\n]/g, '')}\n`
    frame += `event: ${event.replace(/[\r\n]/g, '')}\ndata: ${json}\n\n`
    this.res.write(frame)
  }

  /** Sends a comment line, which clients ignore. */
  comment(text: string): void {
    if (this.isClosed) return
    this.res.write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`)
  }

  /** Ends the stream and its connection (a connection that streamed events is not reused). */
  close(): void {
    if (this.isClosed) return
    // Dropping the connection once the last bytes are flushed lets a closing server stop at
    // once, instead of waiting on a client that stopped reading or on a keep-alive timeout.
    const socket = this.res.socket
    this.res.end(() => socket?.destroy())
    this.finish()
  }

  /** A comment line, so proxies and clients do not time an idle stream out. */
  protected keepAliveTick(): void {
    this.comment('keep-alive')
  }
}
