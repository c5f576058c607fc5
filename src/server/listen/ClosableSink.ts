/** How a sink is set up: how often it keeps its connection alive and how much it may queue. */
export interface SinkOptions {
  /** Interval of keep-alives, in ms. */
  keepAliveMs: number
  /**
   * Most bytes that may wait for a client that does not read before the sink gives up on it
   * (`limits.listenerMaxBufferBytes`); see {@link ClosableSink.admits}.
   */
  maxBufferBytes: number
}

/**
 * What every listen sink keeps alike: a keep-alive timer, whether it has ended, the teardowns
 * to run once when it does, and the cap on what may queue for a client that does not read.
 * A sink says how its events and keep-alives look on the wire, asks {@link ClosableSink.admits}
 * before each write, and calls {@link ClosableSink.finish} when its connection ends.
 */
export abstract class ClosableSink {
  private readonly keepAlive: ReturnType<typeof setInterval>
  private readonly closeHandlers: Array<() => void> = []
  private readonly maxBufferBytes: number
  private closed = false

  protected constructor(options: SinkOptions) {
    this.maxBufferBytes = options.maxBufferBytes
    this.keepAlive = setInterval(() => this.keepAliveTick(), options.keepAliveMs)
    this.keepAlive.unref()
  }

  /** Whether the sink has ended. */
  get isClosed(): boolean {
    return this.closed
  }

  /** Sends one event; `data` is sent as JSON. */
  send(event: string, data: unknown, id?: string): void {
    this.sendSerialized(event, JSON.stringify(data ?? {}), id)
  }

  abstract sendSerialized(event: string, json: string, id?: string): void

  /** Ends the sink and its connection. */
  abstract close(): void

  /** Registers a teardown to run once when the sink ends, for whatever reason. */
  onClose(handler: () => void): void {
    if (this.closed) handler()
    else this.closeHandlers.push(handler)
  }

  /** Bytes written for the client that the connection has not yet handed to the operating system. */
  protected abstract get queuedBytes(): number

  /** Runs every keep-alive interval while the sink is open. */
  protected abstract keepAliveTick(): void

  /**
   * Ends a sink whose client fell behind: tells it to reconnect (a reconnect re-reads the
   * current state) and ends the connection, cutting it off if what is queued never drains.
   */
  protected abstract fallBehind(): void

  /**
   * Whether `bytes` more may be queued: yes while what is already queued and these fit under
   * the cap, and always when nothing is queued, so one event larger than the cap still
   * reaches a client that keeps up. When not, the sink falls behind (and is closed): what it
   * holds stops growing, and the client reconnects to catch up.
   */
  protected admits(bytes: number): boolean {
    if (this.closed) return false
    const queued = this.queuedBytes
    if (queued === 0 || queued + bytes <= this.maxBufferBytes) return true
    this.fallBehind()
    return false
  }

  /** Marks the sink ended, stops the keep-alive and runs the teardowns (once). */
  protected finish(): void {
    if (this.closed) return
    this.closed = true
    clearInterval(this.keepAlive)
    for (const handler of this.closeHandlers.splice(0)) handler()
  }
}
