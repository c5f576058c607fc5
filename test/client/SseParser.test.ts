import {describe, expect, it} from 'vitest'
import {SseParser} from '../../src/client/httpTransport/SseParser'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('SseParser', () => {
  it('parses named events with JSON data and ids', () => {
    const parser = new SseParser()
    expect(
      parser.push(bytes('event: welcome\ndata: {"listenerName":"L1"}\n\nid: tx#a\nevent: mutation\ndata: {"n":1}\n\n')),
    ).toEqual([
      {event: 'welcome', data: '{"listenerName":"L1"}'},
      {event: 'mutation', data: '{"n":1}', id: 'tx#a'},
    ])
  })

  it('completes events split anywhere across chunks, a CRLF between two chunks included', () => {
    const parser = new SseParser()
    const text = 'event: a\r\ndata: 1\r\n\r\nevent: b\r\ndata: 2\r\n\r\n'
    const events = []
    for (const char of text) events.push(...parser.push(bytes(char)))
    expect(events).toEqual([
      {event: 'a', data: '1'},
      {event: 'b', data: '2'},
    ])
  })

  it('decodes a UTF-8 character split across chunks', () => {
    const parser = new SseParser()
    const encoded = bytes('data: "é✓"\n\n')
    const events = [...parser.push(encoded.subarray(0, 8)), ...parser.push(encoded.subarray(8))]
    expect(events).toEqual([{event: 'message', data: '"é✓"'}])
  })

  it('ignores comments and frames without data, joins data lines and drops a byte-order mark', () => {
    const parser = new SseParser()
    expect(parser.push('\uFEFF: keep-alive\n\nevent: empty\n\ndata: line one\ndata:line two\n\n')).toEqual([
      {event: 'message', data: 'line one\nline two'},
    ])
  })

  it('takes lines ending in a lone CR', () => {
    expect(new SseParser().push('event: x\rdata: y\r\r')).toEqual([{event: 'x', data: 'y'}])
  })
})
