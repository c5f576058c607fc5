import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {
  operationsFor,
  whenConsistent,
  type DocumentOperations,
  type OperationsTransport,
} from '../../../src/store/operations'
import type {ContentDocument} from '../../../src/types'
import {DATASET, TransportError} from '../document/support/lakeTransport'
import {advance, set, settle, testStore, type WatchedPair} from '../document/support/testStore'
import {content} from './support/pairOperations'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.post-1'

/** A store over a real lake whose network can fail, with the operations of its `post-1` pair. */
async function storeWithOperations() {
  const store = testStore()
  const transport: OperationsTransport = {
    getDocuments: (ids) => store.transport.getDocuments(ids),
    mutate: (mutations, options) => store.transport.mutate(mutations, options),
    listen: (query, params, options) => store.transport.listen(query, params, options),
    history: {
      documents: (ids, at) =>
        Promise.resolve(
          store.lake
            .getDocumentsAt(DATASET, [...ids], at)
            .filter((document): document is ContentDocument => document !== null),
        ),
    },
  }
  return {
    store,
    open: async (): Promise<WatchedPair & {operations: () => DocumentOperations}> => {
      const watched = await store.open()
      let latest: DocumentOperations | undefined
      const subscription = operationsFor(watched.pair, {transport, schemaType: 'post'}).subscribe(
        (operations) => (latest = operations),
      )
      const close = watched.close
      return {
        ...watched,
        operations: () => latest!,
        close: () => {
          subscription.unsubscribe()
          close()
        },
      }
    },
  }
}

/** Runs a promise to its end while fake time moves on (the lake commits in native macrotasks). */
async function outcome<T>(promise: Promise<T>): Promise<{value?: T; error?: unknown}> {
  const result: {value?: T; error?: unknown; done?: boolean} = {}
  promise.then(
    (value) => Object.assign(result, {value, done: true}),
    (error: unknown) => Object.assign(result, {error, done: true}),
  )
  for (let step = 0; step < 100 && !result.done; step++) await advance(100)
  if (!result.done) throw new Error('the operation did not finish')
  return result
}

describe('operations guarded by revisions', () => {
  it('refuse to overwrite a published document changed after the pair last saw it', async () => {
    const {store, open} = await storeWithOperations()
    await store.seed({_id: 'post-1', _type: 'post', title: 'Published'}, {_id: DRAFT, _type: 'post', title: 'Draft'})
    const watched = await open()
    // Someone else's edit whose event never reaches this pair.
    store.transport.dropNextEvents(1)
    await store.write([{patch: {id: 'post-1', set: {title: 'Edited elsewhere'}}}])
    expect(watched.pair.getSnapshot()?.published?.title).toBe('Published')

    const {error} = await outcome(watched.operations().publish.execute())
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({statusCode: 409})
    expect(content(store.stored('post-1'))).toEqual({_type: 'post', title: 'Edited elsewhere'})
    expect(content(store.stored(DRAFT))).toEqual({_type: 'post', title: 'Draft'})
    watched.close()
  })

  it('refuse to publish a draft changed after the pair last saw it', async () => {
    const {store, open} = await storeWithOperations()
    await store.seed({_id: DRAFT, _type: 'post', title: 'Seen'})
    const watched = await open()
    store.transport.dropNextEvents(1)
    await store.write([{patch: {id: DRAFT, set: {title: 'Unseen'}}}])

    const {error} = await outcome(watched.operations().publish.execute())
    expect(error).toMatchObject({statusCode: 409})
    expect(store.stored('post-1')).toBeNull()
    expect(content(store.stored(DRAFT))).toEqual({_type: 'post', title: 'Unseen'})
    watched.close()
  })

  it('refuse to unpublish into a draft from a published version the pair did not see', async () => {
    const {store, open} = await storeWithOperations()
    await store.seed({_id: 'post-1', _type: 'post', title: 'Seen'})
    const watched = await open()
    store.transport.dropNextEvents(1)
    await store.write([{patch: {id: 'post-1', set: {title: 'Unseen'}}}])

    const {error} = await outcome(watched.operations().unpublish.execute())
    expect(error).toMatchObject({statusCode: 409})
    expect(content(store.stored('post-1'))).toEqual({_type: 'post', title: 'Unseen'})
    expect(store.stored(DRAFT)).toBeNull()
    watched.close()
  })
})

describe('whenConsistent', () => {
  it('waits until local edits are committed and seen back, retrying failed commits', async () => {
    const {store, open} = await storeWithOperations()
    const watched = await open()
    store.transport.failNext(new TypeError('fetch failed'), new TypeError('fetch failed'))
    watched.operations().patch.execute([set(['title'], 'Typed while offline')])

    let consistent: Awaited<ReturnType<typeof whenConsistent>> | undefined
    void whenConsistent(watched.pair).then((snapshot) => (consistent = snapshot))
    await advance(0)
    expect(store.transport.mutateCalls).toHaveLength(1)
    expect(consistent).toBeUndefined()

    await advance(1_000)
    expect(store.transport.mutateCalls).toHaveLength(3)
    expect(consistent?.draft).toBe(watched.pair.draft.getSnapshot())
    expect(content(consistent?.draft)).toEqual({_type: 'post', title: 'Typed while offline'})
    expect(watched.pair.draft.hasUnsavedChanges).toBe(false)
    watched.close()
  })

  it('holds publish back while commits fail, then publishes what was typed', async () => {
    const {store, open} = await storeWithOperations()
    const watched = await open()
    store.transport.failNext(new TransportError(503, 'Service unavailable'))
    watched.operations().patch.execute([set(['title'], 'Typed')])
    const publishing = watched.operations().publish.execute()
    await settle()
    // Only the failed commit so far: publish waits for the retry.
    expect(store.transport.mutateCalls).toHaveLength(1)

    const {error} = await outcome(publishing)
    expect(error).toBeUndefined()
    const [failed, retried, published] = store.transport.mutateCalls
    expect(retried?.transactionId).toBe(failed?.transactionId)
    expect(published?.mutations).toContainEqual({delete: {id: DRAFT}})
    expect(content(store.stored('post-1'))).toEqual({_type: 'post', title: 'Typed'})
    expect(store.stored(DRAFT)).toBeNull()
    watched.close()
  })

  it('rejects when the pair is refused by the server', async () => {
    const store = testStore()
    const pair = store.checkout()
    store.transport.listen = () => {
      throw new TransportError(401, 'Unauthorized')
    }
    const {error} = await outcome(whenConsistent(pair))
    expect(error).toMatchObject({statusCode: 401})
  })
})
