import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {checkoutPair, type PairSnapshot} from '../../../src/store/document'
import {advance, advanceUntil, inc, set, settle, testStore} from './support/testStore'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.post-1'

describe('checkoutPair', () => {
  it('gives every checkout of the same ids over the same transport the same pair', () => {
    const store = testStore()
    const first = store.checkout()
    expect(store.checkout()).toBe(first)
    expect(store.checkout('post-2')).not.toBe(first)
    expect(testStore().checkout()).not.toBe(first)
    expect(first.idPair).toEqual({publishedId: 'post-1', draftId: DRAFT})
    expect(first.draft.documentId).toBe(DRAFT)
    expect(first.published.documentId).toBe('post-1')
  })

  it('refuses ids that are not a published id and its draft, and a transport that is not one', () => {
    const {transport} = testStore()
    expect(() => checkoutPair({publishedId: 'drafts.a', draftId: 'drafts.drafts.a'}, transport)).toThrow(
      '"drafts.a" is not a published document id',
    )
    expect(() => checkoutPair({publishedId: 'a', draftId: 'draft.a'}, transport)).toThrow(
      'The draft of "a" is "drafts.a", not "draft.a"',
    )
    expect(() => checkoutPair({publishedId: 'a'} as never, transport)).toThrow(
      'checkoutPair needs {publishedId, draftId} strings',
    )
    expect(() =>
      checkoutPair({publishedId: 'a', draftId: 'drafts.a'}, {getDocuments: () => Promise.resolve([])} as never),
    ).toThrow('checkoutPair needs a transport with mutate, listen')
  })

  it('opens one listener for all subscribers and closes it when the last one leaves', async () => {
    const store = testStore()
    const pair = store.checkout()
    expect(store.transport.openListeners).toBe(0)

    const pane = pair.snapshots$.subscribe()
    const form = store.checkout().draft.snapshots$.subscribe()
    const badge = pair.consistency$.subscribe()
    await settle()
    expect(store.transport.openListeners).toBe(1)

    pane.unsubscribe()
    form.unsubscribe()
    expect(store.transport.openListeners).toBe(1)
    badge.unsubscribe()
    expect(store.transport.openListeners).toBe(0)
  })

  it('commits edits made before the last subscriber left, then forgets the pair', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'a'})
    const watched = await store.open()
    const {pair} = watched

    pair.draft.patch([set(['title'], 'ab')])
    await advance(10)
    pair.draft.patch([set(['title'], 'abc')])
    watched.close()
    expect(store.transport.openListeners).toBe(0)
    // Edits still unsaved: the pair stays checked out until they are in.
    expect(store.checkout()).toBe(pair)

    await advanceUntil(() => !pair.draft.hasUnsavedChanges)
    expect(store.stored(DRAFT)).toMatchObject({title: 'abc'})
    const again = store.checkout()
    expect(again).not.toBe(pair)

    const reopened = again.draft.snapshots$.subscribe()
    await settle()
    expect(again.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    reopened.unsubscribe()
  })

  it('shows a transaction that touched both documents as one change of the pair', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'v2'}, {_id: 'post-1', _type: 'post', title: 'v1'})
    const pair = store.checkout()
    const seen: PairSnapshot[] = []
    const subscription = pair.snapshots$.subscribe((snapshot) => seen.push(snapshot))
    await settle()
    expect(seen).toHaveLength(1)

    // Publish: the draft replaces the published document and goes away, in one transaction.
    await store.write([{createOrReplace: {_id: 'post-1', _type: 'post', title: 'v2'}}, {delete: {id: DRAFT}}])

    expect(seen).toHaveLength(2)
    expect(seen[1]).toEqual({draft: null, published: store.stored('post-1')})
    subscription.unsubscribe()
  })

  it('places events that arrive while a document loads against the version it fetched', async () => {
    // Reads take 100 ms each way: one edit lands before the read, one after it.
    const store = testStore({requestLatency: () => 100})
    await store.seed({_id: DRAFT, _type: 'post', count: 0})
    const pair = store.checkout()
    const subscription = pair.draft.snapshots$.subscribe()
    await settle()

    await advance(50)
    await store.write([{patch: {id: DRAFT, inc: {count: 1}}}])
    await advance(100)
    await store.write([{patch: {id: DRAFT, inc: {count: 10}}}])
    await advanceUntil(() => pair.draft.loaded)

    expect(pair.draft.getSnapshot()).toMatchObject({count: 11})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    subscription.unsubscribe()
  })

  it('combines the consistency of both documents, failing first', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', count: 0}, {_id: 'post-1', _type: 'post', count: 0})
    const pair = store.checkout()
    const statuses: string[] = []
    const draftStatuses: string[] = []
    const subscription = pair.consistency$.subscribe((state) => statuses.push(state.status))
    subscription.add(pair.draft.consistency$.subscribe((state) => draftStatuses.push(state.status)))
    await settle()

    store.transport.failNext(new TypeError('fetch failed'))
    pair.published.patch([inc(['count'])])
    pair.draft.patch([inc(['count'])])
    await advanceUntil(() => !pair.draft.hasUnsavedChanges && !pair.published.hasUnsavedChanges)

    // The draft's commit goes through while the published one is failing: failing wins.
    expect(statuses).toEqual(['inSync', 'pending', 'failing', 'inSync'])
    expect(draftStatuses).toEqual(['inSync', 'pending', 'inSync'])
    subscription.unsubscribe()
  })
})

describe('an edit committed while a refetch is under way', () => {
  it('is applied once when the refetch brought it before the commit was answered', async () => {
    // Listen events (the welcome first) come 300 ms late.
    const store = testStore({eventLatency: () => 300})
    await store.seed({_id: DRAFT, _type: 'post', count: 0})
    const watched = await store.open()
    await advanceUntil(() => watched.pair.draft.loaded, 5000, 10)
    // From now on fetches read the lake 200 ms after they are asked, and commits, which reach
    // it at once, are answered 600 ms later.
    const {getDocuments, mutate} = store.transport
    let fetches = 0
    store.transport.getDocuments = async (ids) => {
      fetches++
      await new Promise((resolve) => setTimeout(resolve, 200))
      return getDocuments(ids)
    }
    store.transport.mutate = async (...args) => {
      const result = await mutate(...args)
      await new Promise((resolve) => setTimeout(resolve, 600))
      return result
    }
    // The listener reconnects; its welcome's refetch is asked, and the edit is committed before
    // the refetch reads the lake. The refetch answers with the edit in it, then the commit's
    // echo comes (300 ms after it), then its answer.
    store.transport.endListeners()
    await advanceUntil(() => fetches > 0, 10_000, 5)
    watched.pair.draft.patch([inc(['count'])])
    await advanceUntil(() => !watched.pair.draft.hasUnsavedChanges, 10_000, 10)
    await advance(2000)
    expect(store.stored(DRAFT)).toMatchObject({count: 1})
    expect(watched.pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    watched.close()
  })
})
