/** One server-sent event. */
export interface ServerSentEvent {
  /** The `event:` name, `message` when the frame has none. */
  event: string
  /** The `data:` lines joined with line breaks. */
  data: string
  /** The last `id:` seen on the stream, if any. */
  id?: string
}

/**
 * Parses a server-sent events stream as the HTML standard specifies it, chunk by chunk: lines
 * end in CRLF, LF or CR (also when a CRLF is split across chunks), `:` lines are comments,
 * `data:` lines accumulate, a blank line dispatches, a frame without data dispatches nothing.
 * Bytes are decoded as UTF-8, characters split across chunks included.
 *
 * @example
 * const parser = new SseParser()
 * parser.push(new TextEncoder().encode('event: welcome\ndata: {"listenerName":"L1"}\n\n'))
 * // [{event: 'welcome', data: '{"listenerName":"L1"}'}]
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8')
  private buffer = ''
  private started = false
  private skipLineFeed = false
  private eventName = ''
  private data: string[] = []
  private lastEventId: string | undefined

  /** Feeds a chunk; answers the events it completed. */
  push(chunk: Uint8Array | string): ServerSentEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, {stream: true})
    if (!this.started && text.length > 0) {
      this.started = true
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    }
    const events: ServerSentEvent[] = []
    let start = 0
    if (this.skipLineFeed && text.startsWith('\n')) start = 1
    this.skipLineFeed = false
    for (let i = start; i < text.length; i++) {
      const char = text[i]
      if (char !== '\n' && char !== '\r') continue
      const line = this.buffer + text.slice(start, i)
      this.buffer = ''
      if (char === '\r') {
        if (i + 1 < text.length) {
          if (text[i + 1] === '\n') i++
        } else {
          this.skipLineFeed = true
        }
      }
      start = i + 1
      const event = this.line(line)
      if (event) events.push(event)
    }
    this.buffer += text.slice(start)
    return events
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') return this.dispatch()
    if (line.startsWith(':')) return undefined
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.eventName = value
    else if (field === 'data') this.data.push(value)
    else if (field === 'id' && !value.includes('\u0000')) this.lastEventId = value
    // `retry` is left alone: reconnection timing is the client's backoff, not the server's hint.
    return undefined
  }

  private dispatch(): ServerSentEvent | undefined {
    const name = this.eventName
    const data = this.data
    this.eventName = ''
    this.data = []
    if (data.length === 0) return undefined
    return {
      event: name || 'message',
      data: data.join('\n'),
      ...(this.lastEventId === undefined ? {} : {id: this.lastEventId}),
    }
  }
}
