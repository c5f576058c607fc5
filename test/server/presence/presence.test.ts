import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {signInForToken} from '../support/signIn'
import {startTestServer, type TestServer} from '../support/startTestServer'

/** A presence socket as a test drives it: send JSON, wait for the next matching message. */
interface TestSocket {
  ws: WebSocket
  send(message: unknown): void
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  next(match?: (message: any) => boolean, timeoutMs?: number): Promise<any>
  /** Messages received so far and not yet taken by `next`. */
  pending: unknown[]
  closed: Promise<{code: number; reason: string}>
}

function socketUrl(server: TestServer, path = '/v2022-06-30/socket/production'): string {
  return `${server.url.replace(/^http/, 'ws')}${path}`
}

function connect(server: TestServer, token: string | null, path?: string): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(server, path), token === null ? {} : {headers: {Authorization: `Bearer ${token}`}})
  const pending: unknown[] = []
  const waiters: Array<{match: (message: unknown) => boolean; resolve: (message: unknown) => void}> = []
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as unknown
    const index = waiters.findIndex((waiter) => waiter.match(message))
    if (index === -1) pending.push(message)
    else waiters.splice(index, 1)[0]!.resolve(message)
  })
  const closed = new Promise<{code: number; reason: string}>((resolve) =>
    ws.on('close', (code, reason) => resolve({code, reason: String(reason)})),
  )
  const socket: TestSocket = {
    ws,
    pending,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match = () => true, timeoutMs = 2000) => {
      const index = pending.findIndex(match)
      if (index !== -1) return Promise.resolve(pending.splice(index, 1)[0])
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message arrived')), timeoutMs)
        waiters.push({match, resolve: (message) => (clearTimeout(timer), resolve(message))})
      })
    },
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

/** The status an upgrade is refused with. */
function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {headers})
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => reject(new Error('upgrade accepted')))
    ws.once('error', () => {})
  })
}

const location = (documentId: string) => ({
  type: 'document',
  documentId,
  path: ['title'],
  lastActiveAt: '2030-01-01T00:00:00.000Z',
})

let server: TestServer
let ada: string
let grace: string
const sockets: TestSocket[] = []
const open = async (token: string | null, path?: string) => {
  const socket = await connect(server, token, path)
  sockets.push(socket)
  return socket
}

beforeEach(async () => {
  server = await startTestServer({presenceIdleMs: 300})
  ada = server.server.tokens.add('editor', 'Ada')
  grace = server.server.tokens.add('viewer', 'Grace')
})
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate()
  await server.close()
})

