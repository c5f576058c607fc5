import {getMutationDocumentId} from '../mutations'
import type {ContentDocument, Mutation, TransactionLogEntry, TransactionLogOptions} from '../types'
import {checkDocumentIds} from './checkDocumentIds'
import type {Lake} from './createLake'
import {LakeError} from './LakeError'
import type {TransactionRecord} from './LakeStorage'

/**
 * Whether the caller may see the history of a document as it was at one revision — the
 * `history` permission of their grants, checked on that revision's content (not on the
 * document as it is now: a document that was once of a type they may not see keeps that part
 * of its past hidden from them).
 */
export type HistoryPermission = (document: ContentDocument) => boolean

type LogReader = Pick<Lake, 'getTransactions' | 'getDocumentsAt'>

/** Transactions read per batch when some are filtered out after reading (at least 2, so each batch gets further). */
const MIN_BATCH = 50

/** The whole-document body of a create, createOrReplace or createIfNotExists, if the mutation is one. */
function documentBody(mutation: Mutation): {_id?: string; _type: string} | undefined {
  if ('create' in mutation) return mutation.create
  if ('createOrReplace' in mutation) return mutation.createOrReplace
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists
  return undefined
}

/** A mutation with whole-document bodies cut down to `_id` and `_type` (patches are deltas and stay). */
function withoutContent(mutation: Mutation): Mutation {
  const stub = (doc: {_id?: string; _type: string}) => ({_id: doc._id!, _type: doc._type})
  if ('create' in mutation) return {create: stub(mutation.create)}
  if ('createOrReplace' in mutation) return {createOrReplace: stub(mutation.createOrReplace)}
  if ('createIfNotExists' in mutation) return {createIfNotExists: stub(mutation.createIfNotExists)}
  return mutation
}

/**
 * A time option of the History API as an ISO string with milliseconds: the form history
 * timestamps are stored in, so string comparison orders them.
 *
 * @param name - the option's name, for the error
 * @throws LakeError `badRequest` for a value that is not a date-time.
 */
export function historyTime(name: string, value: string): string {
  const time = new Date(value)
  if (value === '' || Number.isNaN(time.getTime()))
    throw new LakeError('badRequest', `Query option "${name}" must be an ISO date-time, not "${value}"`)
  return time.toISOString()
}

/**
 * Which parts of a transaction the caller may see: a document's part (its id in
 * `documentIDs`, its mutations, its effects) is shown only when the caller may see the
 * history of the document both as it was before the transaction and as the transaction left
 * it — the effects carry both. Answers are kept per transaction and document.
 */
function revisionVisibility(
  lake: LogReader,
  dataset: string,
  mayReadHistory: HistoryPermission,
): (record: TransactionRecord, id: string) => boolean {
  const known = new Map<string, boolean>()
  return (record, id) => {
    const key = `${record.id}\u0000${id}`
    let answer = known.get(key)
    if (answer === undefined) {
      const before = lake.getDocumentsAt(dataset, [id], {beforeRevision: record.id})[0] ?? null
      const after = record.documentIds.includes(id)
        ? (lake.getDocumentsAt(dataset, [id], {revision: record.id})[0] ?? null)
        : before
      answer =
        (before !== null || after !== null) &&
        (before === null || mayReadHistory(before)) &&
        (after === null || mayReadHistory(after))
      known.set(key, answer)
    }
    return answer
  }
}

/**
 * The transactions that touched any of the documents, as the History API lists them
 * (`GET /data/history/{dataset}/transactions/{ids}`): oldest first unless `reverse`, within
 * `fromTransaction`/`toTransaction` and `fromTime`/`toTime` (all inclusive), by `authors`, at
 * most `limit`; each cut to the requested ids with `includeIdentifiedDocumentsOnly`, with
 * bodies cut down (`excludeContent`), mutations left out (`excludeMutations`) and Mendoza
 * effects added (`effectFormat`) as asked.
 *
 * With `mayReadHistory`, every document's part of a transaction is shown only when the caller
 * may see the history of the revisions involved (see {@link HistoryPermission}), and a
 * transaction none of whose requested documents they may see is left out — so a document
 * whose history is hidden answers exactly as one that never existed (no transactions), and
 * `limit` counts only the transactions shown.
 *
 * @param ids - the requested documents
 * @param mayReadHistory - whether the caller may see a revision; absent: every one
 * @throws LakeError `badRequest` for an invalid document id, a `limit` that is not a positive
 *   integer or a time that is not a date-time.
 */
