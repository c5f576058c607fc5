import {mkdtempSync, rmSync} from 'node:fs'
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {Duplex} from 'node:stream'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import WebSocket from 'ws'
import {
  ChannelError,
  ClientError,
  createClient,
  type ClientOptions,
  type ListenEvent,
  type WebSocketFactory,
} from '../../src/client'
import type {HttpConnection} from '../../src/client/httpTransport/HttpRequester'
import {
  listenOverWebSocket,
  listenSocketFactory,
  SOCKET_FAILURES_BEFORE_FALLBACK,
} from '../../src/client/httpTransport/listenOverWebSocket'
import {globalWebSocketFactory} from '../../src/client/httpTransport/WebSocketLike'
import {createServer, type VellumServer} from '../../src/server'
import {signInForToken} from '../server/support/signIn'
import {startTestServer, type TestServer} from '../server/support/startTestServer'
import {recordEvents, type RecordedEvents} from './support/recordEvents'

// The `ws` package stands in for a browser's WebSocket; it can send the bearer token.
const webSocket: WebSocketFactory = (url, {headers}) => new WebSocket(url, {headers})

const CONFIG = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'} as const

/** A client whose listeners use websockets. */
const socketClient = (url: string, token: string | undefined, extra: Partial<ClientOptions> = {}) =>
  createClient({apiHost: url, ...CONFIG, webSocket, ...(token === undefined ? {} : {token}), ...extra})

/** A client without a websocket factory (Node 20 has no global one): its listeners use event streams. */
const eventStreamClient = (url: string, token: string | undefined) =>
  createClient({apiHost: url, ...CONFIG, ...(token === undefined ? {} : {token})})

