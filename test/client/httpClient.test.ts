import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Subject} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {
  ClientError,
  createClient,
  NetworkError,
  type ClientOptions,
  type ListenEvent,
  type PresenceMessage,
  type UploadEvent,
  type WebSocketFactory,
} from '../../src/client'
import {createServer} from '../../src/server'
import {startTestServer, type TestServer} from '../server/support/startTestServer'
import {describeClient} from './clientBehaviour'
import {recordEvents} from './support/recordEvents'

// The `ws` package stands in for a browser's WebSocket; it can send the bearer token.
const webSocket: WebSocketFactory = (url, {headers}) => new WebSocket(url, {headers})

function clientOf(url: string, token: string | undefined, extra: Partial<ClientOptions> = {}) {
  return createClient({
    apiHost: url,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    webSocket,
    ...(token ? {token} : {}),
    ...extra,
  })
}

describeClient('HTTP against a real server', async () => {
  const server = await startTestServer()
  // Datasets are created explicitly; the shared suite reads and writes a second one.
  server.server.lake.ensureDataset('staging')
  const grace = server.server.tokens.add('editor', 'Grace')
  const viewer = server.server.tokens.add('viewer', 'Vic')
  const idOf = (token: string) => server.server.tokens.verify(token)!.id
  return {
    client: clientOf(server.url, server.token),
    me: {id: idOf(server.token), name: 'test admin'},
    other: clientOf(server.url, grace),
    otherUser: {id: idOf(grace), name: 'Grace'},
    viewer: clientOf(server.url, viewer),
    signedOut: clientOf(server.url, undefined),
    close: () => server.close(),
  }
})

describe('createClient over HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  /** A client whose fetch records every request it sends. */
  const recordingClient = (extra: Partial<ClientOptions> = {}) => {
    const requests: Array<{url: string; init: RequestInit}> = []
    const client = clientOf(server.url, server.token, {
      ...extra,
      fetch: (url, init) => {
        requests.push({url, init})
        return globalThis.fetch(url, init)
      },
    })
    return {client, requests}
  }

  it('sends request tags with the prefix as the `tag` query parameter', async () => {
    const {client, requests} = recordingClient({requestTagPrefix: 'vellum.studio'})
    await client.fetch('*[_type == $type][0]', {type: 'post'}, {tag: 'asset.find-duplicate'})
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/v2025-02-19/data/query/production')
    expect(url.searchParams.get('tag')).toBe('vellum.studio.asset.find-duplicate')
    expect(url.searchParams.get('$type')).toBe('"post"')
    expect(requests[0]!.init.headers).toMatchObject({Authorization: `Bearer ${server.token}`})
  })

  it('tags uploads asset.upload by default', async () => {
    const {client, requests} = recordingClient()
    await recordEvents(
      client.uploadAsset('file', new TextEncoder().encode('tagged upload'), {filename: 'a.txt'}),
    ).completed()
    expect(new URL(requests[0]!.url).searchParams.get('tag')).toBe('asset.upload')
  })

  it('sends a query too long for a URL as a POST', async () => {
    const {client, requests} = recordingClient()
    const long = 'x'.repeat(12_000)
    expect(await client.fetch('$long == $long', {long})).toBe(true)
    expect(requests[0]!.init.method).toBe('POST')
  })

  it('splits a long list of ids over several requests and keeps the order asked', async () => {
    const ids = Array.from(
      {length: 400},
      (_, i) => `chunked-document-with-a-rather-long-id-${String(i).padStart(4, '0')}`,
    )
    await clientOf(server.url, server.token).mutate(ids.map((id) => ({create: {_id: id, _type: 'post'}})))
    const {client, requests} = recordingClient()
    const documents = await client.getDocuments([...ids].reverse())
    expect(documents.map((document) => document?._id)).toEqual([...ids].reverse())
    expect(requests.length).toBeGreaterThan(1)
    expect(requests.every((request) => request.url.length <= 11_264)).toBe(true)
  })

  it('batches users and key-values beyond the server limit of 100 per request', async () => {
    const {client, requests} = recordingClient()
    const me = server.server.tokens.verify(server.token)!.id
    const ids = [...Array.from({length: 150}, (_, i) => `u-nobody-${i}`), me]
    const users = await client.users.getByIds(ids)
    expect(users).toHaveLength(151)
    expect(users.at(-1)).toMatchObject({id: me})
    expect(users.slice(0, 150).every((user) => user === null)).toBe(true)
    const keys = Array.from({length: 120}, (_, i) => `batch.key.${i}`)
    await client.keyValue.set(keys.map((key, i) => ({key, value: i})))
    expect((await client.keyValue.get(keys)).map((pair) => pair.value)).toEqual(keys.map((_, i) => i))
    expect(requests.length).toBe(6)
  })

  it('streams an upload body and reports progress while it is sent', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => (i * 7) % 251)
    const events = recordEvents(clientOf(server.url, server.token).uploadAsset('file', bytes, {filename: 'big.bin'}))
    await events.completed()
    const percents = events.values
      .filter((event): event is Extract<UploadEvent, {type: 'progress'}> => event.type === 'progress')
      .map((event) => event.percent)
    expect(percents[0]).toBe(0)
    expect(percents.at(-1)).toBe(100)
    // 300 KB in 64 KB chunks: steps in between, not just 0 and 100.
    expect(percents.length).toBeGreaterThan(3)
  })

  it('aborts the event-stream listen request when unsubscribed', async () => {
    // Without a websocket factory (Node 20 has no global one) listeners use event streams.
    const {client, requests} = recordingClient({webSocket: undefined})
    const events = recordEvents(client.listen('*'))
    await events.next((event) => event.type === 'welcome')
    const signal = requests[0]!.init.signal!
    expect(signal.aborted).toBe(false)
    events.unsubscribe()
    expect(signal.aborted).toBe(true)
  })

  it('sends the session cookie along with withCredentials', async () => {
    const {requests, client} = recordingClient({withCredentials: true})
    await client.users.getMe()
    expect(requests[0]!.init.credentials).toBe('include')
  })

  it('pings without credentials', async () => {
    const {client, requests} = recordingClient()
    await client.ping()
    expect(requests[0]!.url).toBe(`${server.url}/ping`)
    expect(requests[0]!.init.headers).not.toHaveProperty('Authorization')
    expect(requests[0]!.init.credentials).toBe('omit')
  })

  it('lists sign-in providers and refuses an unknown sign-in id with 401', async () => {
    const client = clientOf(server.url, undefined)
    expect(await client.auth.providers()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({name: 'local', url: expect.stringContaining('/auth/login/local')}),
      ]),
    )
    await expect(client.auth.exchangeSessionId('x'.repeat(24))).rejects.toMatchObject({statusCode: 401})
    await expect(client.auth.logout()).resolves.toBeUndefined()
  })

  it('answers 401 for an invalid token, with the server description', async () => {
    const error = await clientOf(server.url, 'not-a-valid-token')
      .users.getMe()
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Not signed in: sign in, or send an API token as "Authorization: Bearer <token>"',
    })
  })

  it('ends presence with the 401 the server refuses the socket with', async () => {
    const error = await recordEvents(
      clientOf(server.url, 'not-a-valid-token').presence(new Subject<PresenceMessage>()),
    ).error()
    expect(error).toMatchObject({statusCode: 401})
  })

  it('sends heartbeats so a quiet presence socket outlives the server idle timeout', async () => {
    const quiet = await startTestServer({presenceIdleMs: 300})
    try {
      const outgoing = new Subject<PresenceMessage>()
      const events = recordEvents(clientOf(quiet.url, quiet.token).presence(outgoing, {heartbeatMs: 50}))
      await events.next((event) => event.type === 'connected')
      // A raw socket opened after ours that sends nothing: the server dropping it for idleness
      // is the clock that shows ours outlived the same timeout.
      const idle = new WebSocket(`${quiet.url.replace('http', 'ws')}/v2025-02-19/socket/production`, {
        headers: {Authorization: `Bearer ${quiet.token}`},
      })
      const idleClose = await new Promise<number>((resolve) => idle.on('close', (code) => resolve(code)))
      expect(idleClose).toBe(4000)
      // A round trip on our socket after that: relayed by the server to a fresh watcher.
      const watcher = recordEvents(
        clientOf(quiet.url, quiet.server.tokens.add('editor', 'W')).presence(new Subject<PresenceMessage>()),
      )
      await watcher.next((event) => event.type === 'connected')
      outgoing.next({type: 'rollCall'})
      await watcher.next((event) => event.type === 'rollCall')
      expect(events.values.filter((event) => event.type === 'reconnect')).toEqual([])
      events.unsubscribe()
      watcher.unsubscribe()
    } finally {
      await quiet.close()
    }
  })
})

