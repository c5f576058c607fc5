import {waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../../src/lake'
import {createDocumentListStore, documentStatus, rowAt, type DocumentListStore} from '../../../../src/structure'

const LIVE = {timeout: 5000}
const teardowns: Array<() => void> = []
afterEach(() => {
  while (teardowns.length > 0) teardowns.pop()!()
})

/** `count` posts `post-000`, `post-001`, … titled `Post 000`, … */
function posts(count: number, from = 0) {
  return Array.from({length: count}, (_, at) => {
    const n = String(from + at).padStart(3, '0')
    return {_id: `post-${n}`, _type: 'post', title: `Post ${n}`}
  })
}

/** A lake with the documents, a client of it, and a store over `_type == "post"` by title. */
async function setup(documents: Array<Record<string, unknown> & {_id: string; _type: string}>, pageSize = 50) {
  const lake = createLake({storage: memoryStorage()})
  if (documents.length > 0)
    await lake.mutate(
      'production',
      documents.map((document) => ({create: document})),
    )
  const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})
  const fetched: string[] = []
  const counting = {
    ...client,
    fetch: ((query: string, ...rest: unknown[]) => (
      fetched.push(query),
      (client.fetch as (...args: unknown[]) => unknown)(query, ...rest)
    )) as typeof client.fetch,
  }
  const store = createDocumentListStore({
    client: counting,
    query: {filter: '_type == $type', params: {type: 'post'}, ordering: [{field: 'title', direction: 'asc'}]},
    pageSize,
    throttleTime: 0,
  })
  const unsubscribe = store.subscribe(() => {})
  teardowns.push(unsubscribe)
  return {lake, store, fetched}
}

const loadedPages = (store: DocumentListStore) => [...store.getSnapshot().pages.keys()].sort((a, b) => a - b)

describe('createDocumentListStore', () => {
  it('counts the documents and fetches only the pages on screen and next to it', async () => {
    const {store, fetched} = await setup(posts(250))
    await waitFor(() => expect(store.getSnapshot().total).toBe(250), LIVE)
    await waitFor(() => expect(loadedPages(store)).toEqual([0, 1]), LIVE)
    expect(rowAt(store.getSnapshot(), 0)).toEqual({id: 'post-000', type: 'post', hasDraft: false, hasPublished: true})
    expect(rowAt(store.getSnapshot(), 99)?.id).toBe('post-099')
    expect(rowAt(store.getSnapshot(), 100)).toBeUndefined()
    expect(fetched.filter((query) => query.includes('order('))).toHaveLength(2)

    store.setVisibleRange(160, 175)
    await waitFor(() => expect(loadedPages(store)).toEqual([2, 3, 4]), LIVE)
    expect(rowAt(store.getSnapshot(), 170)?.id).toBe('post-170')
    expect(rowAt(store.getSnapshot(), 0)).toBeUndefined()
  })

  it('lists a draft and its published document once, and tells their status', async () => {
    const {store} = await setup([
      {_id: 'a', _type: 'post', title: 'A'},
      {_id: 'drafts.b', _type: 'post', title: 'B'},
      {_id: 'c', _type: 'post', title: 'C'},
      {_id: 'drafts.c', _type: 'post', title: 'C'},
    ])
    await waitFor(() => expect(store.getSnapshot().pages.get(0)).toHaveLength(3), LIVE)
    const rows = store.getSnapshot().pages.get(0)!
    expect(rows.map((row) => [row.id, documentStatus(row)])).toEqual([
      ['a', 'published'],
      ['b', 'unpublished'],
      ['c', 'edited'],
    ])
  })

  it('follows the lake: documents appear, move and disappear', async () => {
    const {lake, store} = await setup(posts(3))
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['post-000', 'post-001', 'post-002']),
      LIVE,
    )
    await lake.mutate('production', [{create: {_id: 'first', _type: 'post', title: 'A first post'}}])
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['first', 'post-000', 'post-001', 'post-002']),
      LIVE,
    )
    expect(store.getSnapshot().total).toBe(4)
    await lake.mutate('production', [{patch: {id: 'first', set: {title: 'Z last post'}}}, {delete: {id: 'post-001'}}])
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['post-000', 'post-002', 'first']),
      LIVE,
    )
  })

  it('searches the given fields for words starting with the typed ones', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [
      {create: {_id: 'a', _type: 'post', title: 'Hello world'}},
      {create: {_id: 'b', _type: 'post', title: 'Goodbye world'}},
    ])
    const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})
    const store = createDocumentListStore({
      client,
      query: {
        filter: '_type == "post"',
        params: {},
        ordering: [{field: 'title', direction: 'asc'}],
        searchText: 'wor, hel!',
        searchFields: ['title'],
      },
      throttleTime: 0,
    })
    teardowns.push(store.subscribe(() => {}))
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['a']),
      LIVE,
    )
  })

  it('reports an error, and starts over on retry', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})
    let broken = true
    const flaky = {
      ...client,
      fetch: ((...args: unknown[]) =>
        broken
          ? Promise.reject(new Error('The server is down'))
          : (client.fetch as (...a: unknown[]) => unknown)(...args)) as typeof client.fetch,
    }
    const store = createDocumentListStore({
      client: flaky,
      query: {filter: '_type == "post"', params: {}, ordering: [{field: '_id', direction: 'asc'}]},
      throttleTime: 0,
    })
    teardowns.push(store.subscribe(() => {}))
    await waitFor(() => expect((store.getSnapshot().error as Error | null)?.message).toBe('The server is down'), LIVE)
    broken = false
    store.retry()
    expect(store.getSnapshot().error).toBeNull()
    await waitFor(() => expect(store.getSnapshot().total).toBe(0), LIVE)
  })

  it('keeps showing the rows it has while another query is on its way, then shows the new ones', async () => {
    const {store} = await setup(posts(3))
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['post-000', 'post-001', 'post-002']),
      LIVE,
    )
    const seen: Array<{pending: boolean; ids: string[] | undefined}> = []
    teardowns.push(
      store.subscribe(() =>
        seen.push({
          pending: store.getSnapshot().pending,
          ids: store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        }),
      ),
    )
    store.setQuery({filter: '_type == $type', params: {type: 'post'}, ordering: [{field: 'title', direction: 'desc'}]})
    expect(store.getSnapshot()).toMatchObject({pending: true, total: 3})
    expect(
      store
        .getSnapshot()
        .pages.get(0)
        ?.map((row) => row.id),
    ).toEqual(['post-000', 'post-001', 'post-002'])
    await waitFor(
      () =>
        expect(
          store
            .getSnapshot()
            .pages.get(0)
            ?.map((row) => row.id),
        ).toEqual(['post-002', 'post-001', 'post-000']),
      LIVE,
    )
    expect(store.getSnapshot().pending).toBe(false)
    // Never empty on the way.
    expect(seen.every((entry) => entry.ids?.length === 3)).toBe(true)
  })

  it('waits for a query before fetching anything', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})
    const store = createDocumentListStore({client, throttleTime: 0})
    teardowns.push(store.subscribe(() => {}))
    expect(store.getSnapshot()).toMatchObject({total: null, pending: false})
    store.setQuery({filter: '_type == "post"', params: {}, ordering: [{field: '_id', direction: 'asc'}]})
    await waitFor(() => expect(store.getSnapshot().total).toBe(0), LIVE)
  })

  it('refuses a sort field that is not a field path', () => {
    const lake: Lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})
    expect(() =>
      createDocumentListStore({
        client,
        query: {filter: 'true', params: {}, ordering: [{field: '_id] | {x', direction: 'asc'}]},
      }),
    ).toThrow('is not a field path')
  })
})
