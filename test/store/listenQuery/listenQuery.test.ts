import {from, map, of, switchMap} from 'rxjs'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {
  ClientError,
  createClient,
  createInProcessClient,
  RETRY_BASE_MS,
  type MutationEvent,
  type VellumClient,
} from '../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {
  LISTEN_CONNECTION_ERROR_MESSAGE,
  LISTEN_QUERY_MUTATION_DELAY_MS,
  LISTEN_QUERY_THROTTLE_MS,
  listenQuery,
} from '../../../src/store/listenQuery'
import {recordEvents} from '../../client/support/recordEvents'
import {startTestServer} from '../../server/support/startTestServer'
import {countingClient, STORE_TRANSPORTS, uid, type StoreTransport} from '../preview/support/storeTransports'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}
const TITLES = '*[_type == $type] | order(title asc).title'

describe.each(STORE_TRANSPORTS)('listenQuery over $name', ({start}) => {
  let t: StoreTransport
  beforeAll(async () => {
    t = await start()
  })
  afterAll(() => t.close())

  it('fetches once the listener is up, then again after each change the listener reports', async () => {
    const type = uid('note')
    await t.client.mutate([{create: {_id: uid(), _type: type, title: 'b'}}])
    const results = recordEvents(listenQuery<string[]>(t.client, TITLES, {type}, {tag: 'test.listen-query'}))
    expect(await results.next()).toEqual(['b'])
    await t.client.mutate([{create: {_id: uid(), _type: type, title: 'a'}}])
    expect(await results.next((titles) => titles.length === 2)).toEqual(['a', 'b'])
    results.unsubscribe()
  })

  it('with fetchAtOnce, answers before the listener is up, and again once it is, with what changed in between', async () => {
    const type = uid('note')
    await t.client.mutate([{create: {_id: uid(), _type: type, title: 'b'}}])
    // A listener that connects only when told to.
    let connect!: () => void
    const connected = new Promise<void>((resolve) => (connect = resolve))
    const slowListener = new Proxy(t.client, {
      get(target, key) {
        if (key === 'listen')
          return (...args: Parameters<VellumClient['listen']>) =>
            from(connected).pipe(switchMap(() => target.listen(...args)))
        const value: unknown = Reflect.get(target, key)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const results = recordEvents(listenQuery<string[]>(slowListener, TITLES, {type}, {fetchAtOnce: true}))
    expect(await results.next()).toEqual(['b'])
    await t.client.mutate([{create: {_id: uid(), _type: type, title: 'a'}}])
    connect()
    expect(await results.next((titles) => titles.length === 2)).toEqual(['a', 'b'])
    results.unsubscribe()
  })

  it('fetches one query and listens on another', async () => {
    const type = uid('note')
    const id = uid()
    await t.client.mutate([{create: {_id: id, _type: type, title: 'first'}}])
    const results = recordEvents(
      listenQuery<{count: number}>(
        t.client,
        {fetch: '{"count": count(*[_type == $type])}', listen: '*[_type == $type]'},
        {type},
      ),
    )
    expect(await results.next()).toEqual({count: 1})
    await t.client.mutate([{delete: {id}}])
    expect(await results.next((result) => result.count === 0)).toEqual({count: 0})
    results.unsubscribe()
  })

  it('fails with the listener error for a query that does not parse', async () => {
    const error = await recordEvents(listenQuery(t.client, '*[_type == ]')).error()
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({message: expect.stringMatching(/parse|expected|unexpected/i)})
  })

  it('refuses a missing query before anything is sent', async () => {
    const counting = countingClient(t.client)
    await expect(recordEvents(listenQuery(counting.client, {fetch: '*', listen: ''})).error()).resolves.toBeInstanceOf(
      TypeError,
    )
    expect(counting.calls).toHaveLength(0)
    expect(counting.listens).toHaveLength(0)
  })
})

describe('listenQuery against a server that is gone', () => {
  it('fails with "Could not establish EventSource connection" when the listener cannot connect', async () => {
    const server = await startTestServer()
    const client = createClient({apiHost: server.url, token: server.token, ...config})
    await server.close()
    const error = await recordEvents(listenQuery(client, '*')).error()
    expect(error).toMatchObject({message: LISTEN_CONNECTION_ERROR_MESSAGE})
    expect(error).not.toBeInstanceOf(ClientError)
  })
})

/**
 * The real client, except that its listener reports mutations with visibility `transaction`,
 * as a server does whose events may arrive before queries see the change (the lake only ever
 * sends `query`).
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

describe('listenQuery timing (fake timers, in-process)', () => {
  let lake: Lake
  let client: VellumClient
  beforeEach(() => {
    vi.useFakeTimers()
    lake = createLake({storage: memoryStorage()})
    client = createInProcessClient({lake, ...config})
  })
  afterEach(() => {
    vi.useRealTimers()
    lake.close()
  })

  const create = (id: string, title: string) => client.mutate([{create: {_id: id, _type: 'note', title}}])

  it(`refetches at the first change and once more at the end of the ${LISTEN_QUERY_THROTTLE_MS} ms throttle`, async () => {
    const counting = countingClient(client)
    const results = recordEvents(listenQuery<string[]>(counting.client, TITLES, {type: 'note'}))
    await vi.advanceTimersByTimeAsync(0)
    expect(results.values).toEqual([[]])
    for (const [i, title] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      await create(`n${i}`, title)
      await vi.advanceTimersByTimeAsync(10)
    }
    expect(counting.callsOf('fetch')).toHaveLength(2)
    expect(results.values.at(-1)).toEqual(['a'])
    await vi.advanceTimersByTimeAsync(LISTEN_QUERY_THROTTLE_MS - 50 - 1)
    expect(counting.callsOf('fetch')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(counting.callsOf('fetch')).toHaveLength(3)
    expect(results.values.at(-1)).toEqual(['a', 'b', 'c', 'd', 'e'])
    results.unsubscribe()
  })

  it(`waits ${LISTEN_QUERY_MUTATION_DELAY_MS} ms before refetching after a mutation whose visibility is not query`, async () => {
    const counting = countingClient(withTransactionVisibility(client))
    const results = recordEvents(listenQuery<string[]>(counting.client, TITLES, {type: 'note'}))
    await vi.advanceTimersByTimeAsync(0)
    await create('n1', 'late')
    await vi.advanceTimersByTimeAsync(LISTEN_QUERY_MUTATION_DELAY_MS - 1)
    expect(counting.callsOf('fetch')).toHaveLength(1)
    expect(results.values).toEqual([[]])
    await vi.advanceTimersByTimeAsync(1)
    expect(counting.callsOf('fetch')).toHaveLength(2)
    expect(results.values).toEqual([[], ['late']])
    results.unsubscribe()
  })

  it('refetches only after mutations with the transitions asked for', async () => {
    const counting = countingClient(client)
    const results = recordEvents(
      listenQuery<string[]>(counting.client, TITLES, {type: 'note'}, {transitions: ['appear', 'disappear']}),
    )
    await vi.advanceTimersByTimeAsync(0)
    await create('n1', 'one')
    await vi.advanceTimersByTimeAsync(LISTEN_QUERY_THROTTLE_MS)
    expect(counting.callsOf('fetch')).toHaveLength(2)
    await client.mutate([{patch: {id: 'n1', set: {title: 'renamed'}}}])
    await vi.advanceTimersByTimeAsync(LISTEN_QUERY_THROTTLE_MS)
    expect(counting.callsOf('fetch')).toHaveLength(2)
    expect(results.values.at(-1)).toEqual(['one'])
    results.unsubscribe()
  })

  it('refetches after the listener reconnects, as changes in between may be missed', async () => {
    const counting = countingClient(client)
    const results = recordEvents(listenQuery<string[]>(counting.client, TITLES, {type: 'note'}))
    await vi.advanceTimersByTimeAsync(0)
    // Closing the lake drops its listeners; the client reconnects after the first retry delay.
    lake.close()
    await create('n1', 'while away')
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS)
    expect(counting.callsOf('fetch')).toHaveLength(2)
    expect(results.values).toEqual([[], ['while away']])
    results.unsubscribe()
  })

  it('fails when the first event is neither a welcome nor a reconnect', async () => {
    const mutationFirst = {
      ...client,
      listen: () => of({type: 'mutation', documentId: 'x', transition: 'update', visibility: 'query'} as MutationEvent),
    }
    const error = await recordEvents(listenQuery(mutationFirst, '*')).error()
    expect(error).toMatchObject({message: 'Received unexpected type of first event "mutation"'})
  })
})
