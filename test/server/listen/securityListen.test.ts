import {createClient as createSanityClient, type MutationEvent} from '@sanity/client'
import {spawn} from 'node:child_process'
import {get as httpGet, type IncomingMessage} from 'node:http'
import {connect, createServer as createTcpServer, type Server, type Socket} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {createClient, type ListenEvent, type WebSocketFactory} from '../../../src/client'
import {FELL_BEHIND_CLOSE_CODE, FELL_BEHIND_CLOSE_REASON} from '../../../src/server/listen'
import {checkoutPair, type DocumentPair} from '../../../src/store/document'
import {recordEvents} from '../../client/support/recordEvents'
import {apiClient} from '../support/apiClient'
import {openEventStream} from '../support/eventStream'
import {startTestServer, type TestServer} from '../support/startTestServer'

/** The listener buffer cap these tests run with: small, so a few large events pass it. */
const CAP = 256 * 1024
/** The longest listen filter these tests' server takes. */
const QUERY_MAX = 1000
/** Characters of text in a large document (~100 KB; its events carry it twice: result and mutation). */
const LARGE_CHARS = 100_000
/**
 * Mutations of large documents after which a listener that never reads must have been closed:
 * its events are ~20 MB, more than the cap and what the kernel buffers on loopback (a few MB).
 */
const MAX_LARGE_MUTATIONS = 100

const API = '/v2023-11-13'

let server: TestServer
let api: ReturnType<typeof apiClient>
const cleanups: Array<() => void> = []

beforeAll(async () => {
  server = await startTestServer({limits: {listenerMaxBufferBytes: CAP, listenQueryMaxLength: QUERY_MAX}})
  api = apiClient(server)
})
afterAll(async () => {
  cleanups.forEach((cleanup) => cleanup())
  await server.close()
})

/** Creates or replaces a ~100 KB document `n` of `type` (ten ids in turn). */
async function mutateLarge(type: string, n: number, id = `${type}-${n % 10}`): Promise<void> {
  const response = await api.mutate([
    {createOrReplace: {_id: id, _type: type, n, text: `${n}:`.padEnd(LARGE_CHARS, 'x')}},
  ])
  expect(response.status).toBe(200)
}

/**
 * Mutates large documents of `type` until the server has fewer listeners of `kind` than
 * `before` (one was closed), at most {@link MAX_LARGE_MUTATIONS}.
 * @returns how many mutations it took
 */
async function mutateUntilClosed(type: string, kind: 'eventStream' | 'webSocket', before: number): Promise<number> {
  let sent = 0
  while (server.server.listeners()[kind] >= before && sent < MAX_LARGE_MUTATIONS) await mutateLarge(type, sent++)
  return sent
}

/** Waits until `condition` holds; the timeout only guards against a hang. */
async function waitFor(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const listenUrl = (query: string, options: Record<string, string> = {}) =>
  `${API}/data/listen/production?${new URLSearchParams({query, ...options})}`

/** One event of an event stream's text. */
interface SseEvent {
  event: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
}

function parseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = []
  for (const frame of text.split('\n\n')) {
    const event = /^event: (.*)$/m.exec(frame)?.[1]
    const data = /^data: (.*)$/m.exec(frame)?.[1]
    if (event !== undefined && data !== undefined) events.push({event, data: JSON.parse(data)})
  }
  return events
}

/** An event stream read with node:http that stops reading once welcomed, until `readToEnd`. */
interface PausedEventStream {
  /** Reads again; resolves with the whole body once the server ended the stream. */
  readToEnd(): Promise<string>
}

function pausedEventStream(target: TestServer, path: string): Promise<PausedEventStream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `${target.url}${path}`,
      {headers: {Authorization: `Bearer ${target.token}`, Accept: 'text/event-stream'}},
      (res: IncomingMessage) => {
        let text = ''
        let welcomed = false
        const closed = new Promise<void>((done) => res.once('close', done))
        res.setEncoding('utf8')
        res.once('error', () => {})
        res.on('data', (chunk: string) => {
          text += chunk
          if (welcomed || !text.includes('event: welcome')) return
          welcomed = true
          res.pause()
          resolve({
            readToEnd: async () => {
              res.resume()
              await closed
              return text
            },
          })
        })
      },
    )
    request.once('error', reject)
    cleanups.push(() => request.destroy())
  })
}

