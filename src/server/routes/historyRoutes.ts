import {checkPermission, historyDocuments, historyTime, requireHistoryAccess, transactionLog} from '../../lake'
import type {HistorySelector} from '../../types'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {booleanOption, documentIds, oneOfOption, positiveIntegerOption} from '../queryOptions'
import type {RequestContext} from '../RequestContext'
import {sendJson, sendNdjson} from '../respond'
import type {Router} from '../Router'

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
 * Needs the `history` grant on every requested document (judged on its latest revision),
 * else 403 naming the document; other documents the transactions touched are listed only when
 * the caller has `history` on them too.
 */
function transactions(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const {query} = ctx
  const dataset = ctx.params.dataset!
  const visible = requireHistoryAccess(ctx.server.lake, dataset, ids, (document) => checkPermission(grants, 'history', document))
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
    visible,
  )
  sendNdjson(ctx.res, entries)
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
  requireHistoryAccess(ctx.server.lake, dataset, ids, (document) => checkPermission(grants, 'history', document))
  const revision = ctx.query.get('revision') ?? undefined
  const time = timeOption(ctx.query, 'time')
  const last = booleanOption(ctx.query, 'lastRevision', false)
  const given = [revision !== undefined, time !== undefined, last].filter(Boolean).length
  if (given !== 1) throw badRequest('Give exactly one of "revision", "time" or "lastRevision=true"')
  const at: HistorySelector = last ? {lastRevision: true} : revision !== undefined ? {revision} : {time: time!}
  sendJson(ctx.res, 200, {documents: historyDocuments(ctx.server.lake, dataset, ids, at)})
}

/** Adds the History API: transactions of documents, and documents at a revision or time. */
export function addHistoryRoutes(router: Router): void {
  router.add('GET', '/data/history/:dataset/transactions/:ids', transactions)
  router.add('GET', '/data/history/:dataset/documents/:ids', documentsAt)
}
