import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {compileGrants, grantsForRoles} from '../../../src/lake'
import {MutationError} from '../../../src/mutations'
import type {BufferedDocumentEvent} from '../../../src/store/document'
import {TransportError} from './support/lakeTransport'
import {advance, advanceUntil, content, inc, set, settle, testStore} from './support/testStore'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.post-1'
const types = (events: BufferedDocumentEvent[]) => events.map((event) => event.type)
const incCount = (mutations: unknown[]) =>
  mutations.filter((mutation) => JSON.stringify(mutation).includes('"inc"')).length

describe('a buffered document', () => {
  it('shows a local patch at once, before anything is committed', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello'})
    const {pair, snapshots} = await store.open()

    pair.draft.patch([set(['title'], 'Hello world')])

    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Hello world'})
    expect(snapshots.at(-1)).toMatchObject({title: 'Hello world'})
    expect(store.transport.mutateCalls).toEqual([])
    expect(store.stored(DRAFT)).toMatchObject({title: 'Hello'})
  })

  it('commits the patches gathered in each second as one transaction', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: '', count: 0})
    const {pair} = await store.open()
    const start = Date.now()

    let text = ''
    for (let keystroke = 0; keystroke < 30; keystroke++) {
      text += String.fromCharCode(97 + (keystroke % 26))
      pair.draft.patch([set(['title'], text), inc(['count'])])
      await advance(100)
    }
    await advanceUntil(() => !pair.draft.hasUnsavedChanges && store.stored(DRAFT)?.count === 30)

    const calls = store.transport.mutateCalls
    expect(calls.map((call) => call.at - start)).toEqual([0, 1000, 2000, 3000])
    expect(calls.map((call) => incCount(call.mutations))).toEqual([1, 9, 10, 10])
    expect(new Set(calls.map((call) => call.transactionId)).size).toBe(4)
    expect(store.stored(DRAFT)).toMatchObject({title: text, count: 30})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })

  it('commits at once on commit(), without waiting for the throttle', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'a'})
    const {pair} = await store.open()
    pair.draft.patch([set(['title'], 'ab')])
    await advance(10)
    pair.draft.patch([set(['title'], 'abc')])

    const committed = pair.draft.commit()
    await settle()
    await committed

    expect(store.transport.mutateCalls).toHaveLength(2)
    expect(store.transport.mutateCalls[1]!.at - store.transport.mutateCalls[0]!.at).toBeLessThan(1000)
    expect(store.stored(DRAFT)).toMatchObject({title: 'abc'})
  })

  it('rebases pending local edits on a remote edit', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello', body: 'old'})
    const {pair, events} = await store.open()

    pair.draft.patch([set(['title'], 'Hello from A')])
    await store.write([{patch: {id: DRAFT, set: {body: 'from B'}}}])

    const remote = events.find((event) => event.type === 'remoteMutation' && !event.own)
    expect(remote).toMatchObject({document: {title: 'Hello from A', body: 'from B'}})
    expect(types(events).indexOf('remoteMutation')).toBeGreaterThan(types(events).indexOf('localMutation'))

    await advanceUntil(() => !pair.draft.hasUnsavedChanges)
    expect(content(store.stored(DRAFT))).toEqual({_id: DRAFT, _type: 'post', title: 'Hello from A', body: 'from B'})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })

  it('rebases an edit in flight on a remote edit that lands before it', async () => {
    const store = testStore({requestLatency: () => 50})
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello', tags: ['x']})
    const {pair} = await store.open()
    await advance(200)

    pair.draft.patch([{type: 'insert', path: ['tags', -1], position: 'after', items: ['mine']}])
    await advance(10)
    expect(store.transport.mutateCalls).toHaveLength(1)
    // B's edit reaches the lake while A's commit is on its way.
    await store.write([{patch: {id: DRAFT, insert: {before: 'tags[0]', items: ['theirs']}}}])

    expect(pair.draft.getSnapshot()).toMatchObject({tags: ['theirs', 'x', 'mine']})
    await advanceUntil(
      () => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === store.stored(DRAFT)?._rev,
    )
    expect(store.stored(DRAFT)).toMatchObject({tags: ['theirs', 'x', 'mine']})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })

  it('drops a local patch that no longer applies with a warning, and goes on editing', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', count: 1})
    const {pair, events, consistency} = await store.open()

    pair.draft.patch([inc(['count'])])
    await store.write([{patch: {id: DRAFT, set: {count: 'many'}}}])

    expect(pair.draft.getSnapshot()).toMatchObject({count: 'many'})
    expect(store.warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining('Dropped a local change of "drafts.post-1" that no longer applies: '),
    ])
    const rebase = events.find((event) => event.type === 'rebase')
    expect(rebase).toMatchObject({dropped: [{change: {type: 'patch', patch: {type: 'inc', path: ['count']}}}]})
    expect(rebase?.type === 'rebase' && rebase.dropped[0]!.error).toBeInstanceOf(MutationError)

    pair.draft.patch([set(['title'], 'still editing')])
    await advanceUntil(() => !pair.draft.hasUnsavedChanges)
    expect(store.stored(DRAFT)).toMatchObject({count: 'many', title: 'still editing'})
    expect(store.transport.mutateCalls.map((call) => incCount(call.mutations))).toEqual([0])
    expect(consistency.at(-1)).toEqual({status: 'inSync'})
  })

  it('drops a remote change that cannot be applied with a warning, refetches, and goes on', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', body: 'start'})
    const {pair, events} = await store.open()

    store.transport.dropNextEvents(1)
    await store.write([{patch: {id: DRAFT, set: {body: 'missed'}}}])
    await store.write([{patch: {id: DRAFT, set: {body: 'seen', count: 1}}}])
    await settle()

    expect(store.warnings.map((warning) => warning.message)).toEqual([
      expect.stringMatching(
        /^Dropped a remote change of "drafts\.post-1" \(transaction "\w+"\) that cannot be applied: .*Refetching the document\.$/,
      ),
    ])
    expect(types(events)).toEqual(['snapshot', 'snapshot'])
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))

    pair.draft.patch([inc(['count'])])
    await store.write([{patch: {id: DRAFT, set: {body: 'after'}}}])
    await advanceUntil(() => !pair.draft.hasUnsavedChanges)
    expect(store.stored(DRAFT)).toMatchObject({body: 'after', count: 2})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })

  it('throws for a patch that does not apply locally and queues nothing', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'text'})
    const {pair} = await store.open()

    expect(() => pair.draft.patch([set(['ok'], 1), inc(['title'])])).toThrow(MutationError)
    expect(() => pair.draft.patch([set(['_type'], 'article')])).toThrow('Cannot modify immutable attribute "_type"')
    expect(() => pair.published.patch([set(['title'], 'x')])).toThrow('Cannot patch missing document "post-1"')
    expect(() => pair.draft.create({_type: 'post'})).toThrow('Document "drafts.post-1" already exists')
    expect(() => pair.draft.create({_id: 'other', _type: 'post'})).toThrow(
      'create() of "drafts.post-1" was given a document with _id "other"',
    )

    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    expect(pair.draft.hasUnsavedChanges).toBe(false)
    await advance(2000)
    expect(store.transport.mutateCalls).toEqual([])
  })

  it('refuses edits before the document is loaded', () => {
    const store = testStore()
    const pair = store.checkout()
    expect(() => pair.draft.patch([set(['title'], 'x')])).toThrow(
      'Cannot patch "drafts.post-1" before it is loaded: wait for its first snapshot',
    )
    expect(pair.draft.getSnapshot()).toBeUndefined()
  })

  it('settles a commit that changes nothing on the server, which has no echo to wait for', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: 'exists'})
    const {pair, consistency, events} = await store.open()

    pair.draft.createIfNotExists({_type: 'post', title: 'ignored'})
    pair.published.delete()
    await advance(10)

    expect(store.transport.mutateCalls).toHaveLength(2)
    expect(consistency.at(-1)).toEqual({status: 'inSync'})
    expect(types(events)).toEqual(['snapshot', 'localMutation', 'committed'])
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    expect(pair.getSnapshot()?.published).toBeNull()
  })

  it('creates, replaces and deletes the document through the same queue', async () => {
    const store = testStore()
    const {pair} = await store.open()
    expect(pair.getSnapshot()).toEqual({draft: null, published: null})

    pair.draft.createIfNotExists({_type: 'post', title: 'new'})
    pair.draft.patch([set(['title'], 'newer')])
    pair.published.createOrReplace({_type: 'post', title: 'live'})
    expect(pair.getSnapshot()).toMatchObject({
      draft: {_id: DRAFT, title: 'newer'},
      published: {_id: 'post-1', title: 'live'},
    })
    await advanceUntil(() => !pair.draft.hasUnsavedChanges && !pair.published.hasUnsavedChanges)
    expect(store.stored(DRAFT)).toMatchObject({title: 'newer'})

    pair.draft.delete()
    expect(pair.draft.getSnapshot()).toBeNull()
    await advanceUntil(() => !pair.draft.hasUnsavedChanges)
    expect(store.stored(DRAFT)).toBeNull()
    expect(store.stored('post-1')).toMatchObject({title: 'live'})
  })
})

