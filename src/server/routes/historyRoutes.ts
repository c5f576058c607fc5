import {
  checkPermission,
  deletedDocuments,
  historyDocuments,
  historyTime,
  transactionLog,
  type CompiledGrants,
  type HistoryPermission,
} from '../../lake'
import type {HistorySelector} from '../../types'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {booleanOption, documentIds, oneOfOption, positiveIntegerOption} from '../queryOptions'
import {DRAFTS_PREFIX, getPublishedId} from '../../document'
import {documentEvents} from './history/documentEvents'
import type {RequestContext} from '../RequestContext'
import {sendJson, sendNdjson} from '../respond'
import type {Router} from '../Router'

/**
 * What the caller may see of history: every revision with a grant that gives `history` on
 * every document, else the revisions whose content their grants give `history` on.
 */
function historyPermission(grants: CompiledGrants): HistoryPermission | undefined {
  if (grants.grants.some((grant) => grant.matchesAll && grant.permissions.has('history'))) return undefined
  return (document) => checkPermission(grants, 'history', document)
}

/** A time query option as {@link historyTime} normalizes it, or undefined when absent. */
function timeOption(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)
  return value === null ? undefined : historyTime(name, value)
}

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: the transactions that touched any of the
 * documents, as NDJSON, oldest first. Options: `excludeContent` (create bodies cut to
 * `_id`/`_type`), `excludeMutations`, `includeIdentifiedDocumentsOnly` (`documentIDs`,
 * `mutations` and `effects` only for the requested ids), `effectFormat=mendoza` (adds
 * `effects`), `reverse`, `limit`, `fromTransaction`/`toTransaction` (inclusive),
 * `fromTime`/`toTime` (inclusive) and `authors` (comma-separated).
 *
 * A document's part of a transaction (its id, mutations and effects) is shown only when the
 * caller's grants give `history` on the document as it was before and after that transaction;
 * transactions that show none of the requested documents are left out. So a document whose
 * history the caller may not see answers exactly as one that never existed: no transactions,
 * never a 403 that would tell the two apart.
 */
function transactions(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const {query} = ctx
  const dataset = ctx.params.dataset!
  // Parsed in this order so a request with several bad options is told about the same one as ever.
  const limit = positiveIntegerOption(query, 'limit')
  const fromTime = timeOption(query, 'fromTime')
  const toTime = timeOption(query, 'toTime')
  const authors = query.get('authors')?.split(',')
  const entries = transactionLog(
    ctx.server.lake,
    dataset,
    ids,
    {
      excludeContent: booleanOption(query, 'excludeContent', false),
      excludeMutations: booleanOption(query, 'excludeMutations', false),
      includeIdentifiedDocumentsOnly: booleanOption(query, 'includeIdentifiedDocumentsOnly', false),
      ...(oneOfOption(query, 'effectFormat', ['mendoza']) === 'mendoza' ? {effectFormat: 'mendoza' as const} : {}),
      reverse: booleanOption(query, 'reverse', false),
      ...(limit === undefined ? {} : {limit}),
      ...(query.get('fromTransaction') === null ? {} : {fromTransaction: query.get('fromTransaction')!}),
      ...(query.get('toTransaction') === null ? {} : {toTransaction: query.get('toTransaction')!}),
      ...(fromTime === undefined ? {} : {fromTime}),
      ...(toTime === undefined ? {} : {toTime}),
      ...(authors === undefined ? {} : {authors}),
    },
    historyPermission(grants),
  )
  sendNdjson(ctx.res, entries)
}

/**
 * `GET /data/history/{dataset}/documents/{ids}`: the documents as they were, with exactly one
 * of `revision` (a transaction id), `time` (any ISO date-time) or `lastRevision=true` →
 * `{documents}`; documents that did not exist then are left out, and so are revisions whose
 * content the caller's grants do not give `history` on — answered exactly as documents that
 * did not exist then.
 */
