import {applyPatch} from 'mendoza'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {apiClient} from '../support/apiClient'
import {openEventStream, type EventStream} from '../support/eventStream'
import {postSignIn, signInForToken} from '../support/signIn'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
const streams: EventStream[] = []
const sockets: WebSocket[] = []

beforeAll(async () => {
  server = await startTestServer({keepAliveMs: 100})
  api = apiClient(server)
  server.server.cors.add('http://localhost:4100')
})
afterAll(async () => {
  streams.forEach((stream) => stream.close())
  sockets.forEach((socket) => socket.terminate())
  await server.close()
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = {type: string; data: any}

/** An open listen socket: its messages in order, and waits for more. */
interface ListenSocket {
  ws: WebSocket
  /** Every text message received so far, parsed, in order. */
  messages: Message[]
  /** The raw text of every message, in order. */
  raw: string[]
  next(predicate?: (message: Message) => boolean, timeoutMs?: number): Promise<Message>
  closed: Promise<{code: number}>
}

function listenSearch(
  query: string,
  options: Record<string, string>,
  params: Record<string, unknown>,
): URLSearchParams {
  const search = new URLSearchParams({query, ...options})
  for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value))
  return search
}

function socketUrl(search: URLSearchParams | string, path = '/v2023-11-13/data/listen/production'): string {
  return `${server.url.replace(/^http/, 'ws')}${path}?${search}`
}

/** Opens a listen socket on the same URL an event stream would use; resolves once it is open. */
function listenSocket(
  query: string,
  options: Record<string, string> = {},
  params: Record<string, unknown> = {},
  token: string | null = server.token,
): Promise<ListenSocket> {
  const ws = new WebSocket(
    socketUrl(listenSearch(query, options, params)),
    token === null ? {} : {headers: {Authorization: `Bearer ${token}`}},
  )
  sockets.push(ws)
  const messages: Message[] = []
  const raw: string[] = []
  let taken = 0
  const wake = new Set<() => void>()
  ws.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false)
    raw.push(String(data))
    messages.push(JSON.parse(String(data)) as Message)
    wake.forEach((fn) => fn())
  })
  const closed = new Promise<{code: number}>((resolve) => ws.on('close', (code) => resolve({code})))
  const socket: ListenSocket = {
    ws,
    messages,
    raw,
    closed,
    next: (predicate = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const attempt = () => {
          for (let i = taken; i < messages.length; i++) {
            if (predicate(messages[i]!)) {
              taken = i + 1
              done()
              return resolve(messages[i]!)
            }
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`no matching message; got ${JSON.stringify(messages.slice(taken))}`))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          wake.delete(attempt)
        }
        wake.add(attempt)
        attempt()
      }),
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

/** The first message of a socket opened with these headers and Origin; the socket is closed after it. */
async function firstMessage(url: string, headers: Record<string, string>, origin: string): Promise<Message> {
  const ws = new WebSocket(url, {headers, origin})
  sockets.push(ws)
  try {
    return await new Promise<Message>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data)) as Message))
      ws.once('error', reject)
    })
  } finally {
    ws.close()
  }
}

/** How an upgrade request is refused: its status and JSON body. */
function refusal(
  url: string,
  headers: Record<string, string> = {},
  origin?: string,
): Promise<{status: number; body: unknown}> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {headers, ...(origin === undefined ? {} : {origin})})
    ws.once('open', () => {
      ws.terminate()
      reject(new Error('the upgrade was accepted'))
    })
    ws.once('unexpected-response', (_req, res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += String(chunk)))
      res.on('end', () => {
        resolve({status: res.statusCode ?? 0, body: JSON.parse(text) as unknown})
        ws.terminate()
      })
    })
    ws.once('error', () => {})
  })
}

/** Opens an event stream for the same listen request, to compare with the socket. */
async function eventStream(query: string, options: Record<string, string> = {}, params: Record<string, unknown> = {}) {
  const stream = await openEventStream(
    `${server.url}/v2023-11-13/data/listen/production?${listenSearch(query, options, params)}`,
    {Authorization: `Bearer ${server.token}`},
  )
  streams.push(stream)
  return stream
}

const authHeader = () => ({Authorization: `Bearer ${server.token}`})

/** Waits until the server reports the given open listeners. */
async function untilListeners(expected: {eventStream: number; webSocket: number}): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const counts = server.server.listeners()
    if (counts.eventStream === expected.eventStream && counts.webSocket === expected.webSocket) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(server.server.listeners()).toEqual(expected)
}

