import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {authenticationToken, MAX_PENDING_PRESENCE_SOCKETS} from '../../../src/server/presence/PresenceHub'
import {signInForToken} from '../support/signIn'
import {startTestServer, type TestServer} from '../support/startTestServer'

const AUTH_MS = 300
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({presenceAuthMs: AUTH_MS})
})
afterAll(() => server.close())

const url = () => `${server.url.replace('http', 'ws')}/v2022-06-30/socket/production`

/** Opens a socket without credentials and collects what it receives until it closes. */
function open(headers: Record<string, string> = {}, address = url()) {
  const socket = new WebSocket(address, {headers})
  const messages: Array<Record<string, unknown>> = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>))
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const closed = new Promise<{code: number; reason: string}>((resolve) =>
    socket.once('close', (code, reason) => resolve({code, reason: String(reason)})),
  )
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
    )
  return {socket, messages, opened, closed, next}
}

describe('presence sockets that authenticate after connecting', () => {
  it('let a client in once its first message carries a valid token, relaying under its user', async () => {
    const a = open()
    const b = open()
    await Promise.all([a.opened, b.opened])
    a.socket.send(JSON.stringify({type: 'authorization', token: server.token}))
    b.socket.send(JSON.stringify({method: 'authorization', params: {token: server.token}}))
    // Authenticated sockets answer pings: proof that both are in.
    a.socket.send(JSON.stringify({type: 'ping'}))
    expect(await a.next()).toEqual({type: 'pong'})
    b.socket.send(JSON.stringify({type: 'ping'}))
    expect(await b.next()).toEqual({type: 'pong'})
    a.socket.send(JSON.stringify({type: 'state', sessionId: 's-a', locations: []}))
    const relayed = await b.next()
    expect(relayed).toMatchObject({type: 'state', sessionId: 's-a', userId: expect.any(String)})
    a.socket.close()
    b.socket.close()
  })

  it('closes a socket that sends nothing within the timeout with 4001', async () => {
    const started = Date.now()
    const c = open()
    await c.opened
    const {code, reason} = await c.closed
    expect(code).toBe(4001)
    expect(reason).toMatch(/Authentication required/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_MS - 50)
  })

  it('closes a socket whose first message is not an authentication with 4001, relaying nothing', async () => {
    const watcher = open()
    await watcher.opened
    watcher.socket.send(JSON.stringify({type: 'authorization', token: server.token}))
    watcher.socket.send(JSON.stringify({type: 'ping'}))
    await watcher.next()
    const c = open()
    await c.opened
    c.socket.send(JSON.stringify({type: 'state', sessionId: 'intruder', locations: []}))
    expect((await c.closed).code).toBe(4001)
    watcher.socket.send(JSON.stringify({type: 'ping'}))
    await watcher.next()
    expect(watcher.messages.filter((message) => message.type === 'state')).toEqual([])
    watcher.socket.close()
  })

  it('closes with 4001 for an invalid token and 4003 for a token without a role', async () => {
    const bad = open()
    await bad.opened
    bad.socket.send(JSON.stringify({type: 'authorization', token: 'not-a-token'}))
    expect(await bad.closed).toEqual({code: 4001, reason: 'The token is not valid or has expired'})

    await server.server.users.add({
      email: 'norole@example.com',
      name: 'No role',
      roles: [],
      password: 'correct horse battery',
    })
    const {token} = await signInForToken(server.url, {email: 'norole@example.com', password: 'correct horse battery'})
    const noRole = open()
    await noRole.opened
    noRole.socket.send(JSON.stringify({type: 'authorization', token}))
    expect(await noRole.closed).toEqual({code: 4003, reason: 'The token has no role in this project'})
  })

  it('refuses more unauthenticated sockets than MAX_PENDING_PRESENCE_SOCKETS with 503, and takes them again once those leave', async () => {
    // A server whose waiting sockets do not time out while the test opens them all.
    const patient = await startTestServer({presenceAuthMs: 60_000})
    const patientUrl = `${patient.url.replace('http', 'ws')}/v2022-06-30/socket/production`
    try {
      const waiting = Array.from({length: MAX_PENDING_PRESENCE_SOCKETS}, () => open({}, patientUrl))
      await Promise.all(waiting.map((socket) => socket.opened))
      expect(await upgradeStatus(patientUrl)).toBe(503)
      for (const socket of waiting) socket.socket.close()
      await Promise.all(waiting.map((socket) => socket.closed))
      const again = open({}, patientUrl)
      await again.opened
      again.socket.send(JSON.stringify({type: 'authorization', token: patient.token}))
      again.socket.send(JSON.stringify({type: 'ping'}))
      expect(await again.next()).toEqual({type: 'pong'})
      again.socket.close()
    } finally {
      await patient.close()
    }
  })

  it('still refuses an upgrade whose own credentials are wrong with 401', async () => {
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url(), {headers: {Authorization: 'Bearer not-a-token'}})
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.on('open', () => resolve(101))
    })
    expect(refused).toBe(401)
  })
})

/** The status an upgrade without credentials gets (101 when it opens). */
function upgradeStatus(address: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(address)
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    socket.on('open', () => {
      resolve(101)
      socket.close()
    })
  })
}

describe('authenticationToken', () => {
  it.each([
    ['{"type":"authorization","token":"t1"}', 't1'],
    ['{"method":"authorization","params":{"token":"t2"}}', 't2'],
    ['{"type":"authorization","token":""}', undefined],
    ['{"type":"state","sessionId":"s"}', undefined],
    ['not json', undefined],
    ['["authorization"]', undefined],
  ])('reads %s as %j', (text, expected) => {
    expect(authenticationToken(text)).toBe(expected)
  })
})