export function transactionLog(
  lake: LogReader,
  dataset: string,
  ids: readonly string[],
  options: TransactionLogOptions,
  mayReadHistory?: HistoryPermission,
): TransactionLogEntry[] {
  checkDocumentIds(ids)
  const {limit} = options
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) {
    throw new LakeError('badRequest', `Query option "limit" must be a positive integer, not "${limit}"`)
  }
  const fromTime = options.fromTime === undefined ? undefined : historyTime('fromTime', options.fromTime)
  const toTime = options.toTime === undefined ? undefined : historyTime('toTime', options.toTime)
  const authors = options.authors?.filter(Boolean)
  const inRange = (record: TransactionRecord) =>
    (fromTime === undefined || record.timestamp >= fromTime) &&
    (toTime === undefined || record.timestamp <= toTime) &&
    (authors === undefined || authors.includes(record.author))

  const requested = new Set(ids)
  const visible = mayReadHistory === undefined ? undefined : revisionVisibility(lake, dataset, mayReadHistory)
  const keep = (record: TransactionRecord, id: string | undefined): boolean => {
    if (options.includeIdentifiedDocumentsOnly && (id === undefined || !requested.has(id))) return false
    if (!visible) return true
    return id !== undefined && visible(record, id)
  }
  const keepMutation = (record: TransactionRecord, mutation: Mutation): boolean => {
    const id = getMutationDocumentId(mutation)
    if (!keep(record, id)) return false
    // A create's body is the author's, which a no-op (createIfNotExists of an existing
    // document) never wrote: it must be visible in its own right.
    const body = documentBody(mutation)
    return !mayReadHistory || body === undefined || mayReadHistory({...body, _id: id!} as ContentDocument)
  }
  const entryOf = (record: TransactionRecord): TransactionLogEntry | undefined => {
    if (visible && !record.documentIds.some((id) => requested.has(id) && visible(record, id))) return undefined
    const entry: TransactionLogEntry = {
      id: record.id,
      timestamp: record.timestamp,
      author: record.author,
      documentIDs: record.documentIds.filter((id) => keep(record, id)),
    }
    if (!options.excludeMutations) {
      const mutations = record.mutations.filter((mutation) => keepMutation(record, mutation))
      entry.mutations = options.excludeContent ? mutations.map(withoutContent) : mutations
    }
    if (options.effectFormat === 'mendoza')
      entry.effects = Object.fromEntries(Object.entries(record.effects).filter(([id]) => keep(record, id)))
    return entry
  }

  // Read in batches, continuing after the last transaction read, until `limit` are shown:
  // transactions left out after reading (by time, author or visibility) must not make a page short.
  const filters = visible !== undefined || fromTime !== undefined || toTime !== undefined || authors !== undefined
  const batchSize = limit === undefined ? undefined : filters ? Math.max(limit, MIN_BATCH) : limit
  const reverse = options.reverse === true
  let fromTransaction = options.fromTransaction
  let toTransaction = options.toTransaction
  let lastRead: string | undefined
  const entries: TransactionLogEntry[] = []
  for (;;) {
    const batch = lake.getTransactions(dataset, {
      documentIds: [...ids],
      ...(fromTransaction === undefined ? {} : {fromTransaction}),
      ...(toTransaction === undefined ? {} : {toTransaction}),
      reverse,
      ...(batchSize === undefined ? {} : {limit: batchSize}),
    })
    for (const record of batch) {
      // The bound a batch continues from is inclusive: its first record was read already.
      if (record.id === lastRead || !inRange(record)) continue
      const entry = entryOf(record)
      if (entry === undefined) continue
      entries.push(entry)
      if (limit !== undefined && entries.length >= limit) return entries
    }
    if (batchSize === undefined || batch.length < batchSize) return entries
    lastRead = batch[batch.length - 1]!.id
    if (reverse) toTransaction = lastRead
    else fromTransaction = lastRead
  }
}
