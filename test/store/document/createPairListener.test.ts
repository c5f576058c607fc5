import {asyncScheduler, throwError, type Observable} from 'rxjs'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import type {DocumentTransport, ListenEvent} from '../../../src/store/document'
import {createPairListener, type PairListenerEvent} from '../../../src/store/document/createPairListener'
import {TransportError} from './support/lakeTransport'
import {advance, settle, testStore} from './support/testStore'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const ids = {publishedId: 'post-1', draftId: 'drafts.post-1'}

/** The transport, with its first listen attempts failing with the given errors. */
function failingListens(transport: DocumentTransport, errors: unknown[]): DocumentTransport & {attempts: number[]} {
  const attempts: number[] = []
  return {
    attempts,
    getDocuments: (documentIds) => transport.getDocuments(documentIds),
    mutate: (mutations, options) => transport.mutate(mutations, options),
    listen: (query, params, options): Observable<ListenEvent> => {
      attempts.push(Date.now())
      const error = errors.shift()
      return error === undefined ? transport.listen(query, params, options) : throwError(() => error)
    },
  }
}

const kinds = (events: PairListenerEvent[]) =>
  events.map((event) => (event.type === 'transaction' ? `transaction:${event.events.length}` : event.type))

describe('createPairListener', () => {
  it('listens to both documents and holds back a transaction until all its events are in', async () => {
    const store = testStore()
    const events: PairListenerEvent[] = []
    const subscription = createPairListener(store.transport, ids, asyncScheduler).subscribe((event) =>
      events.push(event),
    )

    await store.write([{create: {_id: 'drafts.post-1', _type: 'post'}}])
    await store.write([{create: {_id: 'other', _type: 'post'}}])
    await store.write([{createOrReplace: {_id: 'post-1', _type: 'post'}}, {delete: {id: 'drafts.post-1'}}])

    expect(kinds(events)).toEqual(['welcome', 'transaction:1', 'transaction:2'])
    const publish = events[2]
    expect(
      publish?.type === 'transaction' && publish.events.map((event) => [event.documentId, event.transition]),
    ).toEqual([
      ['post-1', 'appear'],
      ['drafts.post-1', 'disappear'],
    ])
    subscription.unsubscribe()
    expect(store.transport.openListeners).toBe(0)
  })

  it('subscribes again after 100 ms × 2^attempt when the connection fails, reporting the outage once', async () => {
    const store = testStore()
    const transport = failingListens(store.transport, [
      new TypeError('fetch failed'),
      new TransportError(503, 'down'),
      new TypeError('fetch failed'),
    ])
    const start = Date.now()
    const events: PairListenerEvent[] = []
    const subscription = createPairListener(transport, ids, asyncScheduler).subscribe((event) => events.push(event))
    await advance(1000)

    expect(transport.attempts.map((at) => at - start)).toEqual([0, 100, 300, 700])
    expect(kinds(events)).toEqual(['reconnect', 'welcome'])

    // A stream the server ends is opened again, the backoff starting over after the welcome.
    store.transport.endListeners()
    await advance(100)
    expect(transport.attempts.map((at) => at - start)).toEqual([0, 100, 300, 700, 1100])
    expect(kinds(events)).toEqual(['reconnect', 'welcome', 'reconnect', 'welcome'])
    subscription.unsubscribe()
  })

  it('ends with the error when the server refuses the listener', async () => {
    const store = testStore()
    const refusal = new TransportError(401, 'Unauthorized')
    const transport = failingListens(store.transport, [refusal])
    let failure: unknown
    createPairListener(transport, ids, asyncScheduler).subscribe({error: (error: unknown) => (failure = error)})
    await settle()
    expect(failure).toBe(refusal)
    await advance(1000)
    expect(transport.attempts).toHaveLength(1)
  })
})