describe('presence websocket', () => {
  it('relays state to the other sessions of the dataset, stamped with the sender', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', userId: 'someone-else', locations: [location('post-1')]})
    const received = await b.next()
    const adaId = (
      (await fetch(`${server.url}/v1/users/me`, {headers: {Authorization: `Bearer ${ada}`}}).then((r) => r.json())) as {
        id: string
      }
    ).id
    expect(received).toMatchObject({
      type: 'state',
      sessionId: 'session-a',
      userId: adaId,
      user: {id: adaId, name: 'Ada'},
      locations: [location('post-1')],
    })
    expect(typeof received.timestamp).toBe('string')
    // The sender does not hear its own message.
    a.send({type: 'ping'})
    expect(await a.next()).toEqual({type: 'pong'})
    expect(a.pending).toEqual([])
  })

  it('keeps datasets apart', async () => {
    const a = await open(ada)
    const other = await open(grace, '/v2022-06-30/socket/staging')
    const same = await open(grace, '/v1/socket/local/production/presence')
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    expect(await same.next()).toMatchObject({type: 'state', sessionId: 'session-a'})
    other.send({type: 'ping'})
    await other.next((message) => message.type === 'pong')
    expect(other.pending).toEqual([])
  })

  it('relays a roll-call so the others announce themselves again', async () => {
    const a = await open(ada)
    const b = await open(grace)
    b.send({type: 'rollCall', sessionId: 'session-b'})
    expect(await a.next()).toMatchObject({type: 'rollCall', sessionId: 'session-b', user: {name: 'Grace'}})
    a.send({type: 'state', sessionId: 'session-a', locations: [location('post-2')]})
    expect(await b.next()).toMatchObject({type: 'state', sessionId: 'session-a', locations: [location('post-2')]})
  })

  it('announces a closed socket’s sessions as disconnected', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    await b.next((message) => message.type === 'state')
    a.ws.close()
    expect(await b.next()).toMatchObject({type: 'disconnect', sessionId: 'session-a', user: {name: 'Ada'}})
  })

  it('relays an explicit disconnect once, not again when the socket closes', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    await b.next((message) => message.type === 'state')
    a.send({type: 'disconnect', sessionId: 'session-a'})
    expect(await b.next()).toMatchObject({type: 'disconnect', sessionId: 'session-a'})
    a.ws.close()
    await a.closed
    b.send({type: 'ping'})
    await b.next((message) => message.type === 'pong')
    expect(b.pending).toEqual([])
  })

  it('drops a session that sends nothing within the idle timeout and announces it', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    await b.next((message) => message.type === 'state')
    // b keeps itself alive with heartbeats while a stays silent.
    const heartbeat = setInterval(() => b.send({type: 'ping'}), 100)
    try {
      expect(await b.next((message) => message.type === 'disconnect', 2000)).toMatchObject({
        sessionId: 'session-a',
        user: {name: 'Ada'},
      })
      expect((await a.closed).code).toBe(4000)
      expect(b.ws.readyState).toBe(WebSocket.OPEN)
    } finally {
      clearInterval(heartbeat)
    }
  })

  it('refuses an upgrade with invalid credentials with 401, and unknown paths with 404', async () => {
    // Without any credentials the socket opens and must authenticate first (presenceAuth.test.ts).
    expect(await refusedStatus(socketUrl(server), {Authorization: 'Bearer not-a-token'})).toBe(401)
    expect(
      await refusedStatus(socketUrl(server, '/v1/socket/other-project/production/presence'), {
        Authorization: `Bearer ${ada}`,
      }),
    ).toBe(404)
    expect(await refusedStatus(socketUrl(server, '/v1/nowhere'), {Authorization: `Bearer ${ada}`})).toBe(404)
    expect(await refusedStatus(socketUrl(server, '/v1/socket/Bad%20Name'), {Authorization: `Bearer ${ada}`})).toBe(400)
  })

  it('accepts signed-in users by their session token', async () => {
    await server.server.users.add({
      email: 'lin@example.com',
      name: 'Lin',
      roles: ['editor'],
      password: 'a-long-password',
    })
    const {token} = await signInForToken(server.url, {email: 'lin@example.com', password: 'a-long-password'})
    const lin = await open(token)
    const b = await open(grace)
    lin.send({type: 'state', sessionId: 'session-lin', locations: []})
    expect(await b.next()).toMatchObject({userId: expect.stringMatching(/^u/), user: {name: 'Lin'}})
  })

  it('accepts the session cookie from the server’s own pages, not from other origins', async () => {
    await server.server.users.add({
      email: 'lin@example.com',
      name: 'Lin',
      roles: ['editor'],
      password: 'a-long-password',
    })
    const {cookieToken} = await signInForToken(server.url, {email: 'lin@example.com', password: 'a-long-password'})
    const cookie = `vellum_session=${cookieToken}`
    const ws = new WebSocket(socketUrl(server), {headers: {Cookie: cookie}, origin: server.url})
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))
    ws.close()
    expect(await refusedStatus(socketUrl(server), {Cookie: cookie, Origin: 'http://evil.example'})).toBe(401)
  })

  it('answers bad messages with an error and keeps serving', async () => {
    const a = await open(ada)
    const b = await open(grace)
    const bad: unknown[] = [
      'not json',
      JSON.stringify([1, 2]),
      {type: 'dance'},
      {type: 'state', locations: []},
      {type: 'state', sessionId: 's', locations: 'here'},
      {type: 'disconnect'},
    ]
    for (const message of bad) {
      a.send(message)
      expect(await a.next()).toMatchObject({type: 'error', message: expect.any(String)})
    }
    a.ws.send(Buffer.from([1, 2, 3]), {binary: true})
    expect(await a.next()).toMatchObject({type: 'error'})
    // Nothing bad reached the other session; good messages still flow.
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    expect(await b.next()).toMatchObject({type: 'state', sessionId: 'session-a'})
    expect((await fetch(`${server.url}/ping`)).status).toBe(200)
  })

  it('does not let one connection speak for another’s session', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    await b.next((message) => message.type === 'state')
    b.send({type: 'disconnect', sessionId: 'session-a'})
    expect(await b.next()).toMatchObject({type: 'error', message: expect.stringContaining('another connection')})
    expect(a.pending).toEqual([])
  })

  it('closes a socket that sends more than 64 KB in one message with 1009', async () => {
    const a = await open(ada)
    const b = await open(grace)
    a.send({type: 'state', sessionId: 'session-a', locations: []})
    await b.next((message) => message.type === 'state')
    a.send({type: 'state', sessionId: 'session-a', locations: [{...location('x'), path: ['y'.repeat(70_000)]}]})
    expect((await a.closed).code).toBe(1009)
    expect(await b.next()).toMatchObject({type: 'disconnect', sessionId: 'session-a'})
  })

  it('closes every socket when the server closes', async () => {
    const a = await open(ada)
    const b = await open(grace)
    await server.server.close()
    expect((await a.closed).code).toBe(1001)
    expect((await b.closed).code).toBe(1001)
  })
})
