// The history timeline of a document with 10,000 transactions (issue 22): the first page of
// the timeline after the history menu opens (target ≤ 200 ms), and reconstructing a revision
// (target ≤ 100 ms) — by the lake's History API (`GET /data/history/…/documents?revision=`)
// and by the timeline selecting a chunk of that page. An in-process lake (memory storage),
// without HTTP. Run with `npx vitest bench --run bench/timeline.bench.ts`.
import {bench, describe} from 'vitest'
import {createLake, historyDocuments, memoryStorage, transactionLog} from '../src/lake'
import {createTimelineController, parseHistoryTransaction, type TimelineController} from '../src/store'

const TRANSACTIONS = 10_000
const ID = 'post-10k'

// Each transaction 6 minutes after the last, so none merge: 10,000 chunks, the most work.
let time = Date.parse('2024-01-01T00:00:00.000Z')
const lake = createLake({storage: memoryStorage(), now: () => new Date(time)})
const fields = Object.fromEntries(Array.from({length: 20}, (_, n) => [`field${n}`, `Value ${n}`]))
await lake.mutate('production', [{create: {_id: `drafts.${ID}`, _type: 'post', title: 'Start', ...fields}}])
const revisions: string[] = []
for (let i = 1; i < TRANSACTIONS; i++) {
  time += 6 * 60 * 1000
  const result = await lake.mutate('production', [
    {patch: {id: `drafts.${ID}`, set: {title: `Title ${i}`, [`field${i % 20}`]: `Edit ${i}`}}},
  ])
  revisions.push(result.transactionId)
}

function openTimeline(): TimelineController {
  return createTimelineController({
    documentId: ID,
    fetchTransactions: async ({publishedId, draftId, limit, toTransaction}) =>
      transactionLog(lake, 'production', [publishedId, draftId], {
        effectFormat: 'mendoza',
        excludeContent: true,
        excludeMutations: true,
        includeIdentifiedDocumentsOnly: true,
        reverse: true,
        limit,
        ...(toTransaction === undefined ? {} : {toTransaction}),
      }).map(parseHistoryTransaction),
    fetchDocumentsAt: async (ids, at) => historyDocuments(lake, 'production', ids, at),
  })
}

/** Resolves once the controller's state passes `done` (rejects on a history error). */
function settled(
  controller: TimelineController,
  done: (state: ReturnType<TimelineController['getSnapshot']>) => boolean,
) {
  return new Promise<void>((resolve, reject) => {
    let stop = () => {}
    const check = () => {
      const state = controller.getSnapshot()
      if (state.error) reject(state.error)
      else if (done(state)) resolve()
      else return
      stop()
    }
    stop = controller.subscribe(check)
    check()
  })
}

let n = 0
describe(`timeline of a document with ${TRANSACTIONS.toLocaleString('en')} transactions`, () => {
  bench('first page: open the history menu → 50 transactions as chunks (target ≤ 200 ms)', async () => {
    const controller = openTimeline()
    await settled(controller, (state) => !state.loading && state.chunks.length > 0)
    controller.dispose()
  })

  bench('reconstruct a revision: History API documents at a revision (target ≤ 100 ms)', () => {
    const revision = revisions[(n++ * 7919) % revisions.length]!
    const [document] = historyDocuments(lake, 'production', [`drafts.${ID}`], {revision})
    if (!document) throw new Error(`No document at ${revision}`)
  })

  bench(
    'open the timeline, then select a chunk of its first page as the revision shown (target ≤ 100 ms for the select)',
    async () => {
      const controller = openTimeline()
      await settled(controller, (state) => !state.loading && state.chunks.length > 0)
      const chunks = controller.getSnapshot().chunks
      const chunk = chunks[(n++ * 31) % (chunks.length - 1)]!
      controller.setRange(null, controller.timeline.createTimeId(chunk))
      await settled(controller, (state) => state.selection.state === 'rev')
      controller.dispose()
    },
  )
})
