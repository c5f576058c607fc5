import {describe, expect, it} from 'vitest'
import {
  CHUNK_MERGE_WINDOW_MS,
  LAST_PUBLISHED,
  TIME_ID_VALIDITY_MS,
  Timeline,
  displayedDocument,
  parseHistoryTransaction,
  type Chunk,
  type PairDocuments,
} from '../../../src/store/timeline'
import {allEntries, DATASET, documentPair, MINUTE, pairAt, testLake} from './pairHistory'

/** A timeline holding a pair's whole history from a real lake. */
function loadedTimeline(lake: ReturnType<typeof testLake>['lake'], publishedId: string): Timeline {
  const timeline = new Timeline({publishedId})
  timeline.addOlderTransactions(allEntries(lake, publishedId), {reachedEarliestEntry: true})
  return timeline
}

const kinds = (timeline: Timeline) => timeline.chunks.map((chunk) => chunk.type)

function documentsAt(timeline: Timeline, chunk: Chunk): PairDocuments {
  const result = timeline.documentsAt(chunk)
  if (!result.ready) throw new Error(`not ready: ${JSON.stringify(result.requests)}`)
  return result.documents
}

describe('Timeline', () => {
  describe('chunk kinds', () => {
    it('tells every document action apart', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      const step = () => clock.advance(10 * MINUTE)
      await pair.createDraft({title: 'v1'})
      step()
      await pair.publish()
      step()
      await pair.editDraft({title: 'v2'})
      step()
      await pair.discardDraft()
      step()
      await pair.editLive({title: 'live'})
      step()
      await pair.editDraft({title: 'v3'})
      step()
      await pair.publish()
      step()
      await pair.unpublish()
      step()
      await pair.deleteBoth()
      step()
      await pair.createDraft({title: 'again'})

      expect(kinds(loadedTimeline(lake, 'p'))).toEqual([
        'initial',
        'publish',
        'editDraft',
        'discardDraft',
        'editLive',
        'editDraft',
        'publish',
        'unpublish',
        'delete',
        'create',
      ])
    })

    it('calls removing the only version a delete, and unpublishing beside an existing draft an unpublish', async () => {
      const {lake, clock} = testLake()
      const draftOnly = documentPair(lake, clock, 'a')
      await draftOnly.createDraft({title: 'x'})
      clock.advance(10 * MINUTE)
      await draftOnly.discardDraft()
      expect(kinds(loadedTimeline(lake, 'a'))).toEqual(['initial', 'delete'])

      const both = documentPair(lake, clock, 'b')
      await both.createDraft({title: 'x'})
      await both.publish()
      clock.advance(10 * MINUTE)
      await both.editDraft({title: 'y'})
      clock.advance(10 * MINUTE)
      await lake.mutate(DATASET, [{delete: {id: 'b'}}])
      const timeline = loadedTimeline(lake, 'b')
      expect(kinds(timeline)).toEqual(['initial', 'publish', 'editDraft', 'unpublish'])
      expect(timeline.lastChunk()).toMatchObject({draftState: 'present', publishedState: 'missing'})
    })

    it('settles a kind once older history tells whether the other version existed', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'live')
      await pair.createLive({title: 'one'})
      clock.advance(10 * MINUTE)
      await pair.editLive({title: 'two'})
      await pair.deleteBoth()
      clock.advance(10 * MINUTE)
      await pair.createLive({title: 'three'})
      const entries = allEntries(lake, 'live')
      const timeline = new Timeline({publishedId: 'live'})
      timeline.addOlderTransactions(entries.slice(0, 3), {reachedEarliestEntry: false})
      // No loaded transaction touches the draft: whether it existed is unknown at first.
      expect(kinds(timeline)).toEqual(['editLive', 'delete', 'editLive'])
      expect(timeline.chunks[0]!.draftState).toBe('unknown')
      timeline.addOlderTransactions(entries.slice(3), {reachedEarliestEntry: true})
      expect(kinds(timeline)).toEqual(['initial', 'editLive', 'delete', 'create'])
      expect(timeline.chunks[0]!.draftState).toBe('missing')
    })

    it('reports each version after a chunk as present, missing, or unknown until history touching it loads', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v2'})
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v3'})
      const [newest] = allEntries(lake, 'p')

      const partial = new Timeline({publishedId: 'p'})
      partial.addOlderTransactions([newest!], {reachedEarliestEntry: false})
      expect(partial.chunks).toEqual([
        expect.objectContaining({type: 'editDraft', draftState: 'present', publishedState: 'unknown'}),
      ])

      const whole = loadedTimeline(lake, 'p')
      expect(whole.chunks.map((chunk) => [chunk.type, chunk.draftState, chunk.publishedState])).toEqual([
        ['initial', 'present', 'missing'],
        ['publish', 'missing', 'present'],
        ['editDraft', 'present', 'present'],
        ['editDraft', 'present', 'present'],
      ])
    })
  })

  describe('merging', () => {
    it('merges edits of the same kind at most 5 minutes apart, with every author', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'a'}, 'ada')
      await pair.publish('ada')
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'b'}, 'ada')
      clock.advance(CHUNK_MERGE_WINDOW_MS - 1000) // exactly 5 minutes after the previous commit
      await pair.editDraft({title: 'c'}, 'bob')
      clock.advance(2 * MINUTE)
      await pair.editDraft({title: 'd'}, 'ada')
      clock.advance(CHUNK_MERGE_WINDOW_MS) // 5 minutes and 1 second: a new chunk
      await pair.editDraft({title: 'e'}, 'cy')

      const timeline = loadedTimeline(lake, 'p')
      const chunks = timeline.chunks
      expect(chunks.map((chunk) => [chunk.type, chunk.end - chunk.start, chunk.authors])).toEqual([
        ['initial', 1, ['ada']],
        ['publish', 1, ['ada']],
        ['editDraft', 3, ['ada', 'bob']],
        ['editDraft', 1, ['cy']],
      ])
      const merged = chunks[2]!
      const transactions = timeline.transactionsOf(merged)
      expect(merged.id).toBe(transactions.at(-1)!.id)
      expect([merged.startTimestamp, merged.endTimestamp]).toEqual([
        transactions[0]!.timestamp,
        transactions[2]!.timestamp,
      ])
    })

    it('does not merge different kinds, and lets a create absorb the edits that follow it', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'a'})
      await pair.editDraft({title: 'b'})
      await pair.publish()
      await pair.editLive({title: 'c'})
      await pair.editLive({title: 'd'})
      await pair.editDraft({title: 'e'})
      expect(loadedTimeline(lake, 'p').chunks.map((chunk) => [chunk.type, chunk.end - chunk.start])).toEqual([
        ['initial', 2],
        ['publish', 1],
        ['editLive', 2],
        ['editDraft', 1],
      ])
    })
  })

  describe('documents at a chunk', () => {
    it('rebuilds the pair after every chunk exactly as the lake stored it', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1', body: [{_key: 'a', _type: 'block', text: 'hello'}]})
      await pair.editDraft({title: 'v1.1', tags: ['x']})
      clock.advance(10 * MINUTE)
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v2', body: [{_key: 'a', _type: 'block', text: 'hello, world'}]})
      clock.advance(10 * MINUTE)
      await pair.editLive({seo: {description: 'live'}})
      clock.advance(10 * MINUTE)
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.unpublish()
      clock.advance(10 * MINUTE)
      await pair.deleteBoth()

      const timeline = loadedTimeline(lake, 'p')
      expect(timeline.chunks).toHaveLength(7)
      for (const chunk of timeline.chunks) {
        expect(documentsAt(timeline, chunk), chunk.type).toEqual(pairAt(lake, 'p', chunk.endTimestamp))
      }
    })

    it('names the documents to fetch when the loaded effects cannot rebuild a version, and uses them', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editLive({title: 'v2'})
      clock.advance(10 * MINUTE)
      const editTx = await pair.editLive({title: 'v3'})
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v4'})

      const entries = allEntries(lake, 'p')
      const timeline = new Timeline({publishedId: 'p'})
      timeline.addOlderTransactions(entries.slice(0, 2), {reachedEarliestEntry: false})
      const [liveEdit, draftEdit] = timeline.chunks
      expect([liveEdit!.type, draftEdit!.type]).toEqual(['editLive', 'editDraft'])

      // The newest draft edit creates the draft whole; the published version needs its revision.
      const result = timeline.documentsAt(liveEdit!)
      expect(result).toEqual({
        ready: false,
        requests: [{ids: ['p'], at: {revision: editTx}, position: liveEdit!.start}],
      })
      if (result.ready) return
      const request = result.requests[0]!
      timeline.addFetchedDocuments(
        request,
        lake.getDocumentsAt(DATASET, request.ids, request.at).filter((doc) => doc !== null),
      )

      expect(documentsAt(timeline, liveEdit!)).toEqual(pairAt(lake, 'p', liveEdit!.endTimestamp))
      expect(documentsAt(timeline, draftEdit!)).toEqual(pairAt(lake, 'p', draftEdit!.endTimestamp))
    })

    it('asks for a version no loaded transaction touched as of a time', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v2'})
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v3'})
      const [newest] = allEntries(lake, 'p')
      const timeline = new Timeline({publishedId: 'p'})
      timeline.addOlderTransactions([newest!], {reachedEarliestEntry: false})
      const chunk = timeline.lastChunk()!
      const result = timeline.documentsAt(chunk)
      // The edit patched the draft, so the draft needs its revision; the published version,
      // untouched by any loaded transaction, is read as of the oldest loaded one's time.
      expect(result).toEqual({
        ready: false,
        requests: [
          {ids: ['drafts.p'], at: {revision: chunk.id}, position: 0},
          {ids: ['p'], at: {time: chunk.endTimestamp}, position: 0},
        ],
      })
      if (result.ready) return
      for (const request of result.requests) {
        timeline.addFetchedDocuments(
          request,
          lake.getDocumentsAt(DATASET, request.ids, request.at).filter((doc) => doc !== null),
        )
      }
      expect(documentsAt(timeline, chunk)).toEqual(pairAt(lake, 'p', chunk.endTimestamp))
    })

    it('shows the draft when there is one, else the published version', () => {
      const draft = {_id: 'drafts.a', _type: 'post'}
      const published = {_id: 'a', _type: 'post'}
      expect(displayedDocument({draft, published})).toBe(draft)
      expect(displayedDocument({draft: null, published})).toBe(published)
      expect(displayedDocument({draft: null, published: null})).toBeNull()
    })
  })

  describe('time ids and selection', () => {
    async function publishedTwice() {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      clock.advance(10 * MINUTE)
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v2'})
      clock.advance(10 * MINUTE)
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editDraft({title: 'v3'})
      return {lake, timeline: loadedTimeline(lake, 'p')}
    }

    it('is inactive without a selection', async () => {
      const {timeline} = await publishedTwice()
      expect(timeline.resolveSelection({since: null, rev: null})).toEqual({state: 'inactive'})
    })

    it('resolves a time id to its chunk and the pair at it', async () => {
      const {lake, timeline} = await publishedTwice()
      const chunk = timeline.chunks[2]!
      const id = timeline.createTimeId(chunk)
      expect(id).toBe(`${Date.parse(chunk.endTimestamp)}/${chunk.id}`)
      expect(timeline.parseTimeId(id)).toBe(chunk)
      expect(timeline.resolveSelection({since: null, rev: id})).toEqual({
        state: 'rev',
        rev: chunk,
        documents: pairAt(lake, 'p', chunk.endTimestamp),
      })
    })

    it('resolves a range, up to the latest chunk when no rev is given', async () => {
      const {lake, timeline} = await publishedTwice()
      const [, firstPublish, , secondPublish, latest] = timeline.chunks
      const selection = timeline.resolveSelection({since: timeline.createTimeId(firstPublish!), rev: null})
      expect(selection).toEqual({
        state: 'range',
        since: firstPublish,
        rev: latest,
        sinceDocuments: pairAt(lake, 'p', firstPublish!.endTimestamp),
        revDocuments: pairAt(lake, 'p', latest!.endTimestamp),
      })
      expect(timeline.resolveSelection({since: LAST_PUBLISHED, rev: null})).toMatchObject({
        state: 'range',
        since: secondPublish,
        rev: latest,
      })
      const rev = timeline.createTimeId(secondPublish!)
      expect(timeline.resolveSelection({since: LAST_PUBLISHED, rev})).toMatchObject({
        state: 'range',
        since: firstPublish,
        rev: secondPublish,
      })
    })

    it('is invalid when since comes after rev, or the id names no chunk', async () => {
      const {timeline} = await publishedTwice()
      const [first, second] = timeline.chunks
      expect(
        timeline.resolveSelection({since: timeline.createTimeId(second!), rev: timeline.createTimeId(first!)}),
      ).toEqual({state: 'invalid'})
      expect(timeline.resolveSelection({since: null, rev: 'nonsense'})).toEqual({state: 'invalid'})
      expect(timeline.resolveSelection({since: null, rev: `${Date.parse(first!.endTimestamp)}/unknown`})).toEqual({
        state: 'invalid',
      })
    })

    it('is loading while older history may hold the chunk, and invalid an hour past the chunks around its time', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      clock.advance(2 * TIME_ID_VALIDITY_MS)
      await pair.editDraft({title: 'v2'})
      const entries = allEntries(lake, 'p')
      const timeline = new Timeline({publishedId: 'p'})
      expect(timeline.resolveSelection({since: null, rev: '1/x'})).toEqual({
        state: 'loading',
        need: {kind: 'transactions'},
      })
      timeline.addOlderTransactions(entries.slice(0, 1), {reachedEarliestEntry: false})
      const latest = timeline.lastChunk()!
      const latestTime = Date.parse(latest.endTimestamp)

      // An id of a chunk that is gone: searched back to chunks ending over an hour before it.
      expect(timeline.parseTimeId(`${latestTime + TIME_ID_VALIDITY_MS + 1}/gone`)).toBe('invalid')
      expect(timeline.parseTimeId(`${latestTime + TIME_ID_VALIDITY_MS}/gone`)).toBe('loading')
      // An older id may still be in history not loaded yet.
      const olderId = `${Date.parse(entries[1]!.timestamp)}/${entries[1]!.id}`
      expect(timeline.resolveSelection({since: null, rev: olderId})).toEqual({
        state: 'loading',
        need: {kind: 'transactions'},
      })

      timeline.addOlderTransactions(entries.slice(1), {reachedEarliestEntry: true})
      expect(timeline.resolveSelection({since: null, rev: olderId})).toMatchObject({
        state: 'rev',
        rev: {id: entries[1]!.id},
      })
      expect(timeline.parseTimeId(`${latestTime}/gone`)).toBe('invalid')
    })

    it('waits for documents it cannot rebuild yet', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      await pair.publish()
      clock.advance(10 * MINUTE)
      await pair.editLive({title: 'v2'})
      const timeline = new Timeline({publishedId: 'p'})
      timeline.addOlderTransactions(allEntries(lake, 'p').slice(0, 1), {reachedEarliestEntry: false})
      const chunk = timeline.lastChunk()!
      expect(timeline.resolveSelection({since: null, rev: timeline.createTimeId(chunk)})).toMatchObject({
        state: 'loading',
        need: {
          kind: 'documents',
          requests: [
            {ids: ['drafts.p'], at: {time: chunk.endTimestamp}},
            {ids: ['p'], at: {revision: chunk.id}},
          ],
        },
      })
    })
  })

  describe('feeding', () => {
    it('skips transactions it has, such as the inclusive toTransaction of the next page', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      for (let i = 0; i < 4; i++) await pair.editDraft({n: i})
      const entries = allEntries(lake, 'p')
      const timeline = new Timeline({publishedId: 'p'})
      expect(timeline.addOlderTransactions(entries.slice(0, 2), {reachedEarliestEntry: false})).toBe(2)
      expect(timeline.earliestTransactionId).toBe(entries[1]!.id)
      expect(timeline.addOlderTransactions(entries.slice(1), {reachedEarliestEntry: true})).toBe(2)
      expect(timeline.transactionCount).toBe(4)
      expect(timeline.latestTransactionId).toBe(entries[0]!.id)
      expect(timeline.chunks[0]).toMatchObject({start: -2, end: 2, type: 'initial'})
    })

    it('takes a transaction told one document at a time, as a listener does', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      const timeline = new Timeline({publishedId: 'p'})
      timeline.addOlderTransactions(allEntries(lake, 'p'), {reachedEarliestEntry: true})
      clock.advance(10 * MINUTE)
      await pair.publish()
      const [publish] = allEntries(lake, 'p')
      const part = (id: string) => ({...publish!, effects: {[id]: publish!.effects![id]!}})

      expect(timeline.addNewerTransaction(part('p'))).toBe(true)
      expect(kinds(timeline)).toEqual(['initial', 'editLive'])
      expect(timeline.addNewerTransaction(part('drafts.p'))).toBe(true)
      expect(timeline.addNewerTransaction(part('drafts.p'))).toBe(false)
      expect(kinds(timeline)).toEqual(['initial', 'publish'])
      expect(documentsAt(timeline, timeline.lastChunk()!)).toEqual(pairAt(lake, 'p', publish!.timestamp))
    })

    it('refuses entries without mendoza effects on the pair, adding nothing', async () => {
      const {lake, clock} = testLake()
      const pair = documentPair(lake, clock, 'p')
      await pair.createDraft({title: 'v1'})
      const [entry] = allEntries(lake, 'p')
      const timeline = new Timeline({publishedId: 'p'})
      const {effects: _effects, ...withoutEffects} = entry!
      expect(() => timeline.addOlderTransactions([entry!, withoutEffects], {reachedEarliestEntry: true})).toThrow(
        `History transaction "${entry!.id}" has no "effects": request history with effectFormat=mendoza`,
      )
      expect(() =>
        timeline.addOlderTransactions([{...entry!, effects: {other: {apply: [], revert: []}}}], {
          reachedEarliestEntry: true,
        }),
      ).toThrow('has no effects on "p" or "drafts.p"')
      expect(timeline.transactionCount).toBe(0)
    })

    it('reads an error line of the stream as the error it describes', () => {
      expect(() =>
        parseHistoryTransaction({error: {description: 'Document history is not available', type: 'historyError'}}),
      ).toThrow('Document history is not available')
      expect(() => parseHistoryTransaction({id: 't', timestamp: 'yesterday', author: 'a', effects: {}})).toThrow(
        'History transaction "t" must have an ISO "timestamp"',
      )
      expect(() =>
        parseHistoryTransaction({id: 't', timestamp: '2026-01-01T00:00:00Z', author: 'a', effects: {p: {apply: []}}}),
      ).toThrow('effects for "p" without "apply" and "revert" patches')
    })

    it('takes a draft id for the pair', () => {
      const timeline = new Timeline({publishedId: 'drafts.p'})
      expect([timeline.publishedId, timeline.draftId]).toEqual(['p', 'drafts.p'])
    })
  })
})
