import {filter, firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  createTimelineController,
  historyDocumentsPath,
  historyTransactionsPath,
  type FetchDocumentsAt,
  type HistoryTransaction,
  type TimelineControllerOptions,
} from '../../../src/store/timeline'
import type {ContentDocument} from '../../../src/types'
import {apiClient, parseNdjson} from '../../server/support/apiClient'
import {startTestServer, type TestServer} from '../../server/support/startTestServer'
import {DATASET, MINUTE} from './pairHistory'

let server: TestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  // One transaction per 10 minutes, so no two chunks merge.
  let time = Date.parse('2026-01-01T00:00:00.000Z')
  server = await startTestServer({now: () => new Date((time += 10 * MINUTE))})
  api = apiClient(server)
  const steps = [
    [{create: {_id: 'drafts.h', _type: 'post', title: 'v1'}}],
    [{createOrReplace: {_id: 'h', _type: 'post', title: 'v1'}}, {delete: {id: 'drafts.h'}}],
    [{createIfNotExists: {_id: 'drafts.h', _type: 'post', title: 'v1'}}, {patch: {id: 'drafts.h', set: {title: 'v2'}}}],
    [{delete: {id: 'drafts.h'}}],
  ]
  for (const mutations of steps) expect((await api.mutate(mutations)).status).toBe(200)
})
afterAll(() => server.close())

/** The fetches the client layer makes, over real HTTP to a real server. */
function httpHistory(token: string): Pick<TimelineControllerOptions, 'fetchTransactions' | 'fetchDocumentsAt'> {
  const get = async (path: string) => {
    const response = await fetch(`${server.url}/v2023-11-13${path}`, {headers: {Authorization: `Bearer ${token}`}})
    const text = await response.text()
    if (!response.ok) throw new Error(`History request failed: ${response.status}`)
    return text
  }
  const fetchDocumentsAt: FetchDocumentsAt = async (ids, at) =>
    (JSON.parse(await get(historyDocumentsPath(DATASET, ids, at))) as {documents: ContentDocument[]}).documents
  return {
    fetchTransactions: async (request) =>
      parseNdjson(await get(historyTransactionsPath(DATASET, request))) as HistoryTransaction[],
    fetchDocumentsAt,
  }
}

describe('a timeline over the HTTP history API', () => {
  it('builds the chunks and shows every revision as the server stored it', async () => {
    const controller = createTimelineController({documentId: 'h', ...httpHistory(server.token), pageSize: 2})
    controller.setRange(null, '1/never')
    let state = await firstValueFrom(controller.state$.pipe(filter((s) => !s.loading && s.reachedEarliestEntry)))
    expect(state.selection).toEqual({state: 'invalid'})
    expect(state.chunks.map((chunk) => chunk.type)).toEqual(['initial', 'publish', 'editDraft', 'discardDraft'])

    for (const chunk of state.chunks) {
      controller.setRange(null, controller.timeline.createTimeId(chunk))
      state = await firstValueFrom(controller.state$.pipe(filter((s) => s.selection.state !== 'loading')))
      const {body} = await api.get(
        `/data/history/${DATASET}/documents/h,drafts.h?time=${encodeURIComponent(chunk.endTimestamp)}`,
      )
      const stored = body.documents as ContentDocument[]
      expect(state.selection).toEqual({
        state: 'rev',
        rev: chunk,
        documents: {
          draft: stored.find((doc) => doc._id === 'drafts.h') ?? null,
          published: stored.find((doc) => doc._id === 'h') ?? null,
        },
      })
    }
    await expect(controller.getDocumentAtRevision(state.chunks[2]!.id)).resolves.toMatchObject({
      _id: 'drafts.h',
      title: 'v2',
    })
    controller.dispose()
  })

  it('stops the timeline when the server refuses the history', async () => {
    const controller = createTimelineController({documentId: 'h', ...httpHistory('not-a-token')})
    const state = await firstValueFrom(controller.state$.pipe(filter((s) => s.error !== null)))
    expect(state.error!.message).toBe('History request failed: 401')
    expect(state.chunks).toEqual([])
    controller.dispose()
  })
})