/** Waits until a server reports the given open listeners. */
async function untilListeners(server: VellumServer, expected: {eventStream: number; webSocket: number}): Promise<void> {
  for (let i = 0; i < 300 && JSON.stringify(server.listeners()) !== JSON.stringify(expected); i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect(server.listeners()).toEqual(expected)
}

/** A listen event without the server-chosen listener name, to compare two listeners' events. */
const comparable = (event: ListenEvent) => (event.type === 'welcome' ? {type: 'welcome'} : event)

describe('listening over a websocket', () => {
  let server: TestServer
  const open: Array<RecordedEvents<unknown>> = []
  const record = <T>(events: RecordedEvents<T>) => (open.push(events as RecordedEvents<unknown>), events)

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterEach(async () => {
    open.splice(0).forEach((events) => events.unsubscribe())
    await untilListeners(server.server, {eventStream: 0, webSocket: 0})
  })
  afterAll(async () => {
    await server.close()
  })

  it('emits the same events as the event stream for the same query, over a socket', async () => {
    const query = '*[_type == $type]'
    const options = {
      includeResult: true,
      includePreviousRevision: true,
      effectFormat: 'mendoza',
      tag: 'test.listen',
    } as const
    const overSocket = record(
      recordEvents(socketClient(server.url, server.token).listen(query, {type: 'parity'}, options)),
    )
    const overStream = record(
      recordEvents(eventStreamClient(server.url, server.token).listen(query, {type: 'parity'}, options)),
    )
    expect(await overSocket.next()).toEqual({type: 'welcome', listenerName: expect.any(String)})
    await overStream.next()
    expect(server.server.listeners()).toEqual({eventStream: 1, webSocket: 1})

    const client = socketClient(server.url, server.token)
    await client.mutate([
      {create: {_id: 'p1', _type: 'parity', title: 'One'}},
      {create: {_id: 'p-other', _type: 'post'}},
    ])
    await client.mutate([{patch: {id: 'p1', set: {title: 'Two'}}}])
    await client.mutate([{delete: {id: 'p1'}}])
    const disappear = (event: ListenEvent) => event.type === 'mutation' && event.transition === 'disappear'
    await Promise.all([overSocket.next(disappear), overStream.next(disappear)])
    expect(overSocket.values.map(comparable)).toEqual(overStream.values.map(comparable))
    expect(overSocket.values.map((event) => (event.type === 'mutation' ? event.transition : event.type))).toEqual([
      'welcome',
      'appear',
      'update',
      'disappear',
    ])
  })

  it('honours params and the listen options', async () => {
    const client = socketClient(server.url, server.token)
    const bare = record(
      recordEvents(client.listen('*[_id == $id]', {id: 'o1'}, {includeResult: false, includeMutations: false})),
    )
    const named = record(recordEvents(client.listen('*[_id == $id]', {id: 'o1'}, {listenerName: 'chosen-name'})))
    await bare.next()
    expect(await named.next()).toEqual({type: 'welcome', listenerName: 'chosen-name'})
    await client.mutate([{create: {_id: 'o-other', _type: 'post'}}, {create: {_id: 'o1', _type: 'post'}}])
    const event = await bare.next()
    expect(event).toMatchObject({type: 'mutation', documentId: 'o1', transition: 'appear'})
    for (const field of ['result', 'mutations', 'effects']) expect(event).not.toHaveProperty(field)
    expect(await named.next()).toMatchObject({
      documentId: 'o1',
      result: expect.objectContaining({_id: 'o1'}),
      mutations: expect.any(Array),
    })
    expect(server.server.listeners()).toEqual({eventStream: 0, webSocket: 2})
  })

  it('ends with the same ChannelError for a query that does not parse', async () => {
    const overSocket = await recordEvents(socketClient(server.url, server.token).listen('*[_type == ]')).error()
    const overStream = await recordEvents(eventStreamClient(server.url, server.token).listen('*[_type == ]')).error()
    expect(overSocket).toBeInstanceOf(ChannelError)
    expect(overSocket).toEqual(overStream)
    expect((overSocket as ChannelError).details).toEqual((overStream as ChannelError).details)
  })

  it('ends with the same ClientError as the event stream for a refused caller (401, 403)', async () => {
    const credentials = {email: 'listen-norole@example.com', password: 'correct-horse-battery'}
    await server.server.users.add({...credentials, name: 'No Role', roles: []})
    const {token: noRole} = await signInForToken(server.url, credentials)
    for (const [token, status] of [
      [undefined, 401],
      ['not-a-valid-token', 401],
      [noRole, 403],
    ] as const) {
      const overSocket = await recordEvents(socketClient(server.url, token).listen('*')).error()
      const overStream = await recordEvents(eventStreamClient(server.url, token).listen('*')).error()
      expect(overSocket).toBeInstanceOf(ClientError)
      expect(overSocket).toMatchObject({statusCode: status})
      const {statusCode, message, responseBody, details} = overStream as ClientError
      expect(overSocket).toMatchObject({statusCode, message, responseBody, details})
    }
  })

  it('takes a socket from an allow-listed browser origin', async () => {
    server.server.cors.add('http://localhost:4200')
    const fromPage: WebSocketFactory = (url, {headers}) =>
      new WebSocket(url, {headers, origin: 'http://localhost:4200'})
    const events = record(recordEvents(socketClient(server.url, server.token, {webSocket: fromPage}).listen('*')))
    expect(await events.next()).toMatchObject({type: 'welcome'})
    expect(server.server.listeners()).toEqual({eventStream: 0, webSocket: 1})
  })

  it('unsubscribing closes the socket and ends the listener on the server', async () => {
    const events = recordEvents(socketClient(server.url, server.token).listen('*'))
    await events.next()
    expect(server.server.listeners()).toEqual({eventStream: 0, webSocket: 1})
    events.unsubscribe()
    await untilListeners(server.server, {eventStream: 0, webSocket: 0})
  })

  it('keeps more than six listeners of one client open and still answers a fetch', async () => {
    const client = socketClient(server.url, server.token)
    const listeners = Array.from({length: 8}, (_, i) =>
      record(recordEvents(client.listen('*[_type == "many"]', {}, {tag: `test.many-${i}`}))),
    )
    await Promise.all(listeners.map((events) => events.next((event) => event.type === 'welcome')))
    expect(server.server.listeners()).toEqual({eventStream: 0, webSocket: 8})
    await client.mutate([{create: {_id: 'many-1', _type: 'many'}}])
    expect(await client.fetch('*[_id == "many-1"][0]._type')).toBe('many')
    for (const events of listeners) expect(await events.next()).toMatchObject({type: 'mutation', documentId: 'many-1'})
  })
})

describe('choosing websockets for listeners', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  const connection = (extra: Partial<HttpConnection> = {}): HttpConnection => ({
    apiHost: 'http://127.0.0.1:3400',
    host: '127.0.0.1:3400',
    withCredentials: false,
    fetch: globalThis.fetch,
    ...extra,
  })
  /** The runtime's WebSocket as a browser has it (one that sends no headers). */
  const browserFactory = () => {
    vi.stubGlobal('WebSocket', WebSocket)
    return globalWebSocketFactory()!
  }

  it('uses a factory that sends headers, token or not', () => {
    expect(listenSocketFactory(connection({token: 'abc'}), webSocket)).toBe(webSocket)
    expect(listenSocketFactory(connection(), webSocket)).toBe(webSocket)
  })

  it('uses event streams without a factory', () => {
    expect(listenSocketFactory(connection({token: 'abc'}), undefined)).toBeUndefined()
  })

  it("uses a browser's WebSocket only without a token, where the event stream would send the session cookie", () => {
    const factory = browserFactory()
    expect(listenSocketFactory(connection({token: 'abc', withCredentials: true}), factory)).toBeUndefined()
    expect(listenSocketFactory(connection({withCredentials: true}), factory)).toBe(factory)
    // Cross-origin without credentials the stream goes without the cookie; a socket would not.
    expect(listenSocketFactory(connection(), factory)).toBeUndefined()
    vi.stubGlobal('location', {origin: 'http://127.0.0.1:3400'})
    expect(listenSocketFactory(connection(), factory)).toBe(factory)
  })
})