describe('websocket upgrade of GET /data/listen/{dataset}', () => {
  it('sends welcome, then each mutation as {"type", "data"} with the data the event stream sends', async () => {
    const socket = await listenSocket('*[_type == "sock"]', {includeResult: 'true'})
    const stream = await eventStream('*[_type == "sock"]', {includeResult: 'true'})
    const welcome = await socket.next()
    expect(welcome).toEqual({type: 'welcome', data: {listenerName: expect.any(String)}})
    expect(socket.raw[0]).toBe(
      `{"type":"welcome","data":{"listenerName":${JSON.stringify(welcome.data.listenerName)}}}`,
    )
    await stream.next()

    const {body} = await api.mutate([{create: {_id: 's1', _type: 'sock', title: 'Hi'}}])
    const mutation = await socket.next()
    const sse = await stream.next()
    expect(mutation.type).toBe('mutation')
    expect(mutation.data).toEqual(sse.data)
    expect(mutation.data).toMatchObject({
      eventId: `${body.transactionId}#s1`,
      documentId: 's1',
      transition: 'appear',
      result: expect.objectContaining({title: 'Hi'}),
    })
    expect(mutation.data).not.toHaveProperty('type')
    expect(Object.keys(mutation)).toEqual(['type', 'data'])
  })

  it('takes $params and every listen option the event stream takes', async () => {
    const byId = await listenSocket('*[_id == $id]', {}, {id: 's2'})
    const bare = await listenSocket('*[_id == "s3"]', {includeResult: 'false', includeMutations: 'false'})
    const effects = await listenSocket('*[_id == "s4"]', {
      effectFormat: 'mendoza',
      includePreviousRevision: 'true',
      visibility: 'query',
      listenerName: 'named',
    })
    expect((await effects.next()).data).toEqual({listenerName: 'named'})
    await Promise.all([byId.next(), bare.next()])

    await api.mutate([
      {create: {_id: 'other-s', _type: 'post'}},
      {create: {_id: 's2', _type: 'post'}},
      {create: {_id: 's3', _type: 'post'}},
    ])
    expect((await byId.next()).data.documentId).toBe('s2')
    const bareEvent = (await bare.next()).data
    expect(bareEvent.documentId).toBe('s3')
    for (const field of ['result', 'mutations', 'effects', 'previous']) expect(bareEvent).not.toHaveProperty(field)

    await api.mutate([{create: {_id: 's4', _type: 'post', title: 'First'}}])
    const created = (await effects.next()).data
    await api.mutate([{patch: {id: 's4', set: {title: 'Second'}}}])
    const updated = (await effects.next()).data
    expect(updated.previous).toEqual(created.result)
    expect(applyPatch(updated.previous, updated.effects.apply)).toEqual(updated.result)
    expect(byId.messages.map((message) => message.data.documentId).filter(Boolean)).toEqual(['s2'])
  })

  it('sends channelError for a query that does not parse, then closes the socket', async () => {
    const socket = await listenSocket('*[_type == ')
    const stream = await eventStream('*[_type == ')
    const message = await socket.next()
    expect(message.type).toBe('channelError')
    expect(message.data).toEqual((await stream.next()).data)
    expect(message.data.error).toMatchObject({type: 'queryParseError', query: '*[_type == '})
    expect((await socket.closed).code).toBe(1000)
  })

  it('answers the errors the event stream answers as plain HTTP errors, before upgrading', async () => {
    const search = (extra: string) => `query=*${extra}`
    const sseError = async (extra: string, headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/v2023-11-13/data/listen/production?${search(extra)}`, {headers})
      return {status: response.status, body: (await response.json()) as unknown}
    }
    for (const [extra, headers] of [
      ['', {}],
      ['', {Authorization: 'Bearer not-a-token'}],
      ['&includeResult=perhaps', authHeader()],
      ['&effectFormat=json', authHeader()],
      ['&$id=notjson', authHeader()],
    ] as Array<[string, Record<string, string>]>) {
      const refused = await refusal(socketUrl(search(extra)), headers)
      expect(refused).toEqual(await sseError(extra, headers))
      expect(refused.status).toBeGreaterThanOrEqual(400)
    }
    expect(await refusal(socketUrl('', '/v2023-11-13/data/listen/production'), authHeader())).toMatchObject({
      status: 400,
    })
    expect(await refusal(socketUrl('query=*', '/v2023-11-13/data/listen/Not_A_Dataset'), authHeader())).toMatchObject({
      status: 400,
    })
    expect(await refusal(socketUrl('query=*', '/vnope/data/listen/production'), authHeader())).toMatchObject({
      status: 404,
    })
  })

  it('refuses a signed-in user without a role with 403, as the event stream does', async () => {
    const credentials = {email: 'norole@example.com', password: 'correct-horse-battery'}
    await server.server.users.add({...credentials, name: 'No Role', roles: []})
    const {token} = await signInForToken(server.url, credentials)
    const refused = await refusal(socketUrl('query=*'), {Authorization: `Bearer ${token}`})
    expect(refused.status).toBe(403)
    const response = await fetch(`${server.url}/v2023-11-13/data/listen/production?query=*`, {
      headers: {Authorization: `Bearer ${token}`},
    })
    expect(refused.body).toEqual(await response.json())
  })

  it('refuses an Origin that is neither the server’s own nor allow-listed with 403, and takes those that are', async () => {
    const refused = await refusal(socketUrl('query=*'), authHeader(), 'http://evil.example')
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'Forbidden',
        statusCode: 403,
        message: 'The origin http://evil.example is not allowed: add it with "vellum cors add http://evil.example"',
      },
    })
    for (const origin of [server.url, 'http://localhost:4100']) {
      expect((await firstMessage(socketUrl('query=*'), authHeader(), origin)).type).toBe('welcome')
    }
  })

  it('acts with the session cookie only for origins allowed credentials, as the event stream does', async () => {
    const account = {email: 'grace@example.com', password: 'compiler-compiler'}
    await server.server.users.add({...account, name: 'Grace', roles: ['editor']})
    const {cookieToken} = await postSignIn(server.url, account)
    const cookie = {Cookie: `vellum_session=${cookieToken!}`}
    server.server.cors.add('http://localhost:4101', {allowCredentials: false})
    server.server.cors.add('http://localhost:4102', {allowCredentials: true})
    // Allowed, but not with credentials: the cookie does not count, so this is a signed-out listener.
    const refused = await refusal(socketUrl('query=*'), cookie, 'http://localhost:4101')
    expect(refused.status).toBe(401)
    expect((await firstMessage(socketUrl('query=*'), cookie, 'http://localhost:4102')).type).toBe('welcome')
  })

  it('pings an idle socket every keep-alive interval', async () => {
    const socket = await listenSocket('*')
    await socket.next()
    await new Promise<void>((resolve) => socket.ws.once('ping', () => resolve()))
    expect(socket.ws.readyState).toBe(WebSocket.OPEN)
  })

  it('stops the listener when the socket closes, and counts sockets apart from event streams', async () => {
    streams.splice(0).forEach((stream) => stream.close())
    sockets.splice(0).forEach((socket) => socket.terminate())
    await untilListeners({eventStream: 0, webSocket: 0})
    const socket = await listenSocket('*[_id == "s5"]')
    const stream = await eventStream('*[_id == "s5"]')
    await Promise.all([socket.next(), stream.next()])
    expect(server.server.listeners()).toEqual({eventStream: 1, webSocket: 1})
    socket.ws.close()
    await untilListeners({eventStream: 1, webSocket: 0})
    await api.mutate([{create: {_id: 's5', _type: 'post'}}])
    await stream.next()
    expect(socket.messages).toHaveLength(1)
  })

  it('leaves presence sockets as they were', async () => {
    const presence = new WebSocket(`${server.url.replace(/^http/, 'ws')}/v2022-06-30/socket/production`, {
      headers: authHeader(),
    })
    sockets.push(presence)
    await new Promise<void>((resolve, reject) => {
      presence.once('open', () => resolve())
      presence.once('error', reject)
    })
    presence.send(JSON.stringify({type: 'ping'}))
    const pong = await new Promise<unknown>((resolve) =>
      presence.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
    expect(pong).toEqual({type: 'pong'})
    expect(await refusal(`${server.url.replace(/^http/, 'ws')}/v2022-06-30/nothing/here`, authHeader())).toMatchObject({
      status: 404,
    })
  })
})

describe('closing a server with listen sockets', () => {
  it('closes them, and refuses new ones while it shuts down', async () => {
    const own = await startTestServer()
    try {
      const ws = new WebSocket(`${own.url.replace(/^http/, 'ws')}/v1/data/listen/production?query=*`, {
        headers: {Authorization: `Bearer ${own.token}`},
      })
      await new Promise<void>((resolve, reject) => {
        ws.once('message', () => resolve())
        ws.once('error', reject)
      })
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
      await own.close()
      expect(await closed).toBe(1000)
      expect(own.server.listeners()).toEqual({eventStream: 0, webSocket: 0})
    } finally {
      await own.close()
    }
  })
})
