import {once} from 'node:events'
import type {Writable} from 'node:stream'

/** One line of an NDJSON stream, as {@link readNdjsonLines} yields it. */
export interface NdjsonLine {
  /** The line's text without its line break (`\n` or `\r\n`). */
  text: string
  /** 1-based line number in the stream, counting blank lines too. */
  lineNumber: number
  /** Bytes of the stream consumed up to and including this line's break; for progress. */
  bytesRead: number
}

/** Options of {@link readNdjsonLines}. */
export interface ReadNdjsonOptions {
  /** Yield blank (whitespace-only) lines too; by default they are skipped, though counted. */
  includeBlank?: boolean
}

/**
 * Splits a byte or text stream into lines, streaming: memory holds one line at a time, never
 * the whole file. Handles `\r\n` and `\n` breaks, a last line without a break, lines far
 * longer than a chunk, and UTF-8 characters split across chunks. A leading byte-order mark
 * is dropped.
 *
 * @param source - any (async) iterable of chunks, e.g. `fs.createReadStream(file)`
 * @example
 * ```ts
 * for await (const {text, lineNumber} of readNdjsonLines(createReadStream('docs.ndjson'))) {
 *   const doc = JSON.parse(text)
 * }
 * ```
 */
export async function* readNdjsonLines(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ReadNdjsonOptions = {},
): AsyncGenerator<NdjsonLine> {
  const decoder = new TextDecoder('utf-8')
  // Pieces of the current, unfinished line; joined once its break arrives, so a very long
  // line costs O(length) rather than O(length²) of repeated concatenation and searching.
  let pieces: string[] = []
  let lineNumber = 0
  let bytesRead = 0

  const finish = (tail: string): NdjsonLine | undefined => {
    pieces.push(tail)
    let text = pieces.length === 1 ? pieces[0]! : pieces.join('')
    pieces = []
    lineNumber++
    if (text.endsWith('\r')) text = text.slice(0, -1)
    if (!options.includeBlank && text.trim() === '') return undefined
    return {text, lineNumber, bytesRead}
  }

  for await (const chunk of source) {
    const decoded = typeof chunk === 'string' ? chunk : decoder.decode(chunk, {stream: true})
    bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength
    let start = 0
    for (let end = decoded.indexOf('\n'); end !== -1; end = decoded.indexOf('\n', start)) {
      const line = finish(decoded.slice(start, end))
      if (line) yield line
      start = end + 1
    }
    if (start < decoded.length) pieces.push(decoded.slice(start))
  }
  const rest = decoder.decode()
  if (rest) pieces.push(rest)
  if (pieces.length > 0) {
    const line = finish('')
    if (line) yield line
  }
}

/**
 * Writes NDJSON to a Node writable, one value or pre-serialised line at a time, waiting for
 * the stream to drain when its buffer is full so a large export never piles up in memory.
 */
export class NdjsonWriter {
  private failure: Error | undefined
  private readonly onError = (error: Error) => {
    this.failure = error
  }

  constructor(private readonly stream: Writable) {
    stream.on('error', this.onError)
  }

  /** Writes one value as a JSON line. */
  write(value: unknown): Promise<void> {
    return this.writeLine(JSON.stringify(value))
  }

  /**
   * Writes one line that already is JSON (e.g. a document body as stored); it must not
   * contain a line break, which JSON text never does outside strings.
   */
  async writeLine(json: string): Promise<void> {
    if (this.failure) throw this.failure
    if (!this.stream.write(`${json}\n`)) await this.drained()
  }

  /** Ends the stream and resolves once everything is flushed (and the file closed). */
  async end(): Promise<void> {
    if (this.failure) throw this.failure
    if (!this.stream.closed) {
      const finished = once(this.stream, 'close')
      this.stream.end()
      await finished
    }
    this.stream.off('error', this.onError)
    if (this.failure) throw this.failure
  }

  private async drained(): Promise<void> {
    // `once` rejects on 'error', so a failing disk surfaces here instead of hanging.
    await once(this.stream, 'drain')
  }
}
