/** Builds the wire text of one event from its name, its data as JSON, and its id (if any). */
export type FrameBuilder = (event: string, json: string, id: string | undefined) => string

/**
 * Encodes events to UTF-8 for one kind of sink, remembering the last: an event fanned out to
 * many listeners arrives at their sinks one after another with the same data string, so it is
 * encoded once and every connection queues the same bytes instead of a copy each. The byte
 * count is what the listener buffer cap is measured in.
 *
 * @example
 * const frames = new FrameEncoder((event, json) => `event: ${event}\ndata: ${json}\n\n`)
 * socket.write(frames.encode('mutation', json))
 */
export class FrameEncoder {
  private lastEvent = ''
  private lastJson = ''
  private lastId: string | undefined = undefined
  private lastBytes: Buffer | undefined

  constructor(private readonly build: FrameBuilder) {}

  /** The UTF-8 bytes of the event's frame. */
  encode(event: string, json: string, id?: string): Buffer {
    // The same data string for each listener of an event: comparing it is a pointer check.
    if (this.lastBytes !== undefined && json === this.lastJson && event === this.lastEvent && id === this.lastId)
      return this.lastBytes
    const bytes = Buffer.from(this.build(event, json, id), 'utf8')
    this.lastEvent = event
    this.lastJson = json
    this.lastId = id
    this.lastBytes = bytes
    return bytes
  }
}