/**
 * A reverse proxy that forwards plain HTTP requests but not websocket upgrades, as a proxy
 * without upgrade support does: hop-by-hop headers (`Connection`, `Upgrade`) are dropped, so
 * an upgrade request reaches the server as a plain GET.
 */
async function startPlainProxy(
  target: string,
  options: {swallowUpgrades?: boolean} = {},
): Promise<{url: string; upgradeAttempts: () => number; dropStreams: () => void; close: () => Promise<void>}> {
  const {hostname, port} = new URL(target)
  const responses = new Set<ServerResponse>()
  let upgradeAttempts = 0
  const hopByHop = new Set([
    'connection',
    'upgrade',
    'keep-alive',
    'proxy-connection',
    'transfer-encoding',
    'te',
    'trailer',
    'sec-websocket-key',
    'sec-websocket-version',
    'sec-websocket-extensions',
  ])
  const forwardable = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)))
  const proxy: Server = createHttpServer((req, res) => {
    if (req.headers.upgrade !== undefined) upgradeAttempts++
    responses.add(res)
    res.on('close', () => responses.delete(res))
    const upstream = httpRequest(
      {hostname, port, path: req.url, method: req.method, headers: forwardable(req.headers)},
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    res.on('close', () => upstream.destroy())
    req.pipe(upstream)
  })
  const swallowed = new Set<Duplex>()
  if (options.swallowUpgrades) {
    // Takes the upgrade request and never answers it, as a proxy that holds it might.
    proxy.on('upgrade', (_req, socket: Duplex) => {
      upgradeAttempts++
      swallowed.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => swallowed.delete(socket))
    })
  }
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    upgradeAttempts: () => upgradeAttempts,
    dropStreams: () => responses.forEach((res) => res.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        swallowed.forEach((socket) => socket.destroy())
        proxy.closeAllConnections()
        proxy.close(() => resolve())
      }),
  }
}

