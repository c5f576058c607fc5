import {filter, firstValueFrom} from 'rxjs'
import {describe, expect, it} from 'vitest'
import type {MutationEvent} from '../../../src/lake'
import {
  createTimelineController,
  HISTORY_PAGE_SIZE,
  LAST_PUBLISHED,
  type TimelineController,
  type TimelineState,
} from '../../../src/store/timeline'
import {DATASET, documentPair, lakeHistory, MINUTE, pairAt, testLake} from './pairHistory'

/** The first state (now or later) that satisfies `predicate`. */
const until = (controller: TimelineController, predicate: (state: TimelineState) => boolean) =>
  firstValueFrom(controller.state$.pipe(filter(predicate)))

const settled = (state: TimelineState) => !state.loading

describe('createTimelineController', () => {
  it('fetches the newest page of 50 when first used, and older pages on demand', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    await pair.createDraft({n: -1})
    for (let i = 0; i < 109; i++) await pair.editDraft({n: i})
    const history = lakeHistory(lake)
    const controller = createTimelineController({documentId: 'p', ...history})
    expect(history.transactionRequests).toEqual([])

    let state = await until(controller, (s) => settled(s) && s.chunks.length > 0)
    expect(controller.timeline.transactionCount).toBe(50)
    expect(state.reachedEarliestEntry).toBe(false)
    const newest = lake.getTransactions(DATASET, {reverse: true})
    expect(history.transactionRequests).toEqual([{publishedId: 'p', draftId: 'drafts.p', limit: HISTORY_PAGE_SIZE}])

    await controller.loadMore()
    expect(history.transactionRequests[1]).toEqual({
      publishedId: 'p',
      draftId: 'drafts.p',
      limit: 50,
      toTransaction: newest[49]!.id,
    })
    expect(controller.timeline.transactionCount).toBe(99)
    await controller.loadMore()
    state = controller.getSnapshot()
    expect(controller.timeline.transactionCount).toBe(110)
    expect(state.reachedEarliestEntry).toBe(true)
    // One second apart: the create and all edits merge into the initial chunk.
    expect(state.chunks.map((chunk) => [chunk.type, chunk.end - chunk.start])).toEqual([['initial', 110]])

    await controller.loadMore()
    expect(history.transactionRequests).toHaveLength(3)
    controller.dispose()
  })

  it('tells subscribers about changes and gives the teardown', async () => {
    const {lake, clock} = testLake()
    await documentPair(lake, clock, 'p').createDraft({title: 'x'})
    const controller = createTimelineController({documentId: 'p', ...lakeHistory(lake)})
    const seen: TimelineState[] = []
    const stop = controller.subscribe(() => seen.push(controller.getSnapshot()))
    await until(controller, (s) => settled(s) && s.reachedEarliestEntry)
    expect(seen.some((state) => state.loading)).toBe(true)
    expect(seen.at(-1)).toMatchObject({
      loading: false,
      reachedEarliestEntry: true,
      chunks: [expect.objectContaining({type: 'initial'})],
    })
    stop()
    const count = seen.length
    controller.setRange(null, controller.timeline.createTimeId(controller.timeline.lastChunk()!))
    expect(seen).toHaveLength(count)
  })

  it('pages back until the selected revision loads, then fetches what it cannot rebuild', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    await pair.createDraft({title: 'first'})
    clock.advance(10 * MINUTE)
    await pair.publish()
    clock.advance(10 * MINUTE)
    const liveEdit = await pair.editLive({title: 'live'})
    clock.advance(10 * MINUTE)
    for (let i = 0; i < 8; i++) {
      await pair.editDraft({title: `draft ${i}`})
      clock.advance(10 * MINUTE)
    }
    const history = lakeHistory(lake)
    const controller = createTimelineController({documentId: 'p', ...history, pageSize: 3})
    // A link to the live edit, made earlier: its time id.
    const record = lake.getTransactions(DATASET, {fromTransaction: liveEdit, toTransaction: liveEdit})[0]!
    controller.setRange(null, `${Date.parse(record.timestamp)}/${liveEdit}`)
    expect(controller.getSnapshot().selection).toEqual({state: 'loading', need: {kind: 'transactions'}})

    const state = await until(controller, (s) => s.selection.state !== 'loading')
    expect(state.selection).toEqual({
      state: 'rev',
      rev: expect.objectContaining({id: liveEdit, type: 'editLive'}),
      documents: pairAt(lake, 'p', record.timestamp),
    })
    expect(history.transactionRequests.length).toBeGreaterThan(1)
    // Paging stopped at the revision: the publish and the create were not needed.
    expect(state.reachedEarliestEntry).toBe(false)
    expect(history.documentRequests.length).toBeGreaterThan(0)
    controller.dispose()
  })

  it('resolves a range since the last publish', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    await pair.createDraft({title: 'v1'})
    clock.advance(10 * MINUTE)
    await pair.publish()
    clock.advance(10 * MINUTE)
    await pair.editDraft({title: 'v2'})
    const controller = createTimelineController({documentId: 'p', ...lakeHistory(lake)})
    controller.setRange(LAST_PUBLISHED, null)
    const {selection, chunks} = await until(controller, (s) => settled(s) && s.selection.state !== 'loading')
    expect(selection).toEqual({
      state: 'range',
      since: chunks[1],
      rev: chunks[2],
      sinceDocuments: pairAt(lake, 'p', chunks[1]!.endTimestamp),
      revDocuments: pairAt(lake, 'p', chunks[2]!.endTimestamp),
    })
    expect(controller.findRangeForNewRev(chunks[2]!)).toEqual([LAST_PUBLISHED, null])
    expect(controller.findRangeForNewSince(chunks[0]!)).toEqual([controller.timeline.createTimeId(chunks[0]!), null])
    controller.setRange(null, controller.timeline.createTimeId(chunks[1]!))
    expect(controller.findRangeForNewSince(chunks[0]!)).toEqual([
      controller.timeline.createTimeId(chunks[0]!),
      controller.timeline.createTimeId(chunks[1]!),
    ])
    expect(controller.findRangeForNewRev(chunks[1]!)).toEqual([null, controller.timeline.createTimeId(chunks[1]!)])
    controller.dispose()
  })

  it('adds the transactions a real listener reports, one document at a time', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    await pair.createDraft({title: 'v1'})
    const controller = createTimelineController({documentId: 'p', ...lakeHistory(lake)})
    const stop = lake.listen(
      DATASET,
      '*[_id in $ids]',
      {ids: ['p', 'drafts.p']},
      {effectFormat: 'mendoza'},
      (event) => {
        if (event.type === 'mutation') controller.handleRemoteMutation(event as MutationEvent)
      },
    )
    // Told before the first page arrives: held until it does, and not counted twice.
    clock.advance(10 * MINUTE)
    await pair.editDraft({title: 'v2'})
    await until(controller, (s) => settled(s) && s.reachedEarliestEntry)
    clock.advance(10 * MINUTE)
    await pair.publish()
    const state = await until(controller, (s) => s.chunks.at(-1)?.type === 'publish')
    expect(state.chunks.map((chunk) => chunk.type)).toEqual(['initial', 'editDraft', 'publish'])
    expect(controller.timeline.transactionCount).toBe(3)
    const latest = state.chunks.at(-1)!
    controller.setRange(null, controller.timeline.createTimeId(latest))
    expect(controller.getSnapshot().selection).toEqual({
      state: 'rev',
      rev: latest,
      documents: pairAt(lake, 'p', latest.endTimestamp),
    })
    stop()
    controller.dispose()
  })

  it('gives the document at a revision for restoring, or says it cannot be found', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    const created = await pair.createDraft({title: 'v1'})
    const published = await pair.publish()
    const deleted = await pair.deleteBoth()
    const controller = createTimelineController({documentId: 'p', ...lakeHistory(lake)})
    await expect(controller.getDocumentAtRevision(created)).resolves.toMatchObject({_id: 'drafts.p', title: 'v1'})
    await expect(controller.getDocumentAtRevision(published)).resolves.toMatchObject({_id: 'p', title: 'v1'})
    await expect(controller.getDocumentAtRevision(deleted)).rejects.toThrow(
      `Unable to find document with ID p at revision ${deleted}`,
    )
    controller.dispose()
  })

  it('stops for good when a history fetch fails', async () => {
    const {lake, clock} = testLake()
    const pair = documentPair(lake, clock, 'p')
    await pair.createDraft({title: 'v1'})
    await pair.editDraft({title: 'v2'})
    await pair.editDraft({title: 'v3'})
    const history = lakeHistory(lake)
    let calls = 0
    const controller = createTimelineController({
      documentId: 'p',
      fetchDocumentsAt: history.fetchDocumentsAt,
      // A server that answers the first page, then stops answering.
      fetchTransactions: async (request) => {
        calls++
        if (calls > 1) throw new Error('History request failed: 503')
        return history.fetchTransactions(request)
      },
      pageSize: 2,
    })
    await until(controller, (s) => settled(s) && s.chunks.length === 1)
    await controller.loadMore()
    expect(controller.getSnapshot().error).toEqual(new Error('History request failed: 503'))
    await controller.loadMore()
    controller.setRange(null, '1/x')
    expect(calls).toBe(2)
    controller.dispose()
  })

  it('rejects bad options clearly', () => {
    const {lake} = testLake()
    const history = lakeHistory(lake)
    expect(() => createTimelineController({documentId: 'p', ...history, pageSize: 0})).toThrow(
      'pageSize must be an integer of at least 2, got 0',
    )
    expect(() => createTimelineController({documentId: '', ...history})).toThrow(
      'Timeline needs the id of the document',
    )
  })
})
