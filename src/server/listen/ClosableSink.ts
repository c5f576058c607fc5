/**
 * What every listen sink keeps alike: a keep-alive timer, whether it has ended, and the
 * teardowns to run once when it does. A sink says how its events and keep-alives look on the
 * wire, and calls {@link ClosableSink.finish} when its connection ends.
 */
export abstract class ClosableSink {
  private readonly keepAlive: ReturnType<typeof setInterval>
  private readonly closeHandlers: Array<() => void> = []
  private closed = false

  protected constructor(keepAliveMs: number) {
    this.keepAlive = setInterval(() => this.keepAliveTick(), keepAliveMs)
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

  /** Registers a teardown to run once when the sink ends, for whatever reason. */
  onClose(handler: () => void): void {
    if (this.closed) handler()
    else this.closeHandlers.push(handler)
  }

  /** Runs every keep-alive interval while the sink is open. */
  protected abstract keepAliveTick(): void

  /** Marks the sink ended, stops the keep-alive and runs the teardowns (once). */
  protected finish(): void {
    if (this.closed) return
    this.closed = true
    clearInterval(this.keepAlive)
    for (const handler of this.closeHandlers.splice(0)) handler()
  }
}
