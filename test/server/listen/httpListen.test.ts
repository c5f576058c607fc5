import {applyPatch} from 'mendoza'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {openEventStream, type EventStream} from '../support/eventStream'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
const open: EventStream[] = []

beforeAll(async () => {
  server = await startTestServer({keepAliveMs: 100})
  api = apiClient(server)
})
afterAll(async () => {
  open.forEach((stream) => stream.close())
  await server.close()
})

/** Opens a listen stream the way @sanity/client encodes one. */
async function listen(
  query: string,
  options: Record<string, string> = {},
  params: Record<string, unknown> = {},
  token: string | null = server.token,
) {
  const search = new URLSearchParams({query, ...options})
  for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value))
  const stream = await openEventStream(
    `${server.url}/v2023-11-13/data/listen/production?${search}`,
    token ? {Authorization: `Bearer ${token}`} : {},
  )
  open.push(stream)
  return stream
}

const isMutation = (id: string) => (event: {event: string; data: {documentId?: string}}) =>
  event.event === 'mutation' && event.data.documentId === id

describe('GET /data/listen/{dataset}', () => {
  it('sends welcome first, then mutation events to a second client', async () => {
    const stream = await listen('*[_type == "post"]', {includeResult: 'true'})
    expect(stream.status).toBe(200)
    expect(stream.contentType).toMatch(/^text\/event-stream/)
    const welcome = await stream.next()
    expect(welcome).toEqual({event: 'welcome', data: {listenerName: expect.any(String)}})

    const {body} = await api.mutate([{create: {_id: 'l1', _type: 'post', title: 'Hi'}}])
    const event = await stream.next(isMutation('l1'))
    expect(event.id).toBe(`${body.transactionId}#l1`)
    expect(event.data).toEqual({
      eventId: `${body.transactionId}#l1`,
      documentId: 'l1',
      transactionId: body.transactionId,
      transition: 'appear',
      identity: expect.stringMatching(/^t[0-9a-f]{16}$/),
      mutations: [{create: {_id: 'l1', _type: 'post', title: 'Hi'}}],
      resultRev: body.transactionId,
      timestamp: expect.any(String),
      visibility: 'query',
      result: expect.objectContaining({_id: 'l1', title: 'Hi', _rev: body.transactionId}),
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
    expect(event.data).not.toHaveProperty('type')
  })

  it('sends only documents the query matches, with update and disappear transitions', async () => {
    const stream = await listen('*[_type == "post" && published == true]')
    await stream.next()
    await api.mutate([{create: {_id: 'l2', _type: 'post', published: false}}, {create: {_id: 'l3', _type: 'author'}}])
    await api.mutate([{patch: {id: 'l2', set: {published: true}}}])
    expect((await stream.next()).data).toMatchObject({documentId: 'l2', transition: 'appear'})
    await api.mutate([{patch: {id: 'l2', set: {title: 'x'}}}])
    expect((await stream.next()).data).toMatchObject({documentId: 'l2', transition: 'update'})
    await api.mutate([{delete: {id: 'l2'}}])
    const gone = await stream.next()
    expect(gone.data).toMatchObject({documentId: 'l2', transition: 'disappear'})
    expect(gone.data).not.toHaveProperty('result')
    expect(stream.events.some((event) => event.data.documentId === 'l3')).toBe(false)
  })

  it('takes $params', async () => {
    const stream = await listen('*[_id == $id]', {}, {id: 'l4'})
    await stream.next()
    await api.mutate([{create: {_id: 'other', _type: 'post'}}, {create: {_id: 'l4', _type: 'post'}}])
    expect((await stream.next()).data.documentId).toBe('l4')
  })

  it('sends mendoza effects that turn the previous revision into the new one and back', async () => {
    const stream = await listen('*[_id == "l5"]', {effectFormat: 'mendoza', includePreviousRevision: 'true'})
    await stream.next()
    await api.mutate([
      {create: {_id: 'l5', _type: 'post', title: 'First', tags: ['a', 'b'], nested: {n: 1, keep: 'same'}}},
    ])
    const created = await stream.next()
    expect(applyPatch(null, created.data.effects.apply)).toEqual(created.data.result)
    expect(applyPatch(created.data.result, created.data.effects.revert)).toBeNull()

    await api.mutate([
      {patch: {id: 'l5', set: {title: 'Second', 'nested.n': 2}, insert: {after: 'tags[-1]', items: ['c']}}},
    ])
    const updated = await stream.next()
    expect(updated.data.previous).toEqual(created.data.result)
    expect(applyPatch(updated.data.previous, updated.data.effects.apply)).toEqual(updated.data.result)
    expect(applyPatch(updated.data.result, updated.data.effects.revert)).toEqual(updated.data.previous)
    expect(updated.data.previousRev).toBe(created.data.resultRev)
  })

  it('honours includeResult=false and includeMutations=false', async () => {
    const stream = await listen('*[_id == "l6"]', {includeResult: 'false', includeMutations: 'false'})
    await stream.next()
    await api.mutate([{create: {_id: 'l6', _type: 'post'}}])
    const event = await stream.next()
    expect(event.data).not.toHaveProperty('result')
    expect(event.data).not.toHaveProperty('mutations')
    expect(event.data).not.toHaveProperty('effects')
    expect(event.data).not.toHaveProperty('previous')
  })

  it('numbers the events of one transaction', async () => {
    const stream = await listen('*[_type == "batch"]')
    await stream.next()
    await api.mutate([{create: {_id: 'b1', _type: 'batch'}}, {create: {_id: 'b2', _type: 'batch'}}])
    const first = await stream.next()
    const second = await stream.next()
    expect([first.data.transactionCurrentEvent, second.data.transactionCurrentEvent]).toEqual([1, 2])
    expect(second.data.transactionTotalEvents).toBe(2)
    expect(first.data.transactionId).toBe(second.data.transactionId)
  })

  it('sends keep-alive comments', async () => {
    const stream = await listen('*')
    await stream.next()
    expect(await stream.nextComment(2000)).toBe('keep-alive')
  })

  it('answers a query that does not parse with a channelError event and ends the stream', async () => {
    const stream = await listen('*[_type == ')
    const event = await stream.next()
    expect(event.event).toBe('channelError')
    expect(event.data).toEqual({
      message: expect.stringContaining('Syntax error'),
      error: {
        type: 'queryParseError',
        description: expect.any(String),
        query: '*[_type == ',
        start: expect.any(Number),
        end: expect.any(Number),
      },
    })
    await stream.ended
    expect((await api.query('1')).status).toBe(200)
  })

  it('refuses a listener without a valid token with a 401 JSON answer', async () => {
    const response = await fetch(`${server.url}/v2023-11-13/data/listen/production?query=*`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({error: 'Unauthorized', statusCode: 401})
  })

  it('answers 400 JSON for a missing query or bad options', async () => {
    expect((await api.get('/data/listen/production')).status).toBe(400)
    expect((await api.get('/data/listen/production?query=*&includeResult=perhaps')).status).toBe(400)
    expect((await api.get('/data/listen/production?query=*&effectFormat=json')).status).toBe(400)
  })

  it('stops sending to a listener that disconnected', async () => {
    const stream = await listen('*[_id == "l7"]')
    await stream.next()
    stream.close()
    await stream.ended
    expect((await api.mutate([{create: {_id: 'l7', _type: 'post'}}])).status).toBe(200)
    expect(stream.events).toHaveLength(1)
  })
})
