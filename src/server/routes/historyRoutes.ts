import {checkPermission, type CompiledGrants, type Lake, type TransactionRecord} from '../../lake'
import {getMutationDocumentId} from '../../mutations'
import type {ContentDocument, Mutation} from '../../types'
import {authorizeGrants, forbidden} from '../authorize'
import {badRequest} from '../HttpError'
import {booleanOption, documentIds, oneOfOption, positiveIntegerOption, timeOption} from '../queryOptions'
import type {RequestContext} from '../RequestContext'
import {sendJson, sendNdjson} from '../respond'
import type {Router} from '../Router'

/** One line of the transactions stream, in the History API's field names. */
export interface TransactionLogEntry {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  mutations?: Mutation[]
  effects?: Record<string, {apply: unknown[]; revert: unknown[]}>
}

/** A mutation with whole-document bodies cut down to `_id` and `_type` (patches are deltas and stay). */
function withoutContent(mutation: Mutation): Mutation {
  const stub = (doc: {_id?: string; _type: string}) => ({_id: doc._id!, _type: doc._type})
  if ('create' in mutation) return {create: stub(mutation.create)}
  if ('createOrReplace' in mutation) return {createOrReplace: stub(mutation.createOrReplace)}
  if ('createIfNotExists' in mutation) return {createIfNotExists: stub(mutation.createIfNotExists)}
  return mutation
}

interface EntryOptions {
  ids: Set<string>
  /** Whether the caller may see the history of another document the transaction touched. */
  visible: (id: string) => boolean
  excludeContent: boolean
  excludeMutations: boolean
  identifiedOnly: boolean
  mendoza: boolean
}

function toEntry(record: TransactionRecord, options: EntryOptions): TransactionLogEntry {
  const keep = (id: string | undefined) =>
    (!options.identifiedOnly || (id !== undefined && options.ids.has(id))) && (id === undefined || options.ids.has(id) || options.visible(id))
  const entry: TransactionLogEntry = {
    id: record.id,
    timestamp: record.timestamp,
    author: record.author,
    documentIDs: record.documentIds.filter(keep),
  }
  if (!options.excludeMutations) {
    const mutations = record.mutations.filter((mutation) => keep(getMutationDocumentId(mutation)))
    entry.mutations = options.excludeContent ? mutations.map(withoutContent) : mutations
  }
  if (options.mendoza) entry.effects = Object.fromEntries(Object.entries(record.effects).filter(([id]) => keep(id)))
  return entry
}

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: the transactions that touched any of the
 * documents, as NDJSON, oldest first. Options: `excludeContent` (create bodies cut to
 * `_id`/`_type`), `excludeMutations`, `includeIdentifiedDocumentsOnly` (`documentIDs`,
 * `mutations` and `effects` only for the requested ids), `effectFormat=mendoza` (adds
 * `effects`), `reverse`, `limit`, `fromTransaction`/`toTransaction` (inclusive),
 * `fromTime`/`toTime` (inclusive) and `authors` (comma-separated).
 *
 * Needs the `history` grant on every requested document (judged on its latest revision),
 * else 403 naming the document; other documents the transactions touched are listed only when
 * the caller has `history` on them too.
 */
function transactions(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const {query} = ctx
  const historyAllowed = requireHistory(ctx.server.lake, ctx.params.dataset!, grants, ids)
  const limit = positiveIntegerOption(query, 'limit')
  const fromTime = timeOption(query, 'fromTime')
  const toTime = timeOption(query, 'toTime')
  const authors = query.get('authors')?.split(',').filter(Boolean)
  const filtered = fromTime !== undefined || toTime !== undefined || authors !== undefined
  const options: EntryOptions = {
    ids: new Set(ids),
    visible: historyAllowed,
    excludeContent: booleanOption(query, 'excludeContent', false),
    excludeMutations: booleanOption(query, 'excludeMutations', false),
    identifiedOnly: booleanOption(query, 'includeIdentifiedDocumentsOnly', false),
    mendoza: oneOfOption(query, 'effectFormat', ['mendoza']) === 'mendoza',
  }
  let records = ctx.server.lake.getTransactions(ctx.params.dataset!, {
    documentIds: ids,
    fromTransaction: query.get('fromTransaction') ?? undefined,
    toTransaction: query.get('toTransaction') ?? undefined,
    reverse: booleanOption(query, 'reverse', false),
    // Filters the storage can't apply must see every candidate before the limit cuts.
    limit: filtered ? undefined : limit,
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
  sendNdjson(
    ctx.res,
    records.map((record) => toEntry(record, options)),
  )
}

/** The current document, or for a deleted one its state just before the deletion. */
function lastRevision(lake: Lake, dataset: string, id: string): ContentDocument | null {
  const current = lake.getDocuments(dataset, [id])[0]
  if (current) return current
  const [, beforeDeletion] = lake.getTransactions(dataset, {documentIds: [id], reverse: true, limit: 2})
  return beforeDeletion ? (lake.getDocumentsAt(dataset, [id], {revision: beforeDeletion.id})[0] ?? null) : null
}

/**
 * Refuses a history request unless the grants allow `history` on every requested document, as
 * it stands now (or just before its deletion); ids that never existed have no history to hide.
 * @returns a memoized check for other documents the same transactions touched
 * @throws HttpError 403 naming the first document without the permission
 */
function requireHistory(lake: Lake, dataset: string, grants: CompiledGrants, ids: string[]): (id: string) => boolean {
  const known = new Map<string, boolean>()
  const allowed = (id: string): boolean => {
    let answer = known.get(id)
    if (answer === undefined) {
      const document = lastRevision(lake, dataset, id)
      answer = document === null || checkPermission(grants, 'history', document)
      known.set(id, answer)
    }
    return answer
  }
  for (const id of ids) if (!allowed(id)) throw forbidden('history', id)
  return allowed
}

/**
 * `GET /data/history/{dataset}/documents/{ids}`: the documents as they were, with exactly one
 * of `revision` (a transaction id), `time` (any ISO date-time) or `lastRevision=true` →
 * `{documents}`; documents that did not exist then are left out. Needs the `history` grant on
 * every requested document (judged on its latest revision), else 403 naming the document.
 */
function documentsAt(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const dataset = ctx.params.dataset!
  requireHistory(ctx.server.lake, dataset, grants, ids)
  const revision = ctx.query.get('revision') ?? undefined
  const time = timeOption(ctx.query, 'time')
  const last = booleanOption(ctx.query, 'lastRevision', false)
  const given = [revision !== undefined, time !== undefined, last].filter(Boolean).length
  if (given !== 1) throw badRequest('Give exactly one of "revision", "time" or "lastRevision=true"')

  const {lake} = ctx.server
  let documents: Array<ContentDocument | null>
  if (last) documents = ids.map((id) => lastRevision(lake, dataset, id))
  else documents = lake.getDocumentsAt(dataset, ids, revision !== undefined ? {revision} : {time: time!})
  sendJson(ctx.res, 200, {documents: documents.filter((doc): doc is ContentDocument => doc !== null)})
}

/** Adds the History API: transactions of documents, and documents at a revision or time. */
export function addHistoryRoutes(router: Router): void {
  router.add('GET', '/data/history/:dataset/transactions/:ids', transactions)
  router.add('GET', '/data/history/:dataset/documents/:ids', documentsAt)
}
