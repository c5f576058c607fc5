import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

// GROQ over HTTP on a real server and SQLite file: the answers issue 24 found wrong.
let server: TestServer
let api: ReturnType<typeof apiClient>

const ref = (id: string) => ({_type: 'reference', _ref: id})

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
  const response = await api.mutate([
    ...['a', 'b', 'c', 'd'].map((id) => ({create: {_id: id, _type: 'test'}})),
    {create: {_id: 'r1', _type: 'person', name: ''}},
    {create: {_id: 'r2', _type: 'person', name: 'Ada'}},
    {create: {_id: 'both', _type: 'post', author: ref('r1'), editor: ref('r2')}},
    {create: {_id: '_.releases.spring', _type: 'system.release', name: 'spring'}},
  ])
  expect(response.status).toBe(200)
})
afterAll(() => server.close())

const postQuery = (query: string, params: Record<string, unknown> = {}) =>
  api.post('/data/query/production?perspective=raw', {query, params})

describe('query parameters that decide what brackets mean', () => {
  it('slices with $from..$to given in the query string (GET), not a 400 "slicing must use constant numbers"', async () => {
    const response = await api.query('*[_type=="test"] | order(_id asc)[$from..$to]._id', {from: 0, to: 1})
    expect(response.status).toBe(200)
    expect(response.body.result).toEqual(['a', 'b'])
  })

  it('slices with [0...$__limit] given in a POST body, as the hosted studio lists documents', async () => {
    const response = await postQuery('*[_type == "test"] | order(_id desc) [0...$__limit]._id', {__limit: 2})
    expect(response.status).toBe(200)
    expect(response.body.result).toEqual(['d', 'c'])
  })

  it('indexes with a number parameter and reads an attribute with a string one', async () => {
    expect((await postQuery('(*[_type=="test"]|order(_id))[$i]._id', {i: 1})).body.result).toBe('b')
    expect((await api.query('{"x":1,"y":2}[$key]', {key: 'y'})).body.result).toBe(2)
  })
})

describe('storage answers', () => {
  it('lists a document referencing several of the ids once', async () => {
    expect((await postQuery('*[references("r1","r2")]._id')).body.result).toEqual(['both'])
    expect((await postQuery('count(*[references($ids)])', {ids: ['r1', 'r2']})).body.result).toBe(1)
  })

  it('finds a document whose attribute is the empty string, literal or parameter', async () => {
    expect((await postQuery('*[name == ""]._id')).body.result).toEqual(['r1'])
    expect((await postQuery('*[name == $t]._id', {t: ''})).body.result).toEqual(['r1'])
  })

  it('lets releases::all() see the whole dataset beside a filtered *', async () => {
    const response = await postQuery('{"r": releases::all()[]._id, "p": *[_type=="person"]._id}')
    expect(response.body.result).toEqual({r: ['_.releases.spring'], p: ['r1', 'r2']})
  })
})

describe('functions groq-js does not implement', () => {
  it.each([
    '*[geo::distance(a, b) < 10]',
    'geo::latLng(1, 2)',
    '*[_type == "test"]{"d": geo::distance(geo::latLng(1, 2), geo::latLng(3, 4))}',
    '*[geo::contains(a, b)]',
    '*[geo::intersects(a, b)]',
    '*[_type == "test"] | score(text::semanticSimilarity("x"))',
    '*[text::query("x")]',
    'documents::get("a")',
    'documents::incomingRefCount("a")',
    'user::attributes()',
    '*[_type == "test"]{"a": media::aspect(a, b)}',
  ])('%s answers 400 with the function named, not 500', async (query) => {
    for (const response of [await postQuery(query), await api.query(query)]) {
      expect(response.status).toBe(400)
      expect(response.body.error.description).toMatch(/not supported by this server/)
    }
  })
})
