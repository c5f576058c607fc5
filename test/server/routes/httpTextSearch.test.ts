import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
  await api.mutate([
    {create: {_id: 'exact', _type: 'post', title: 'Content lake basics', body: 'intro', rank: 3}},
    {create: {_id: 'partial', _type: 'post', title: 'A lake of content', body: 'other words', rank: 1}},
    {create: {_id: 'in-body', _type: 'post', title: 'Unrelated', body: 'all about the content lake', rank: 2}},
    {create: {_id: 'author', _type: 'author', name: 'Content Lake Person'}},
    {create: {_id: 'drafts.exact', _type: 'post', title: 'Content lake basics (draft)'}},
    {create: {_id: 'noise', _type: 'post', title: 'Nothing to see'}},
  ])
})
afterAll(() => server.close())

const search = async (body: Record<string, unknown>) => {
  const response = await api.post('/data/textsearch/production', body)
  expect(response.status, response.text).toBe(200)
  return response.body as {
    hits: Array<{id: string; type: string; score: number; attributes: Record<string, unknown>}>
    nextCursor?: string
  }
}

describe('POST /data/textsearch/{dataset}', () => {
  it('ranks the exact phrase above partial matches and honours path weights', async () => {
    const {hits} = await search({
      query: {string: 'content lake'},
      filter: '_type in $__types && !(_id in path("drafts.**"))',
      params: {__types: ['post']},
      types: [
        {
          name: 'post',
          paths: [
            {path: 'title', weight: 10},
            {path: 'body', weight: 1},
          ],
        },
      ],
    })
    expect(hits.map((hit) => hit.id)).toEqual(['exact', 'partial', 'in-body'])
    expect(hits[0]).toEqual({
      id: 'exact',
      type: 'post',
      score: expect.any(Number),
      attributes: {_id: 'exact', _type: 'post'},
    })
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score)
  })

  it('lets weights move a body match above a title match', async () => {
    const {hits} = await search({
      query: {string: 'content lake'},
      filter: '_id in ["partial", "in-body"]',
      types: [
        {
          name: 'post',
          paths: [
            {path: 'title', weight: 1},
            {path: 'body', weight: 10},
          ],
        },
      ],
    })
    expect(hits.map((hit) => hit.id)).toEqual(['in-body', 'partial'])
  })

  it('matches word prefixes and needs every word', async () => {
    expect((await search({query: {string: 'cont lak'}, types: [{name: 'author'}]})).hits.map((hit) => hit.id)).toEqual([
      'author',
    ])
    expect((await search({query: {string: 'content zebra'}})).hits).toEqual([])
  })

  it('pages with limit and fromCursor', async () => {
    const request = {query: {string: 'content'}, filter: '_type == "post"'}
    const all = (await search(request)).hits.map((hit) => hit.id)
    // A draft and its published document are one hit: exact (or its draft), partial, in-body.
    expect(all).toHaveLength(3)
    const first = await search({...request, limit: 2})
    expect(first.hits.map((hit) => hit.id)).toEqual(all.slice(0, 2))
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await search({...request, limit: 2, fromCursor: first.nextCursor})
    expect(second.hits.map((hit) => hit.id)).toEqual(all.slice(2))
    expect(second.nextCursor).toBeUndefined()
  })

  it('orders by attributes and returns the attributes asked for', async () => {
    const {hits} = await search({
      query: {string: 'content'},
      filter: 'defined(rank)',
      order: [{attribute: 'rank', direction: 'desc'}],
      includeAttributes: ['_id', 'rank'],
    })
    expect(hits.map((hit) => hit.attributes)).toEqual([
      {_id: 'exact', rank: 3},
      {_id: 'in-body', rank: 2},
      {_id: 'partial', rank: 1},
    ])
  })

  it('answers 400 for bad requests', async () => {
    const bad = [
      {},
      {query: 'content'},
      {query: {string: 'x'}, limit: 0},
      {query: {string: 'x'}, fromCursor: 'not-a-cursor'},
      {query: {string: 'x'}, types: 'post'},
      {query: {string: 'x'}, filter: 42},
      {query: {string: 'x'}, filter: '_type =='},
    ]
    for (const body of bad) {
      const response = await api.post('/data/textsearch/production', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })
})