function documentsAt(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const dataset = ctx.params.dataset!
  const revision = ctx.query.get('revision') ?? undefined
  const time = timeOption(ctx.query, 'time')
  const last = booleanOption(ctx.query, 'lastRevision', false)
  const given = [revision !== undefined, time !== undefined, last].filter(Boolean).length
  if (given !== 1) throw badRequest('Give exactly one of "revision", "time" or "lastRevision=true"')
  const at: HistorySelector = last ? {lastRevision: true} : revision !== undefined ? {revision} : {time: time!}
  sendJson(ctx.res, 200, {documents: historyDocuments(ctx.server.lake, dataset, ids, at, historyPermission(grants))})
}

/** The most events one page of `events/documents` holds, and the default. */
const MAX_EVENTS_LIMIT = 1000
const DEFAULT_EVENTS_LIMIT = 100

/**
 * `GET /data/history/{dataset}/events/documents/{id}`: the history of one document (its
 * published version and draft) as events, newest first — `{events: {[id]: [...]}, nextCursor}`
 * as the hosted studio's history timeline reads it (see `documentEvents` for the event types).
 * `limit` (default 100, at most 1000) events a page; `nextCursor` (the revision to go on
 * before, empty when there is no more) is given back as the `nextCursor` option. Made from
 * the transaction log, under the same `history` grants as the transactions endpoint: a
 * document whose history the caller may not see has no events.
 */
function events(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const [id] = documentIds(ctx.params.id!)
  const publishedId = getPublishedId(id!)
  const limit = positiveIntegerOption(ctx.query, 'limit') ?? DEFAULT_EVENTS_LIMIT
  if (limit > MAX_EVENTS_LIMIT) throw badRequest(`"limit" may be at most ${MAX_EVENTS_LIMIT}`)
  const cursor = ctx.query.get('nextCursor') || undefined
  const entries = transactionLog(
    ctx.server.lake,
    ctx.params.dataset!,
    [publishedId, `${DRAFTS_PREFIX}${publishedId}`],
    {includeIdentifiedDocumentsOnly: true},
    historyPermission(grants),
  )
  const all = documentEvents(publishedId, entries).reverse()
  const start = cursor === undefined ? 0 : all.findIndex((event) => event.revisionId === cursor)
  if (start === -1) throw badRequest(`Unknown "nextCursor" "${cursor}"`)
  const page = all.slice(start, start + limit)
  sendJson(ctx.res, 200, {events: {[id!]: page}, nextCursor: all[start + limit]?.revisionId ?? ''})
}

/**
 * `GET /data/history/{dataset}/deleted`: the recently deleted documents — those whose latest
 * transaction deleted them — newest deletion first → `{documents: [{documentId, type,
 * deletedAt, deletedBy, revision}], nextCursor}`. Options: `type` (the `_type` the document
 * had), `limit` (default 50, at most 200) and `before` (the `nextCursor` of the page before;
 * null when there is no more). `revision` is the last version before the deletion, which
 * `documents/{id}?revision=` reads back for a restore.
 *
 * Under the same `history` grants as the other History API routes, checked on that last
 * version: deletions the caller may not see are left out before the page is counted, so
 * neither their ids nor their number show.
 */
function deleted(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const {query} = ctx
  // The lake checks the range (at most 200), the type name and the cursor.
  const limit = positiveIntegerOption(query, 'limit')
  const type = query.get('type')
  const before = query.get('before')
  const page = deletedDocuments(
    ctx.server.lake,
    ctx.params.dataset!,
    {
      ...(limit === undefined ? {} : {limit}),
      ...(type === null ? {} : {type}),
      ...(before === null ? {} : {before}),
    },
    historyPermission(grants),
  )
  sendJson(ctx.res, 200, page)
}

/** Adds the History API: transactions of documents, documents at a revision or time, deleted documents. */
export function addHistoryRoutes(router: Router): void {
  router.add('GET', '/data/history/:dataset/deleted', deleted)
  router.add('GET', '/data/history/:dataset/transactions/:ids', transactions)
  router.add('GET', '/data/history/:dataset/documents/:ids', documentsAt)
  router.add('GET', '/data/history/:dataset/events/documents/:id', events)
}