/** A listen socket that stops reading once welcomed, until `readToEnd`. */
interface PausedSocket {
  /** Reads again; resolves with every message and the close code and reason once the socket closed. */
  readToEnd(): Promise<{messages: Array<{type: string; data: SseEvent['data']}>; code: number; reason: string}>
}

function pausedSocket(path: string): Promise<PausedSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, {
    headers: {Authorization: `Bearer ${server.token}`},
  })
  cleanups.push(() => ws.terminate())
  const messages: Array<{type: string; data: SseEvent['data']}> = []
  const closed = new Promise<{code: number; reason: string}>((resolve) =>
    ws.once('close', (code, reason) => resolve({code, reason: String(reason)})),
  )
  ws.on('error', () => {})
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as {type: string; data: SseEvent['data']}
      messages.push(message)
      if (message.type !== 'welcome') return
      ws.pause()
      resolve({
        readToEnd: async () => {
          ws.resume()
          return {messages, ...(await closed)}
        },
      })
    })
    ws.once('unexpected-response', (_request, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
  })
}

/**
 * A TCP proxy in front of the server whose connections can be stalled: a stalled connection
 * stops reading what the server sends (as a client on a dead network would) until released.
 * Connections made after a stall pass freely.
 */
interface StallingProxy {
  url: string
  /** Stops reading from the server on every connection open now. */
  stall(): void
  /** Reads again on every stalled connection. */
  release(): void
  close(): void
}

