import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CHUNK_MERGE_WINDOW_MS, Timeline, type PairDocuments} from '../../../src/store/timeline'
import {DATASET, documentPair, lakeHistory, MINUTE, pairAt, testLake} from './pairHistory'

type Pair = ReturnType<typeof documentPair>
type Lake = ReturnType<typeof testLake>['lake']

/** The actions the studio offers in a pair's state, so every generated history is one a user could make. */
function possibleActions(lake: Lake, pair: Pair, n: number): Array<() => Promise<string>> {
  const [draft, published] = lake.getDocuments(DATASET, [pair.draftId, pair.publishedId])
  const actions: Array<() => Promise<string>> = [() => pair.editDraft({n})]
  if (draft)
    actions.push(
      () => pair.publish(),
      () => pair.discardDraft(),
    )
  if (published)
    actions.push(
      () => pair.unpublish(),
      () => pair.editLive({live: n}),
    )
  if (draft || published) actions.push(() => pair.deleteBoth())
  else actions.push(() => pair.createLive({title: 'live'}))
  return actions
}

/** Rebuilds the pair at a chunk, fetching from the lake what the timeline asks for. */
function rebuild(timeline: Timeline, lake: Lake, chunk: Parameters<Timeline['documentsAt']>[0]): PairDocuments {
  for (let round = 0; round < 3; round++) {
    const result = timeline.documentsAt(chunk)
    if (result.ready) return result.documents
    for (const request of result.requests) {
      timeline.addFetchedDocuments(
        request,
        lake.getDocumentsAt(DATASET, request.ids, request.at).filter((doc) => doc !== null),
      )
    }
  }
  throw new Error('documents did not settle')
}

describe('Timeline (properties)', () => {
  it('rebuilds every chunk of any history, loaded in any number of pages, as the lake stored it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({choice: fc.nat(), gapMinutes: fc.integer({min: 0, max: 8})}), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.integer({min: 2, max: 6}),
        fc.nat(),
        async (steps, pageSize, pagesToLoad) => {
          const {lake, clock} = testLake()
          const pair = documentPair(lake, clock, 'p')
          for (const [n, {choice, gapMinutes}] of steps.entries()) {
            const actions = possibleActions(lake, pair, n)
            await actions[choice % actions.length]!()
            clock.advance(gapMinutes * MINUTE)
          }

          const history = lakeHistory(lake)
          const timeline = new Timeline({publishedId: 'p'})
          const pages = 1 + (pagesToLoad % 5)
          for (let i = 0; i < pages && !timeline.reachedEarliestEntry; i++) {
            const toTransaction = timeline.earliestTransactionId
            const page = await history.fetchTransactions({
              publishedId: 'p',
              draftId: 'drafts.p',
              limit: pageSize,
              ...(toTransaction ? {toTransaction} : {}),
            })
            timeline.addOlderTransactions(page, {reachedEarliestEntry: page.length < pageSize})
          }

          const {chunks} = timeline
          // Chunks cover the loaded transactions without gaps.
          expect(chunks[0]!.start).toBe(chunks[0]!.end - timeline.transactionsOf(chunks[0]!).length)
          chunks.slice(1).forEach((chunk, i) => expect(chunk.start).toBe(chunks[i]!.end))
          expect(chunks.reduce((count, chunk) => count + (chunk.end - chunk.start), 0)).toBe(timeline.transactionCount)
          // A chunk's transactions are at most 5 minutes apart; neighbouring edits of one kind
          // stay apart only when more than that.
          for (const chunk of chunks) {
            const times = timeline.transactionsOf(chunk).map((transaction) => Date.parse(transaction.timestamp))
            times.slice(1).forEach((time, i) => expect(time - times[i]!).toBeLessThanOrEqual(CHUNK_MERGE_WINDOW_MS))
          }
          chunks.slice(1).forEach((chunk, i) => {
            const previous = chunks[i]!
            if ((chunk.type === 'editDraft' || chunk.type === 'editLive') && previous.type === chunk.type) {
              expect(Date.parse(chunk.startTimestamp) - Date.parse(previous.endTimestamp)).toBeGreaterThan(
                CHUNK_MERGE_WINDOW_MS,
              )
            }
          })
          for (const chunk of chunks) {
            expect(rebuild(timeline, lake, chunk)).toEqual(pairAt(lake, 'p', chunk.endTimestamp))
          }
        },
      ),
      {numRuns: 40},
    )
  })
})
