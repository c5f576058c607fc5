import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {rpcToken} from '../../../src/server/presence/jsonRpcPresence'
import {authenticationToken} from '../../../src/server/presence/PresenceHub'
import {startTestServer, type TestServer} from '../support/startTestServer'

// The presence socket's JSON-RPC dialect, as the hosted studio's socket client speaks it:
// authorization as the first request, then presence_subscribe / _announce / _rollcall /
// _disconnect, with notifications per subscription.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({presenceAuthMs: 2000})
})
afterAll(() => server.close())

type Message = Record<string, unknown>

/** A socket without credentials on the upgrade, as a browser opens it, with a JSON-RPC `call`. */
async function connect() {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v2022-06-30/socket/production?tag=sanity.studio`)
  const messages: Message[] = []
  const waiters: Array<{match: (message: Message) => boolean; resolve: (message: Message) => void}> = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message
    messages.push(message)
    for (const waiter of waiters.filter((entry) => entry.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(message)
    }
  })
  const closed = new Promise<{code: number; reason: string}>((resolve) =>
    socket.once('close', (code, reason) => resolve({code, reason: String(reason)})),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 0
  const waitFor = (match: (message: Message) => boolean) =>
    new Promise<Message>((resolve) => {
      const seen = messages.find(match)
      if (seen) resolve(seen)
      else waiters.push({match, resolve})
    })
  /** Sends a request and resolves with its answer. */
  const call = (method: string, params: Message = {}) => {
    const id = `req-${++nextId}`
    socket.send(JSON.stringify({jsonrpc: '2.0', method, params: {...params, apiVersion: 'v1'}, id}))
    return waitFor((message) => message.id === id)
  }
  /** Resolves with the next notification of `subscription`, past those already seen. */
  const notified = (subscription: unknown, type: string) =>
    waitFor(
      (message) =>
        message.method === 'presence_subscription' &&
        (message.params as Message).subscription === subscription &&
        ((message.params as Message).result as Message).type === type,
    ).then((message) => (message.params as Message).result as Message)
  return {socket, messages, closed, call, notified}
}

const location = {type: 'document', documentId: 'post-1', path: ['title'], lastActiveAt: '2026-01-01T00:00:00.000Z'}

describe('the JSON-RPC presence dialect', () => {
  it('authenticates with the first request, answering it, and relays to subscribers in their shape', async () => {
    const a = await connect()
    const b = await connect()
    expect(await a.call('authorization', {authorization: `Bearer ${server.token}`})).toEqual({
      jsonrpc: '2.0',
      id: 'req-1',
      result: true,
    })
    expect((await b.call('authorization', {authorization: `Bearer ${server.token}`})).result).toBe(true)
    const subscribed = await b.call('presence_subscribe')
    const subscription = subscribed.result
    expect(subscription).toEqual(expect.any(String))

    expect(await a.call('presence_announce', {data: {sessionId: 'session-a', locations: [location]}})).toEqual({
      jsonrpc: '2.0',
      id: 'req-2',
      result: true,
    })
    const state = await b.notified(subscription, 'state')
    expect(state).toEqual({type: 'state', i: expect.any(String), m: {sessionId: 'session-a', locations: [location]}})
    const userId = state.i

    await a.call('presence_rollcall', {session: 'session-a'})
    expect(await b.notified(subscription, 'rollCall')).toEqual({type: 'rollCall', i: userId, session: 'session-a'})

    await a.call('presence_disconnect', {session: 'session-a'})
    expect(await b.notified(subscription, 'disconnect')).toEqual({
      type: 'disconnect',
      i: userId,
      m: {session: 'session-a'},
    })
    // Nothing reached the sender, and the unsubscribed sender got no notifications.
    expect(a.messages.filter((message) => message.method === 'presence_subscription')).toEqual([])
    a.socket.close()
    b.socket.close()
  })

  it('announces a closed socket’s sessions as disconnected, and stops after unsubscribing', async () => {
    const a = await connect()
    const b = await connect()
    await a.call('authorization', {authorization: `Bearer ${server.token}`})
    await b.call('authorization', {authorization: `Bearer ${server.token}`})
    const {result: subscription} = await b.call('presence_subscribe')
    await a.call('presence_announce', {data: {sessionId: 'session-c', locations: []}})
    await b.notified(subscription, 'state')
    a.socket.close()
    expect((await b.notified(subscription, 'disconnect')).m).toEqual({session: 'session-c'})

    expect((await b.call('presence_unsubscribe', {subscriptionId: subscription})).result).toBe(true)
    const c = await connect()
    await c.call('authorization', {authorization: `Bearer ${server.token}`})
    await c.call('presence_announce', {data: {sessionId: 'session-d', locations: []}})
    // b hears nothing more: a round trip of its own proves the relay had its chance.
    await b.call('presence_rollcall', {session: 'session-b'})
    expect(b.messages.filter((message) => message.method === 'presence_subscription')).toHaveLength(2)
    b.socket.close()
    c.socket.close()
  })

  it('relays JSON-RPC announcements to plain-dialect sockets as plain messages', async () => {
    const rpc = await connect()
    const plain = await connect()
    await rpc.call('authorization', {authorization: `Bearer ${server.token}`})
    plain.socket.send(JSON.stringify({type: 'authorization', token: server.token}))
    plain.socket.send(JSON.stringify({type: 'ping'}))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await rpc.call('presence_announce', {data: {sessionId: 'session-e', locations: [location]}})
    await expect
      .poll(() => plain.messages.find((message) => message.type === 'state'))
      .toMatchObject({type: 'state', sessionId: 'session-e', locations: [location], userId: expect.any(String)})
    rpc.socket.close()
    plain.socket.close()
  })

  it('answers unknown methods and bad params with JSON-RPC errors, keeping the socket open', async () => {
    const a = await connect()
    await a.call('authorization', {authorization: `Bearer ${server.token}`})
    expect(await a.call('presence_teleport')).toMatchObject({
      id: 'req-2',
      error: {code: -32601, message: expect.stringMatching(/Unknown method "presence_teleport"/)},
    })
    expect(await a.call('presence_announce', {data: {locations: []}})).toMatchObject({
      id: 'req-3',
      error: {code: -32602, message: expect.stringMatching(/sessionId/)},
    })
    expect(await a.call('presence_unsubscribe')).toMatchObject({error: {code: -32602}})
    expect((await a.call('presence_subscribe')).result).toEqual(expect.any(String))
    a.socket.close()
  })

  it('closes with 4001 when the authorization request carries an invalid token', async () => {
    const a = await connect()
    a.socket.send(
      JSON.stringify({jsonrpc: '2.0', method: 'authorization', params: {authorization: 'Bearer nope'}, id: '1'}),
    )
    expect(await a.closed).toEqual({code: 4001, reason: 'The token is not valid or has expired'})
  })

  it('closes with 4001 when the first request is not an authorization', async () => {
    const a = await connect()
    a.socket.send(JSON.stringify({jsonrpc: '2.0', method: 'presence_subscribe', params: {}, id: '1'}))
    expect((await a.closed).code).toBe(4001)
  })
})

describe('rpcToken', () => {
  it.each([
    [{authorization: 'Bearer abc'}, 'abc'],
    [{authorization: 'bearer  abc '}, 'abc'],
    [{authorization: 'Basic abc'}, undefined],
    [{token: 'xyz'}, 'xyz'],
    [{token: ''}, undefined],
    [{}, undefined],
  ])('reads %j as %j', (params, expected) => {
    expect(rpcToken(params)).toBe(expected)
  })
})

describe('authenticationToken', () => {
  it('reads the JSON-RPC authorization request of the hosted studio', () => {
    const request = {
      jsonrpc: '2.0',
      method: 'authorization',
      params: {authorization: 'Bearer t3', apiVersion: 'v1'},
      id: '1',
    }
    expect(authenticationToken(JSON.stringify(request))).toBe('t3')
  })
})