async function stallingProxy(target: string): Promise<StallingProxy> {
  const {hostname, port} = new URL(target)
  const open = new Set<{client: Socket; upstream: Socket}>()
  const stalled: Socket[] = []
  const proxy: Server = createTcpServer((client) => {
    const upstream = connect(Number(port), hostname)
    const pair = {client, upstream}
    open.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    const end = () => {
      open.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    // The server ending a connection ends the client's once what it sent is passed on.
    upstream.on('error', end).on('end', () => client.end())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address() as {port: number}
  return {
    url: `http://127.0.0.1:${address.port}`,
    stall: () => {
      for (const {client, upstream} of open) {
        upstream.unpipe(client)
        upstream.pause()
        stalled.push(upstream)
        stalled.push(client)
      }
    },
    release: () => {
      for (let i = 0; i < stalled.length; i += 2) stalled[i]!.pipe(stalled[i + 1]!)
      stalled.length = 0
    },
    close: () => {
      for (const {client, upstream} of open) {
        client.destroy()
        upstream.destroy()
      }
      proxy.close()
    },
  }
}

describe('listeners that do not read', () => {
  it('an SSE listener that never reads is closed with a reconnect once its buffer passes the cap, and nothing more is queued for it', async () => {
    const type = 'slowStream'
    const stream = await pausedEventStream(server, listenUrl(`*[_type == "${type}"]`))
    const before = server.server.listeners().eventStream
    const sent = await mutateUntilClosed(type, 'eventStream', before)
    expect(server.server.listeners().eventStream).toBe(before - 1)
    expect(sent).toBeLessThan(MAX_LARGE_MUTATIONS)
    // Mutations after the close are not queued for it.
    for (let n = sent; n < sent + 5; n++) await mutateLarge(type, n)

    const events = parseEvents(await stream.readToEnd())
    const numbers = events.filter((event) => event.event === 'mutation').map((event) => event.data.result.n as number)
    expect(events[0]?.event).toBe('welcome')
    // Events arrive whole and in order up to the close, none after it, then `reconnect`.
    expect(numbers).toEqual(numbers.map((_, index) => index))
    expect(numbers.length).toBeLessThan(sent)
    expect(events.at(-1)).toEqual({event: 'reconnect', data: {}})
  }, 60_000)

  it('a WebSocket listener that never reads is closed with a reconnect and code 1013 once its buffer passes the cap, and nothing more is queued for it', async () => {
    const type = 'slowSocket'
    const socket = await pausedSocket(listenUrl(`*[_type == "${type}"]`))
    const before = server.server.listeners().webSocket
    const sent = await mutateUntilClosed(type, 'webSocket', before)
    expect(server.server.listeners().webSocket).toBe(before - 1)
    expect(sent).toBeLessThan(MAX_LARGE_MUTATIONS)
    for (let n = sent; n < sent + 5; n++) await mutateLarge(type, n)

    const {messages, code, reason} = await socket.readToEnd()
    const numbers = messages
      .filter((message) => message.type === 'mutation')
      .map((message) => message.data.result.n as number)
    expect(messages[0]?.type).toBe('welcome')
    expect(numbers).toEqual(numbers.map((_, index) => index))
    expect(numbers.length).toBeLessThan(sent)
    expect(messages.at(-1)).toEqual({type: 'reconnect', data: {}})
    expect({code, reason}).toEqual({code: FELL_BEHIND_CLOSE_CODE, reason: FELL_BEHIND_CLOSE_REASON})
  }, 60_000)

  it('a listener that stopped reading is closed by a keep-alive, not only by events, and gets a single event larger than the cap whole', async () => {
    // A server whose keep-alives come every 50 ms; one event of ~12 MB (a 6 MB document, as
    // result and as mutation) fills the kernel's buffers and leaves more than the cap queued,
    // so the next keep-alive passes the cap.
    const quick = await startTestServer({keepAliveMs: 50, limits: {listenerMaxBufferBytes: CAP}})
    try {
      const quickApi = apiClient(quick)
      const {readToEnd} = await pausedEventStream(quick, listenUrl('*[_id == "huge"]'))
      expect(
        (await quickApi.mutate([{create: {_id: 'huge', _type: 'huge', text: 'h'.repeat(6 * 1024 * 1024)}}])).status,
      ).toBe(200)
      await waitFor('the keep-alive to close the listener', () => quick.server.listeners().eventStream === 0)

      const events = parseEvents(await readToEnd())
      expect(events.map((event) => event.event)).toEqual(['welcome', 'mutation', 'reconnect'])
      expect(events[1]!.data.result.text).toHaveLength(6 * 1024 * 1024)
    } finally {
      await quick.close()
    }
  }, 60_000)
})

/**
 * Reads one listen query over an event stream and a websocket in a process of its own, so
 * its reading never waits on the server's event loop (in this process, a busy loop would
 * make any listener fall behind). Prints `welcome`, then `<transport> <event> [n]` per event.
 */
const LISTEN_READER = `
const WebSocket = require('ws')
const [url, token] = process.argv.slice(1)
const out = (line) => process.stdout.write(line + '\\n')
let welcomed = 0
const welcome = () => { if (++welcomed === 2) out('welcome') }
const ws = new WebSocket(url.replace(/^http/, 'ws'), {headers: {Authorization: 'Bearer ' + token}})
ws.on('message', (data) => {
  const message = JSON.parse(String(data))
  if (message.type === 'welcome') welcome()
  else out('socket ' + message.type + ' ' + (message.data?.result?.n ?? ''))
})
ws.on('close', () => out('socket closed'))
;(async () => {
  const response = await fetch(url, {headers: {Accept: 'text/event-stream', Authorization: 'Bearer ' + token}})
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, {stream: true})
    let end
    while ((end = buffer.indexOf('\\n\\n')) >= 0) {
      const frame = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(frame)?.[1]
      const data = /^data: (.*)$/m.exec(frame)?.[1]
      if (event === 'welcome') welcome()
      else if (event !== undefined && data !== undefined) out('stream ' + event + ' ' + (JSON.parse(data).result?.n ?? ''))
    }
  }
  out('stream closed')
})()
`

describe('listeners that keep up', () => {
  let fastServer: TestServer
  beforeAll(async () => {
    // The default cap: what a listener that keeps up meets in practice.
    fastServer = await startTestServer()
  })
  afterAll(() => fastServer.close())

  it('a fast listener gets every event, in order, and stays open', async () => {
    const type = 'fast'
    const count = 100
    const fastApi = apiClient(fastServer)
    const reader = spawn(
      process.execPath,
      ['-e', LISTEN_READER, `${fastServer.url}${listenUrl(`*[_type == "${type}"]`)}`, fastServer.token],
      {stdio: ['ignore', 'pipe', 'inherit']},
    )
    cleanups.push(() => reader.kill())
    const lines: string[] = []
    let partial = ''
    reader.stdout.setEncoding('utf8')
    reader.stdout.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop()!
      lines.push(...parts)
    })
    await waitFor('both listeners welcomed', () => lines.includes('welcome'))

    // Four writers at once: events come faster than one at a time, and each is ~100 KB.
    let next = 0
    await Promise.all(
      Array.from({length: 4}, async () => {
        while (next < count) {
          const n = next++
          const document = {_id: `${type}-${n}`, _type: type, n, text: `${n}:`.padEnd(LARGE_CHARS, 'x')}
          expect((await fastApi.mutate([{create: document}])).status).toBe(200)
        }
      }),
    )
    const received = (transport: string) =>
      lines.filter((line) => line.startsWith(`${transport} mutation `)).map((line) => Number(line.split(' ')[2]))
    const ended = (transport: string) =>
      lines.some((line) => line.startsWith(`${transport} `) && !line.startsWith(`${transport} mutation `))
    // Either every event arrives or the listener was closed: a close fails below, naming what came.
    await waitFor('every event or a close', () =>
      ['stream', 'socket'].every((transport) => received(transport).length >= count || ended(transport)),
    )

    expect(lines.filter((line) => !line.includes(' mutation '))).toEqual(['welcome'])
    expect(new Set(received('stream')).size).toBe(count)
    expect(received('stream')).toHaveLength(count)
    // Both got the events in commit order, the same order.
    expect(received('socket')).toEqual(received('stream'))
    expect(fastServer.server.listeners()).toEqual({eventStream: 1, webSocket: 1})
  }, 60_000)
})

describe('listeners closed for being slow catch up when they reconnect', () => {
  // The `ws` package stands in for a browser's WebSocket; it can send the bearer token.
  const webSocket: WebSocketFactory = (url, {headers}) => new WebSocket(url, {headers})

  it.each([
    ['an event stream', undefined, 'eventStream'],
    ['a websocket', webSocket, 'webSocket'],
  ] as const)(
    'a document pair whose listener (over %s) was closed for being slow sees the current state once our client reconnects',
    async (_name, factory, kind) => {
      const proxy = await stallingProxy(server.url)
      cleanups.push(() => proxy.close())
      const client = createClient({
        apiHost: proxy.url,
        projectId: 'local',
        dataset: 'production',
        apiVersion: '2025-02-19',
        token: server.token,
        ...(factory ? {webSocket: factory} : {}),
      })
      const id = `catchUp-${kind}`
      await mutateLarge('catchUp', 0, `drafts.${id}`)
      const listened = recordEvents<ListenEvent>(client.listen(`*[_id == "drafts.${id}"]`, {}, {includeResult: true}))
      cleanups.push(() => listened.unsubscribe())
      const pair: DocumentPair = checkoutPair({publishedId: id, draftId: `drafts.${id}`}, client)
      const snapshots = pair.snapshots$.subscribe()
      cleanups.push(() => snapshots.unsubscribe())
      await listened.next((event) => event.type === 'welcome')
      await waitFor('the pair to load', () => pair.draft.loaded)

      const before = server.server.listeners()[kind]
      proxy.stall()
      let n = 1
      while (server.server.listeners()[kind] > before - 2 && n < MAX_LARGE_MUTATIONS)
        await mutateLarge('catchUp', n++, `drafts.${id}`)
      // Both listeners through the stalled proxy were closed for being slow.
      expect(server.server.listeners()[kind]).toBe(before - 2)
      // What happens now reaches the client only by catching up after it reconnects.
      expect((await api.mutate([{patch: {id: `drafts.${id}`, set: {title: 'after the close'}}}])).status).toBe(200)
      proxy.release()

      await listened.next((event) => event.type === 'reconnect', 20_000)
      await listened.next((event) => event.type === 'welcome', 20_000)
      const current = (await api.documents(`drafts.${id}`))[0]!
      await waitFor('the pair to catch up', () => pair.draft.getSnapshot()?._rev === current._rev, 20_000)
      expect(pair.draft.getSnapshot()).toEqual(current)
      expect(current).toMatchObject({title: 'after the close', n: n - 1})
    },
    60_000,
  )

  it('@sanity/client reconnects after its listener was closed for being slow, and hears what comes next', async () => {
    const proxy = await stallingProxy(server.url)
    cleanups.push(() => proxy.close())
    const sanity = createSanityClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: proxy.url,
      useProjectHostname: false,
      apiVersion: '2023-11-13',
      token: server.token,
      useCdn: false,
    })
    const type = 'sanityCatchUp'
    const events = recordEvents(
      sanity.listen(`*[_type == "${type}"]`, {}, {events: ['welcome', 'mutation', 'reconnect'], includeResult: true}),
    )
    cleanups.push(() => events.unsubscribe())
    await events.next((event) => event.type === 'welcome')

    const before = server.server.listeners().eventStream
    proxy.stall()
    const sent = await mutateUntilClosed(type, 'eventStream', before)
    expect(server.server.listeners().eventStream).toBe(before - 1)
    proxy.release()

    await events.next((event) => event.type === 'welcome', 20_000)
    await mutateLarge(type, sent, `${type}-after`)
    const heard = (await events.next(
      (event) => event.type === 'mutation' && (event as MutationEvent).documentId === `${type}-after`,
      20_000,
    )) as MutationEvent
    expect(heard.result).toMatchObject({n: sent})
  }, 60_000)
})

