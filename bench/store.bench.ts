// Optimistic editing performance (target: one local keystroke patch in a 500-item × 20-field
// document under 1 ms), and the cost of rebasing pending edits on a remote change. Run with
// `npx vitest bench --run bench/store.bench.ts`.
import {filter, firstValueFrom, Observable, Subject} from 'rxjs'
import {bench, describe} from 'vitest'
import {mendozaEffects} from '../src/lake'
import {checkoutPair, type DocumentTransport, type ListenEvent, type ListenMutationEvent} from '../src/store/document'
import type {ContentDocument} from '../src/types'

const ITEMS = 500
const FIELDS = 20

/** A draft of 500 keyed items with 20 string fields each (10,000 values). */
function bigDraft(id: string): ContentDocument {
  const items = Array.from({length: ITEMS}, (_, item) => {
    const fields: Record<string, unknown> = {_key: `i${item}`, _type: 'row'}
    for (let field = 0; field < FIELDS; field++) fields[`f${field}`] = `value ${item}.${field}`
    return fields
  })
  return {
    _id: id,
    _type: 'sheet',
    _rev: 'r0',
    _createdAt: '2026-01-01T00:00:00.000Z',
    _updatedAt: '2026-01-01T00:00:00.000Z',
    title: 'Sheet',
    items,
  }
}

/**
 * A transport that serves one document, lets the benchmark push listen events, and accepts
 * commits without answering (a slow server): so only the store's own work is measured.
 */
function benchTransport(document: ContentDocument): DocumentTransport & {events: Subject<ListenEvent>} {
  const events = new Subject<ListenEvent>()
  return {
    events,
    getDocuments: async (ids) => ids.map((id) => (id === document._id ? document : null)),
    mutate: () => new Promise(() => undefined),
    listen: (): Observable<ListenEvent> =>
      new Observable<ListenEvent>((subscriber) => {
        const subscription = events.subscribe(subscriber)
        subscriber.next({type: 'welcome'})
        return subscription
      }),
  }
}

async function openDraft(publishedId: string) {
  const draft = bigDraft(`drafts.${publishedId}`)
  const transport = benchTransport(draft)
  const pair = checkoutPair({publishedId, draftId: draft._id}, transport, {logger: {warn: () => undefined}})
  // A form subscribes to the snapshots; its emissions are part of a keystroke's cost.
  pair.draft.snapshots$.subscribe()
  await firstValueFrom(pair.draft.snapshots$.pipe(filter((snapshot) => snapshot !== null)))
  return {pair, draft, transport}
}

// Keystrokes: typing into one field of the middle item.
const typing = await openDraft('typing')
let typed = ''

// Rebase: ten edits of other items are pending when a remote change of another item arrives.
const rebasing = await openDraft('rebasing')
for (let item = 0; item < 10; item++)
  rebasing.pair.draft.patch([{type: 'set', path: ['items', {_key: `i${item * 37}`}, 'f3'], value: `local ${item}`}])
const remoteA = rebasing.draft
const remoteB: ContentDocument = {
  ...remoteA,
  _rev: 'r1',
  items: (remoteA.items as Array<Record<string, unknown>>).map((item, index) =>
    index === 400 ? {...item, f9: 'changed remotely'} : item,
  ),
}
/** Two remote changes that take the document from r0 to r1 and back, so they can alternate forever. */
const remoteEvent = (from: ContentDocument, to: ContentDocument): ListenMutationEvent => ({
  type: 'mutation',
  documentId: from._id,
  transactionId: to._rev!,
  transition: 'update',
  previousRev: from._rev!,
  resultRev: to._rev!,
  effects: mendozaEffects(from, to),
  mutations: [
    {patch: {id: from._id, set: {'items[_key=="i400"].f9': (to.items as Array<Record<string, unknown>>)[400]!.f9}}},
  ],
  timestamp: '2026-01-01T00:00:00.000Z',
  transactionTotalEvents: 1,
  transactionCurrentEvent: 1,
})
const forth = remoteEvent(remoteA, remoteB)
const back = remoteEvent(remoteB, remoteA)
let atB = false

describe('store: optimistic editing of a 500-item × 20-field document', () => {
  bench('one local keystroke patch (target < 1 ms)', () => {
    typed = typed.length > 40 ? 'a' : `${typed}a`
    typing.pair.draft.patch([{type: 'set', path: ['items', {_key: 'i250'}, 'f7'], value: typed}])
  })

  bench('a remote change rebasing 10 pending local edits', () => {
    rebasing.transport.events.next(atB ? back : forth)
    atB = !atB
  })
})