describe('listening where websockets do not get through', () => {
  let server: TestServer
  let proxy: Awaited<ReturnType<typeof startPlainProxy>>
  beforeAll(async () => {
    server = await startTestServer()
    proxy = await startPlainProxy(server.url)
  })
  afterAll(async () => {
    await proxy.close()
    await server.close()
  })

  it('falls back to the event stream, and stays on it once the socket failed twice', async () => {
    const client = socketClient(proxy.url, server.token)
    const events = recordEvents(client.listen('*[_type == "proxied"]'))
    const reconnected = async () => {
      proxy.dropStreams()
      expect(await events.next()).toEqual({type: 'reconnect'})
      expect(await events.next()).toMatchObject({type: 'welcome'})
      await untilListeners(server.server, {eventStream: 1, webSocket: 0})
    }
    try {
      expect(await events.next()).toMatchObject({type: 'welcome'})
      expect(proxy.upgradeAttempts()).toBe(1)
      await untilListeners(server.server, {eventStream: 1, webSocket: 0})
      await client.mutate([{create: {_id: 'x1', _type: 'proxied'}}])
      expect(await events.next()).toMatchObject({type: 'mutation', documentId: 'x1', transition: 'appear'})

      // Once could be a server that came back between the socket and the stream: one more try.
      await reconnected()
      expect(proxy.upgradeAttempts()).toBe(SOCKET_FAILURES_BEFORE_FALLBACK)
      // Twice is a path without websockets: no more attempts.
      await reconnected()
      await reconnected()
      expect(proxy.upgradeAttempts()).toBe(SOCKET_FAILURES_BEFORE_FALLBACK)
      await client.mutate([{create: {_id: 'x2', _type: 'proxied'}}])
      expect(await events.next()).toMatchObject({type: 'mutation', documentId: 'x2', transition: 'appear'})
    } finally {
      events.unsubscribe()
    }
  })

  it('still ends with the 401 of a refused caller', async () => {
    const error = await recordEvents(socketClient(proxy.url, 'not-a-valid-token').listen('*')).error()
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({statusCode: 401})
  })
})

describe('listening where an upgrade is never answered', () => {
  it('gives up on the socket after the open timeout and streams events instead', async () => {
    const server = await startTestServer()
    const proxy = await startPlainProxy(server.url, {swallowUpgrades: true})
    const {host} = new URL(proxy.url)
    const connection: HttpConnection = {
      apiHost: proxy.url,
      host,
      token: server.token,
      withCredentials: false,
      fetch: (url, init) => globalThis.fetch(url, init),
    }
    const events = recordEvents(
      listenOverWebSocket(connection, {...CONFIG}, '*[_type == "held"]', {}, {}, webSocket, 100),
    )
    try {
      expect(await events.next()).toMatchObject({type: 'welcome'})
      expect(proxy.upgradeAttempts()).toBe(1)
      await untilListeners(server.server, {eventStream: 1, webSocket: 0})
      await server.server.lake.mutate('production', [{create: {_id: 'h1', _type: 'held'}}])
      expect(await events.next()).toMatchObject({type: 'mutation', documentId: 'h1'})
    } finally {
      events.unsubscribe()
      await proxy.close()
      await server.close()
    }
  })
})

describe('listening over a websocket while the server restarts', () => {
  it('emits reconnect, then welcome on a new socket once the server is back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vellum-listen-socket-'))
    let server = await createServer({dataDir, port: 0, onError: () => {}})
    const {port} = server
    const token = server.tokens.add('administrator')
    // The event-stream requests a failed socket is followed by, and whether they got an answer.
    const standIns: Array<Promise<unknown>> = []
    const client = socketClient(server.url, token, {
      fetch: (url, init) => {
        const answer = globalThis.fetch(url, init)
        if (new URL(url).pathname.includes('/data/listen/'))
          standIns.push(
            answer.then(
              () => 'answered',
              () => 'failed',
            ),
          )
        return answer
      },
    })
    const events = recordEvents(client.listen('*[_type == "note"]'))
    try {
      await events.next((event) => event.type === 'welcome')
      expect(server.listeners()).toEqual({eventStream: 0, webSocket: 1})
      await server.close()
      await events.next((event) => event.type === 'reconnect')
      // Restart once an attempt has failed whole (socket and stream), so the client is waiting
      // out its backoff rather than between its socket and its stream.
      for (let i = 0; standIns.length === 0 && i < 500; i++) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(await standIns[0]).toBe('failed')
      server = await createServer({dataDir, port, onError: () => {}})
      await events.next((event) => event.type === 'welcome')
      expect(server.listeners()).toEqual({eventStream: 0, webSocket: 1})
      await client.mutate([{create: {_id: 'after-restart', _type: 'note'}}])
      expect(await events.next((event) => event.type === 'mutation')).toMatchObject({
        documentId: 'after-restart',
        transition: 'appear',
      })
      expect(events.values.map((event) => event.type)).toEqual(['welcome', 'reconnect', 'welcome', 'mutation'])
    } finally {
      events.unsubscribe()
      await server.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})