describe('listen filter length', () => {
  /** A filter of exactly `length` characters. */
  const filterOf = (length: number) => `*[_type == "${'a'.repeat(length - '*[_type == ""]'.length)}"]`

  it('a listen filter longer than listenQueryMaxLength is refused with 413 JSON before any event is sent', async () => {
    const response = await fetch(`${server.url}${listenUrl(filterOf(QUERY_MAX + 1))}`, {
      headers: {Authorization: `Bearer ${server.token}`},
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({
      statusCode: 413,
      message: `The listen query is ${QUERY_MAX + 1} characters long; this server listens to queries of at most ${QUERY_MAX} characters (limits.listenQueryMaxLength)`,
    })
  })

  it('a listen socket with a filter longer than listenQueryMaxLength is refused with 413 before the upgrade', async () => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${listenUrl(filterOf(QUERY_MAX + 1))}`, {
      headers: {Authorization: `Bearer ${server.token}`},
    })
    cleanups.push(() => ws.terminate())
    const status = await new Promise<number>((resolve, reject) => {
      ws.once('open', () => reject(new Error('the upgrade was accepted')))
      ws.once('unexpected-response', (_request, res) => resolve(res.statusCode ?? 0))
      ws.once('error', () => {})
    })
    expect(status).toBe(413)
  })

  it('a listen filter of exactly listenQueryMaxLength is listened to', async () => {
    const filter = filterOf(QUERY_MAX)
    expect(filter).toHaveLength(QUERY_MAX)
    const stream = await openEventStream(`${server.url}${listenUrl(filter)}`, {Authorization: `Bearer ${server.token}`})
    cleanups.push(() => stream.close())
    expect(stream.status).toBe(200)
    expect((await stream.next()).event).toBe('welcome')
  })
})
