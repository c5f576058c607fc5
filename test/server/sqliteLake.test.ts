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

describe('SQLite text search: paging and selective filters', () => {
  // 2,500 posts hold "kestrel": more than the storage ranks by relevance (2,000), so candidates
  // come from the head-text tier and the newest of the rest, and more than the first page's
  // window of candidates (150), so the first page and the next come from different windows.
  const lake = createLake({storage: sqliteStorage({filename: ':memory:'})})
  const posts = Array.from({length: 2500}, (_, i) => ({
    _id: `k-${String(i).padStart(4, '0')}`,
    _type: 'post',
    // Every seventh title holds the word; the others hold it in the body only. The index ranks
    // by its own measure, the search by the request's weights.
    title: i % 7 === 0 ? `Kestrel sighting ${i}` : `Field notes ${i}`,
    body: [
      {
        _type: 'block',
        _key: 'a',
        children: [{_type: 'span', _key: 'as', text: `a kestrel over the ridge on day ${i}`}],
      },
    ],
    // One old, body-only post references the ranger: beyond the index's first candidates.
    ...(i === 1 ? {ranger: {_type: 'reference', _ref: 'ranger-1'}} : {}),
  }))
  const request = (limit: number, fromCursor?: string) => ({
    query: {string: 'kestrel'},
    types: [
      {
        name: 'post',
        paths: [
          {path: 'title', weight: 10},
          {path: 'body[].children[].text', weight: 1},
        ],
      },
    ],
    limit,
    ...(fromCursor ? {fromCursor} : {}),
  })

  beforeAll(async () => {
    await lake.mutate('production', [{create: {_id: 'ranger-1', _type: 'ranger', name: 'Rita'}}])
    for (let i = 0; i < posts.length; i += 500)
      await lake.mutate(
        'production',
        posts.slice(i, i + 500).map((doc) => ({create: doc})),
      )
  }, 60_000)
  afterAll(() => lake.close())

  it('lists every match once over pages of different sizes, the title matches first', async () => {
    const first = await lake.textSearch('production', request(100))
    expect(first.hits).toHaveLength(100)
    // The title matches come first: there are more of them than the first page holds.
    const titled = new Set(posts.filter((post) => post.title.startsWith('Kestrel')).map((post) => post._id))
    expect(first.hits.every((hit) => titled.has(hit.id))).toBe(true)
    const listed = first.hits.map((hit) => hit.id)
    let cursor = first.nextCursor
    while (cursor) {
      const page = await lake.textSearch('production', request(1000, cursor))
      listed.push(...page.hits.map((hit) => hit.id))
      cursor = page.nextCursor
    }
    expect(listed).toHaveLength(2500)
    expect(new Set(listed)).toEqual(new Set(posts.map((post) => post._id)))
  })

  it('pages of equal size list every match once too', async () => {
    const listed: string[] = []
    let cursor: string | undefined
    do {
      const page = await lake.textSearch('production', request(500, cursor))
      listed.push(...page.hits.map((hit) => hit.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(listed).toHaveLength(2500)
    expect(new Set(listed).size).toBe(2500)
  })

  it('finds the one match a filter allows, however low the index ranks it', async () => {
    const {hits} = await lake.textSearch('production', {
      ...request(100),
      filter: 'references($ranger)',
      params: {ranger: 'ranger-1'},
    })
    expect(hits.map((hit) => hit.id)).toEqual(['k-0001'])
  })

  it('rejects a cursor whose pages do not add up', async () => {
    const cursor = btoa(JSON.stringify({o: 100, p: [50]}))
    await expect(lake.textSearch('production', request(100, cursor))).rejects.toMatchObject({kind: 'badRequest'})
  })
})

describe('SQLite text search: a few matches, read by id', () => {
  it("finds only the dataset's own documents of the requested types", async () => {
    const lake = createLake({storage: sqliteStorage({filename: ':memory:'})})
    try {
      await lake.mutate('production', [
        {create: {_id: 'p1', _type: 'post', title: 'Heron at dawn'}},
        {create: {_id: 'a1', _type: 'author', name: 'Heron Watcher'}},
      ])
      lake.ensureDataset('staging')
      await lake.mutate('staging', [{create: {_id: 's1', _type: 'post', title: 'Heron at dusk'}}])
      const {hits} = await lake.textSearch('production', {query: {string: 'heron'}, types: [{name: 'post'}]})
      expect(hits.map((hit) => hit.id)).toEqual(['p1'])
      const all = await lake.textSearch('staging', {query: {string: 'heron'}})
      expect(all.hits.map((hit) => hit.id)).toEqual(['s1'])
    } finally {
      lake.close()
    }
  })
})

describe('SQLite text search: a deep window over more matches than are ranked', () => {
  it('gives every match when the window is wider than the matches, not the first 2,001', async () => {
    const storage = sqliteStorage({filename: ':memory:'})
    const lake = createLake({storage})
    try {
      await lake.mutate(
        'production',
        Array.from({length: 2500}, (_, i) => ({create: {_id: `k-${i}`, _type: 'post', title: `Kestrel ${i}`}})),
      )
      expect(storage.searchText!('production', ['kestrel'], 3150, ['post'])).toHaveLength(2500)
    } finally {
      lake.close()
    }
  })
})
