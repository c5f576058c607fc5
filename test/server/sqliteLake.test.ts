import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createLake} from '../../src/lake'
import {sqliteStorage} from '../../src/server/sqliteStorage'
import {describeLake} from '../lake/lakeBehaviour'

describeLake('SQLite storage', () => sqliteStorage({filename: ':memory:'}))

describe('SQLite text search with many matches', () => {
  // More matching documents than the storage ranks by relevance (2,000), so the candidates
  // come from the head-text tier and the newest of the rest.
  const lake = createLake({storage: sqliteStorage({filename: ':memory:'})})
  const request = {
    query: {string: 'lantern'},
    types: [
      {
        name: 'post',
        paths: [
          {path: 'title', weight: 10},
          {path: 'body[].children[].text', weight: 1},
        ],
      },
    ],
    limit: 20,
  }
  const block = (key: string, text: string) => ({
    _type: 'block',
    _key: key,
    children: [{_type: 'span', _key: `${key}s`, text}],
  })

  beforeAll(async () => {
    const old = [
      {_id: 'old-title', _type: 'post', title: 'The lantern keeper', body: [block('a', 'a story about the sea')]},
      {_id: 'old-title-prefix', _type: 'post', title: 'Lanterns of the harbour', body: [block('a', 'nothing else')]},
    ]
    const filler = Array.from({length: 4500}, (_, i) => ({
      _id: `body-${String(i).padStart(4, '0')}`,
      _type: 'post',
      title: `Harbour notes ${i}`,
      body: [block('a', `the lantern was lit on evening ${i}`)],
    }))
    await lake.mutate(
      'production',
      old.map((doc) => ({create: doc})),
    )
    for (let i = 0; i < filler.length; i += 500)
      await lake.mutate(
        'production',
        filler.slice(i, i + 500).map((doc) => ({create: doc})),
      )
  }, 60_000)
  afterAll(() => lake.close())

  it('ranks title matches first even when thousands of documents mention the word in their body', async () => {
    const {hits, nextCursor} = await lake.textSearch('production', request)
    expect(hits.slice(0, 2).map((hit) => hit.id)).toEqual(['old-title', 'old-title-prefix'])
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score)
    expect(hits[1]!.score).toBeGreaterThan(hits[2]!.score)
    // Body-only matches follow, every one of them a real match.
    expect(hits.slice(2).every((hit) => hit.id.startsWith('body-') && hit.score === 1)).toBe(true)
    expect(nextCursor).toBeDefined()
  })

  it('finds a document edited later by its new title', async () => {
    await lake.mutate('production', [{patch: {id: 'body-0001', set: {title: 'A lantern in the window'}}}])
    const {hits} = await lake.textSearch('production', request)
    expect(
      hits
        .slice(0, 3)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['body-0001', 'old-title', 'old-title-prefix'])
  })
})
