import {createLake, memoryStorage, type Lake, type TransactionRecord} from '../../../src/lake'
import type {FetchDocumentsAt, HistoryTransaction, TransactionPageRequest} from '../../../src/store/timeline'
import type {ContentDocument, Mutation} from '../../../src/types'

export const DATASET = 'production'
export const MINUTE = 60 * 1000

/** A clock the test moves by hand; every transaction also moves it one second on. */
export function manualClock(start = Date.parse('2026-03-01T09:00:00.000Z')) {
  let time = start
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms
    },
  }
}

/** A real in-memory lake with a hand-moved clock. */
export function testLake() {
  const clock = manualClock()
  const lake = createLake({storage: memoryStorage(), now: clock.now})
  return {lake, clock}
}

const withoutSystemFields = (document: ContentDocument): ContentDocument => {
  const {_rev: _r, _createdAt: _c, _updatedAt: _u, ...rest} = document
  return rest as ContentDocument
}

/**
 * The document actions of the studio, as the transactions they commit, on one pair in a real
 * lake. Each returns the transaction id; the clock moves one second after each.
 */
export function documentPair(lake: Lake, clock: {advance(ms: number): void}, publishedId: string, type = 'post') {
  const draftId = `drafts.${publishedId}`
  const current = (id: string) => lake.getDocuments(DATASET, [id])[0] ?? null
  const commit = async (mutations: Mutation[], author = 'ada'): Promise<string> => {
    const {transactionId} = await lake.mutate(DATASET, mutations, {author})
    clock.advance(1000)
    return transactionId
  }
  return {
    publishedId,
    draftId,
    createDraft: (fields: Record<string, unknown> = {}, author?: string) =>
      commit([{create: {_id: draftId, _type: type, ...fields}}], author),
    createLive: (fields: Record<string, unknown> = {}, author?: string) =>
      commit([{create: {_id: publishedId, _type: type, ...fields}}], author),
    /** Edits the draft, first copying the published version into it when there is no draft (as the studio does). */
    editDraft: (set: Record<string, unknown>, author?: string) => {
      const published = current(publishedId)
      const base: ContentDocument = published
        ? {...withoutSystemFields(published), _id: draftId}
        : {_id: draftId, _type: type}
      return commit([{createIfNotExists: base}, {patch: {id: draftId, set}}], author)
    },
    editLive: (set: Record<string, unknown>, author?: string) => commit([{patch: {id: publishedId, set}}], author),
    publish: (author?: string) => {
      const draft = current(draftId)
      if (!draft) throw new Error('cannot execute publish when draft is missing')
      return commit(
        [{createOrReplace: {...withoutSystemFields(draft), _id: publishedId}}, {delete: {id: draftId}}],
        author,
      )
    },
    unpublish: (author?: string) => {
      const published = current(publishedId)
      if (!published) throw new Error('nothing to unpublish')
      return commit(
        [{createIfNotExists: {...withoutSystemFields(published), _id: draftId}}, {delete: {id: publishedId}}],
        author,
      )
    },
    discardDraft: (author?: string) => commit([{delete: {id: draftId}}], author),
    deleteBoth: (author?: string) => commit([{delete: {id: publishedId}}, {delete: {id: draftId}}], author),
  }
}

/** A lake transaction as one line of the history transactions endpoint (`includeIdentifiedDocumentsOnly`, mendoza effects), through JSON. */
export function toHistoryEntry(record: TransactionRecord, ids: readonly string[]): HistoryTransaction {
  const keep = (id: string) => ids.includes(id)
  const entry: HistoryTransaction = {
    id: record.id,
    timestamp: record.timestamp,
    author: record.author,
    documentIDs: record.documentIds.filter(keep),
    effects: Object.fromEntries(Object.entries(record.effects).filter(([id]) => keep(id))),
  }
  return JSON.parse(JSON.stringify(entry)) as HistoryTransaction
}

/**
 * The history endpoints over a real lake, in process, recording every request: what the
 * client layer's fetches will answer over HTTP.
 */
export function lakeHistory(lake: Lake) {
  const transactionRequests: TransactionPageRequest[] = []
  const documentRequests: Array<{ids: string[]; at: {revision: string} | {time: string}}> = []
  const fetchTransactions = async (request: TransactionPageRequest): Promise<HistoryTransaction[]> => {
    transactionRequests.push(request)
    const ids = [request.publishedId, request.draftId]
    const records = lake.getTransactions(DATASET, {
      documentIds: ids,
      reverse: true,
      limit: request.limit,
      ...(request.toTransaction ? {toTransaction: request.toTransaction} : {}),
    })
    return records.map((record) => toHistoryEntry(record, ids))
  }
  const fetchDocumentsAt: FetchDocumentsAt = async (ids, at) => {
    documentRequests.push({ids, at})
    const documents = lake
      .getDocumentsAt(DATASET, ids, at)
      .filter((document): document is ContentDocument => document !== null)
    return JSON.parse(JSON.stringify(documents)) as ContentDocument[]
  }
  return {fetchTransactions, fetchDocumentsAt, transactionRequests, documentRequests}
}

/** Every history entry of a pair, newest first, as one page. */
export function allEntries(lake: Lake, publishedId: string): HistoryTransaction[] {
  const ids = [publishedId, `drafts.${publishedId}`]
  return lake.getTransactions(DATASET, {documentIds: ids, reverse: true}).map((record) => toHistoryEntry(record, ids))
}

/** The pair as the lake kept it at a time. */
export function pairAt(
  lake: Lake,
  publishedId: string,
  time: string,
): {draft: ContentDocument | null; published: ContentDocument | null} {
  const [draft, published] = lake.getDocumentsAt(DATASET, [`drafts.${publishedId}`, publishedId], {time})
  return {draft: draft ?? null, published: published ?? null}
}
