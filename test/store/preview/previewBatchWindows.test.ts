import {map} from 'rxjs'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createInProcessClient, type VellumClient} from '../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {
  createPreviewStore,
  PREVIEW_FAST_BATCH_MS,
  PREVIEW_OBSERVER_LINGER_MS,
  PREVIEW_REQUEST_TAGS,
  PREVIEW_SLOW_BATCH_MS,
} from '../../../src/store/preview'
import {recordEvents} from '../../client/support/recordEvents'
import {countingClient} from './support/storeTransports'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

/**
 * The real client, except that its listener reports every mutation with visibility
 * `transaction`, as a server does whose events may arrive before queries see the change (the
 * lake only ever sends `query`).
 */
function withTransactionVisibility(client: VellumClient): VellumClient {
  return {
    ...client,
    listen: (query, params, options) =>
      client
        .listen(query, params, options)
        .pipe(map((event) => (event.type === 'mutation' ? {...event, visibility: 'transaction' as const} : event))),
  }
}

describe('preview batch windows', () => {
  let lake: Lake
  beforeEach(() => {
    lake = createLake({storage: memoryStorage()})
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    lake.close()
  })

  it(`fetches ${PREVIEW_FAST_BATCH_MS} ms after subscribing and after a change queries already see`, async () => {
    const client = createInProcessClient({lake, ...config})
    await client.mutate([{create: {_id: 'a', _type: 'post', title: 'One'}}])
    const counting = countingClient(client)
    const observed = recordEvents(createPreviewStore({client: counting.client}).observePaths('a', ['title']))
    await vi.advanceTimersByTimeAsync(PREVIEW_FAST_BATCH_MS - 1)
    expect(observed.values).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(observed.values).toEqual([{_id: 'a', _type: 'post', title: 'One'}])

    await client.mutate([{patch: {id: 'a', set: {title: 'Two'}}}])
    await vi.advanceTimersByTimeAsync(PREVIEW_FAST_BATCH_MS)
    expect(observed.values.at(-1)).toMatchObject({title: 'Two'})
    expect(counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentPaths)).toHaveLength(2)
    observed.unsubscribe()
  })

  it(`waits ${PREVIEW_SLOW_BATCH_MS} ms after a change whose visibility is not query, and batches what changes meanwhile`, async () => {
    const client = createInProcessClient({lake, ...config})
    await client.mutate([
      {create: {_id: 'a', _type: 'post', title: 'A1'}},
      {create: {_id: 'b', _type: 'post', title: 'B1'}},
    ])
    const counting = countingClient(withTransactionVisibility(client))
    const store = createPreviewStore({client: counting.client})
    const [a, b] = [recordEvents(store.observePaths('a', ['title'])), recordEvents(store.observePaths('b', ['title']))]
    await vi.advanceTimersByTimeAsync(PREVIEW_FAST_BATCH_MS)
    expect([a.values, b.values]).toEqual([
      [{_id: 'a', _type: 'post', title: 'A1'}],
      [{_id: 'b', _type: 'post', title: 'B1'}],
    ])

    await client.mutate([{patch: {id: 'a', set: {title: 'A2'}}}])
    await vi.advanceTimersByTimeAsync(500)
    await client.mutate([{patch: {id: 'b', set: {title: 'B2'}}}])
    await vi.advanceTimersByTimeAsync(PREVIEW_SLOW_BATCH_MS - 500 - 1)
    expect(a.values).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(a.values.at(-1)).toMatchObject({title: 'A2'})
    // b changed inside a's window, so it went out with a.
    expect(b.values.at(-1)).toMatchObject({title: 'B2'})
    const queries = counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentPaths)
    expect(queries).toHaveLength(2)
    expect(Object.values(queries[1]!.params!).flat().sort()).toEqual(['a', 'b'])
    a.unsubscribe()
    b.unsubscribe()
  })

  it('closes the shared listener once the last preview is gone, after the linger', async () => {
    const client = createInProcessClient({lake, ...config})
    const counting = countingClient(client)
    const store = createPreviewStore({client: counting.client})
    const observed = [
      recordEvents(store.observePaths('x', ['title'])),
      recordEvents(store.observePaths('y', ['title', 'body'])),
    ]
    await vi.advanceTimersByTimeAsync(PREVIEW_FAST_BATCH_MS)
    expect(counting.openListeners).toBe(1)
    observed.forEach((events) => events.unsubscribe())
    await vi.advanceTimersByTimeAsync(PREVIEW_OBSERVER_LINGER_MS)
    expect(counting.openListeners).toBe(0)
    expect(counting.listens).toHaveLength(1)
  })
})