describe('createClient when the server goes away', () => {
  it("rejects with 'Unknown network error attempting to reach {host}' when nothing listens", async () => {
    const gone = await startTestServer()
    const client = clientOf(gone.url, gone.token)
    await gone.close()
    const error = await client.fetch('*').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toBe(`Unknown network error attempting to reach ${new URL(gone.url).host}`)
  })

  it('reconnects a listener after the server restarts on the same port and data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vellum-client-'))
    let server = await createServer({dataDir, port: 0, onError: () => {}})
    const {port} = server
    const token = server.tokens.add('administrator')
    const client = clientOf(server.url, token)
    const events = recordEvents(client.listen('*[_type == "note"]'))
    try {
      await events.next((event: ListenEvent) => event.type === 'welcome')
      await server.close()
      await events.next((event) => event.type === 'reconnect')
      server = await createServer({dataDir, port, onError: () => {}})
      await events.next((event) => event.type === 'welcome')
      await client.mutate([{create: {_id: 'after-restart', _type: 'note'}}])
      expect(await events.next((event) => event.type === 'mutation')).toMatchObject({
        documentId: 'after-restart',
        transition: 'appear',
      })
      expect(events.values.filter((event) => event.type === 'reconnect')).toHaveLength(1)
    } finally {
      events.unsubscribe()
      await server.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })

  it('emits reconnect first when the very first connection fails', async () => {
    const gone = await startTestServer()
    const client = clientOf(gone.url, gone.token)
    await gone.close()
    const events = recordEvents(client.listen('*'))
    expect(await events.next()).toEqual({type: 'reconnect'})
    events.unsubscribe()
  })
})
