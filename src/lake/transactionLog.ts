import {getMutationDocumentId} from '../mutations'
import type {Mutation, TransactionLogEntry, TransactionLogOptions} from '../types'
import type {Lake} from './createLake'
import {LakeError} from './LakeError'

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
  if (value === '' || Number.isNaN(time.getTime())) throw new LakeError('badRequest', `Query option "${name}" must be an ISO date-time, not "${value}"`)
  return time.toISOString()
}

/**
 * The transactions that touched any of the documents, as the History API lists them
 * (`GET /data/history/{dataset}/transactions/{ids}`): oldest first unless `reverse`, within
 * `fromTransaction`/`toTransaction` and `fromTime`/`toTime` (all inclusive), by `authors`, at
 * most `limit`; each cut to the requested ids with `includeIdentifiedDocumentsOnly` and to the
 * documents the caller may see the history of, with bodies cut down (`excludeContent`),
 * mutations left out (`excludeMutations`) and Mendoza effects added (`effectFormat`) as asked.
 *
 * @param ids - the requested documents; the caller must be allowed their history (see {@link requireHistoryAccess})
 * @param visible - whether the caller may see the history of another document the transactions touched
 * @throws LakeError `badRequest` for a `limit` that is not a positive integer or a time that is not a date-time.
 */
export function transactionLog(
  lake: Pick<Lake, 'getTransactions'>,
  dataset: string,
  ids: readonly string[],
  options: TransactionLogOptions,
  visible: (id: string) => boolean,
): TransactionLogEntry[] {
  const {limit} = options
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) {
    throw new LakeError('badRequest', `Query option "limit" must be a positive integer, not "${limit}"`)
  }
  const fromTime = options.fromTime === undefined ? undefined : historyTime('fromTime', options.fromTime)
  const toTime = options.toTime === undefined ? undefined : historyTime('toTime', options.toTime)
  const authors = options.authors?.filter(Boolean)
  const filtered = fromTime !== undefined || toTime !== undefined || authors !== undefined
  let records = lake.getTransactions(dataset, {
    documentIds: [...ids],
    ...(options.fromTransaction === undefined ? {} : {fromTransaction: options.fromTransaction}),
    ...(options.toTransaction === undefined ? {} : {toTransaction: options.toTransaction}),
    reverse: options.reverse === true,
    // Filters the storage can't apply must see every candidate before the limit cuts.
    ...(filtered || limit === undefined ? {} : {limit}),
  })
  if (filtered) {
    records = records.filter(
      (record) =>
        (fromTime === undefined || record.timestamp >= fromTime) &&
        (toTime === undefined || record.timestamp <= toTime) &&
        (authors === undefined || authors.includes(record.author)),
    )
    if (limit !== undefined) records = records.slice(0, limit)
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
