import {once} from 'node:events'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {createWriteStream} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Writable} from 'node:stream'
import {afterEach, describe, expect, it} from 'vitest'
import {NdjsonWriter, readNdjsonLines, type ReadNdjsonOptions} from '../../src/server/ndjson'

/** Feeds the chunks as a stream would deliver them. */
async function* chunks(...parts: Array<string | Uint8Array>): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) yield part
}

const bytes = (text: string) => new TextEncoder().encode(text)

async function lines(source: AsyncIterable<string | Uint8Array>, options?: ReadNdjsonOptions) {
  const out: Array<[number, string]> = []
  for await (const line of readNdjsonLines(source, options)) out.push([line.lineNumber, line.text])
  return out
}

describe('readNdjsonLines', () => {
  it('splits lines on \\n and strips \\r of CRLF breaks', async () => {
    expect(await lines(chunks(bytes('{"a":1}\r\n{"b":2}\n{"c":3}\r\n')))).toEqual([
      [1, '{"a":1}'],
      [2, '{"b":2}'],
      [3, '{"c":3}'],
    ])
  })

  it('yields a last line that has no line break', async () => {
    expect(await lines(chunks(bytes('a\nb')))).toEqual([
      [1, 'a'],
      [2, 'b'],
    ])
  })

  it('joins a line split across many chunks', async () => {
    expect(await lines(chunks(bytes('{"ti'), bytes('tle":'), bytes('"x"}\n{'), bytes('}')))).toEqual([
      [1, '{"title":"x"}'],
      [2, '{}'],
    ])
  })

  it('treats a CRLF split between chunks as one break', async () => {
    expect(await lines(chunks(bytes('a\r'), bytes('\nb\r'), bytes('\n')))).toEqual([
      [1, 'a'],
      [2, 'b'],
    ])
  })

  it('decodes a UTF-8 character whose bytes are split across chunks', async () => {
    const encoded = bytes('{"t":"é😀"}\n')
    // Split inside the two-byte é and again inside the four-byte emoji.
    const at = [7, 10]
    const parts = [encoded.slice(0, at[0]), encoded.slice(at[0], at[1]), encoded.slice(at[1])]
    expect(await lines(chunks(...parts))).toEqual([[1, '{"t":"é😀"}']])
  })

  it('handles a line far longer than a chunk', async () => {
    const long = `{"body":"${'x'.repeat(5_000_000)}"}`
    const encoded = bytes(`${long}\n{"n":2}\n`)
    const parts: Uint8Array[] = []
    for (let i = 0; i < encoded.length; i += 65_536) parts.push(encoded.slice(i, i + 65_536))
    const result = await lines(chunks(...parts))
    expect(result.map(([n, text]) => [n, text.length])).toEqual([
      [1, long.length],
      [2, 7],
    ])
    expect(result[0]![1]).toBe(long)
  })

  it('skips blank lines but keeps counting them, so line numbers match an editor', async () => {
    expect(await lines(chunks('a\n\n  \r\nb\n'))).toEqual([
      [1, 'a'],
      [4, 'b'],
    ])
    expect(await lines(chunks('a\n\nb'), {includeBlank: true})).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'b'],
    ])
  })

  it('drops a leading byte-order mark', async () => {
    expect(await lines(chunks(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"a":1}')])))).toEqual([[1, '{"a":1}']])
  })

  it('yields nothing for an empty stream or one ending in a break', async () => {
    expect(await lines(chunks())).toEqual([])
    expect(await lines(chunks(bytes('\n')))).toEqual([])
  })

  it('reports bytes read up to each line, for progress', async () => {
    const read: number[] = []
    for await (const line of readNdjsonLines(chunks(bytes('ab\n'), bytes('cd\nef')))) read.push(line.bytesRead)
    expect(read).toEqual([3, 8, 8])
  })
})

describe('NdjsonWriter', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true})
    dir = undefined
  })

  it('writes one JSON value per line and flushes on end', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vellum-ndjson-'))
    const file = join(dir, 'out.ndjson')
    const stream = createWriteStream(file)
    const writer = new NdjsonWriter(stream)
    await writer.write({_id: 'a', text: 'line\nbreak'})
    await writer.writeLine('{"_id":"b"}')
    await writer.end()
    expect(readFileSync(file, 'utf8')).toBe('{"_id":"a","text":"line\\nbreak"}\n{"_id":"b"}\n')
  })

  it('waits for a slow stream to drain instead of buffering without bound', async () => {
    const received: string[] = []
    let maxBuffered = 0
    const slow = new Writable({
      highWaterMark: 64,
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk.toString())
        setImmediate(callback)
      },
    })
    const writer = new NdjsonWriter(slow)
    for (let i = 0; i < 200; i++) {
      await writer.write({i, pad: 'x'.repeat(40)})
      maxBuffered = Math.max(maxBuffered, slow.writableLength)
    }
    await writer.end()
    expect(received.join('').split('\n').filter(Boolean)).toHaveLength(200)
    expect(maxBuffered).toBeLessThan(200)
  })

  it('rejects when the stream fails', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'))
      },
    })
    const writer = new NdjsonWriter(failing)
    const failed = once(failing, 'error').catch(() => undefined)
    await writer.write({a: 1}).catch(() => undefined)
    await failed
    await expect(writer.write({a: 2})).rejects.toThrow('disk full')
  })
})
