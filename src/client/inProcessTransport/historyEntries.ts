import {getMutationDocumentId} from '../../mutations'
import type {ContentDocument, Mutation} from '../../types'
import type {TransactionLogEntry, TransactionsOptions} from '../TransactionLogEntry'
import type {InProcessLake, LakeTransactionRecord} from './InProcessLake'
import {badRequest} from './serverErrors'

/** A mutation with whole-document bodies cut down to `_id` and `_type` (patches are deltas and stay). */
function withoutContent(mutation: Mutation): Mutation {
  const stub = (doc: {_id?: string; _type: string}) => ({_id: doc._id!, _type: doc._type})
  if ('create' in mutation) return {create: stub(mutation.create)}
  if ('createOrReplace' in mutation) return {createOrReplace: stub(mutation.createOrReplace)}
  if ('createIfNotExists' in mutation) return {createIfNotExists: stub(mutation.createIfNotExists)}
  return mutation
}

/**
 * An ISO time option as the server normalises it (with milliseconds, so string order is time
 * order).
 * @throws ClientError 400 for a value that is not a date-time.
 */
export function isoTime(name: string, value: string): string {
  const time = new Date(value)
  if (value === '' || Number.isNaN(time.getTime())) throw badRequest(`Query option "${name}" must be an ISO date-time, not "${value}"`)
  return time.toISOString()
}

/** The current document, or for a deleted one its state just before the deletion. */
export function lastRevision(lake: InProcessLake, dataset: string, id: string): ContentDocument | null {
  const current = lake.getDocuments(dataset, [id])[0]
  if (current) return current
  const [, beforeDeletion] = lake.getTransactions(dataset, {documentIds: [id], reverse: true, limit: 2})
  return beforeDeletion ? (lake.getDocumentsAt(dataset, [id], {revision: beforeDeletion.id})[0] ?? null) : null
}

/**
 * The transactions of documents as the server's History API lists them
 * (src/server/routes/historyRoutes.ts): filtered by time and author, cut to the requested
 * ids and to what the caller may see, with content and effects as asked.
 *
 * @param visible - whether the caller may see the history of a document the transactions touched
 */
export function historyEntries(
  lake: InProcessLake,
  dataset: string,
  ids: string[],
  options: Omit<TransactionsOptions, 'tag' | 'signal'>,
  visible: (id: string) => boolean,
): TransactionLogEntry[] {
  if (options.limit !== undefined && (!Number.isSafeInteger(options.limit) || options.limit < 1)) {
    throw badRequest(`Query option "limit" must be a positive integer, not "${options.limit}"`)
  }
  const fromTime = options.fromTime === undefined ? undefined : isoTime('fromTime', options.fromTime)
  const toTime = options.toTime === undefined ? undefined : isoTime('toTime', options.toTime)
  const authors = options.authors?.filter(Boolean)
  const filtered = fromTime !== undefined || toTime !== undefined || authors !== undefined
  let records: LakeTransactionRecord[] = lake.getTransactions(dataset, {
    documentIds: ids,
    ...(options.fromTransaction === undefined ? {} : {fromTransaction: options.fromTransaction}),
    ...(options.toTransaction === undefined ? {} : {toTransaction: options.toTransaction}),
    reverse: options.reverse === true,
    // Filters the storage can't apply must see every candidate before the limit cuts.
    ...(filtered || options.limit === undefined ? {} : {limit: options.limit}),
  })
  if (filtered) {
    records = records.filter(
      (record) =>
        (fromTime === undefined || record.timestamp >= fromTime) &&
        (toTime === undefined || record.timestamp <= toTime) &&
        (authors === undefined || authors.includes(record.author)),
    )
    if (options.limit !== undefined) records = records.slice(0, options.limit)
  }
  const requested = new Set(ids)
  const keep = (id: string | undefined) =>
    (!options.includeIdentifiedDocumentsOnly || (id !== undefined && requested.has(id))) && (id === undefined || requested.has(id) || visible(id))
  return records.map((record) => {
    const entry: TransactionLogEntry = {id: record.id, timestamp: record.timestamp, author: record.author, documentIDs: record.documentIds.filter(keep)}
    if (!options.excludeMutations) {
      const mutations = record.mutations.filter((mutation) => keep(getMutationDocumentId(mutation)))
      entry.mutations = options.excludeContent ? mutations.map(withoutContent) : mutations
    }
    if (options.effectFormat === 'mendoza') entry.effects = Object.fromEntries(Object.entries(record.effects).filter(([id]) => keep(id)))
    return entry
  })
}