describe('commit failures', () => {
  it('cancels a commit the server refuses (4xx) and surfaces its message', async () => {
    const grants = compileGrants(grantsForRoles(['viewer']))
    const store = testStore({grants})
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello'})
    const {pair, events, consistency} = await store.open()

    pair.draft.patch([set(['title'], 'Not allowed')])
    const committed = pair.draft.commit()
    const outcome = committed.then(
      () => undefined,
      (error: unknown) => error,
    )
    await advance(10)

    const error = await outcome
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({
      statusCode: 403,
      message: 'Insufficient permissions; permission "update" required on document "drafts.post-1"',
    })
    expect(events.find((event) => event.type === 'commitCancelled')).toEqual({
      type: 'commitCancelled',
      transactionId: store.transport.mutateCalls[0]!.transactionId,
      error,
      message: 'Insufficient permissions; permission "update" required on document "drafts.post-1"',
    })
    expect(store.warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining('The server refused a commit of "drafts.post-1"'),
    ])
    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Hello'})
    expect(consistency.at(-1)).toEqual({status: 'inSync'})
    // Cancelled means cancelled: it is not sent again.
    await advance(5000)
    expect(store.transport.mutateCalls).toHaveLength(1)
  })

  it('retries a failing commit after 100 ms × 2^attempt with the same transaction, and loses nothing', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: '', count: 0})
    const {pair, consistency, events} = await store.open()
    store.transport.failNext(
      new TransportError(503, 'Service Unavailable'),
      new TypeError('fetch failed'),
      new TransportError(502, 'Bad Gateway'),
      new TransportError(500, 'The server failed to handle the request'),
      new TypeError('fetch failed'),
    )
    const start = Date.now()

    pair.draft.patch([set(['title'], 'a'), inc(['count'])])
    await advance(50)
    pair.draft.patch([set(['title'], 'ab'), inc(['count'])])
    await advanceUntil(() => !pair.draft.hasUnsavedChanges, 60_000, 10)

    const calls = store.transport.mutateCalls
    expect(calls.map((call) => call.at - start)).toEqual([0, 100, 300, 700, 1500, 3100, 3100])
    expect(new Set(calls.slice(0, 6).map((call) => call.transactionId)).size).toBe(1)
    expect(calls[6]!.transactionId).not.toBe(calls[0]!.transactionId)
    const failing = consistency.filter((state) => state.status === 'failing')
    expect(
      failing.map((state) => state.status === 'failing' && [state.attempt, state.retryInMs, state.message]),
    ).toEqual([
      [1, 100, 'Service Unavailable'],
      [2, 200, 'fetch failed'],
      [3, 400, 'Bad Gateway'],
      [4, 800, 'The server failed to handle the request'],
      [5, 1600, 'fetch failed'],
    ])
    expect(types(events).filter((type) => type === 'commitFailed')).toHaveLength(5)
    expect(types(events)).not.toContain('commitCancelled')
    expect(store.stored(DRAFT)).toMatchObject({title: 'ab', count: 2})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    expect(consistency.at(-1)).toEqual({status: 'inSync'})
  })

  it('does not apply twice a commit whose answer was lost', async () => {
    // Events are slow, so the retry meets the server before the commit's echo reaches us.
    const store = testStore({eventLatency: () => 300})
    await store.seed({_id: DRAFT, _type: 'post', count: 0})
    const {pair, events} = await store.open()
    await advanceUntil(() => pair.draft.loaded)

    store.transport.loseNextAnswer()
    pair.draft.patch([inc(['count'])])
    await advanceUntil(
      () => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === store.stored(DRAFT)?._rev,
      60_000,
      10,
    )
    await advance(1000)

    const calls = store.transport.mutateCalls
    expect(calls).toHaveLength(2)
    expect(calls[1]!.transactionId).toBe(calls[0]!.transactionId)
    expect(store.stored(DRAFT)).toMatchObject({count: 1})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    expect(types(events)).not.toContain('commitCancelled')
  })

  it('keeps failing edits across a reconnect and commits them once the server is back', async () => {
    const store = testStore()
    await store.seed({_id: DRAFT, _type: 'post', title: ''})
    const {pair, events} = await store.open()
    store.transport.failNext(
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
    )

    pair.draft.patch([set(['title'], 'typed while offline')])
    await advance(10)
    store.transport.endListeners()
    pair.draft.patch([set(['subtitle'], 'and more')])
    await advanceUntil(() => !pair.draft.hasUnsavedChanges)

    expect(types(events)).toContain('reconnect')
    expect(store.stored(DRAFT)).toMatchObject({title: 'typed while offline', subtitle: 'and more'})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })
})
