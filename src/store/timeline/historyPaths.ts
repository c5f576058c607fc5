/** Transactions per history request; older ones are fetched page by page. */
export const HISTORY_PAGE_SIZE = 50

/**
 * One page of a pair's history, newest first, older than (and including) `toTransaction`.
 * @beta
 */
export interface TransactionPageRequest {
  /** The pair's published id, e.g. `post-1`. */
  publishedId: string
  /** The pair's draft id, e.g. `drafts.post-1`. */
  draftId: string
  /** How many transactions at most; {@link HISTORY_PAGE_SIZE} unless told. */
  limit: number
  /** The oldest transaction already loaded; absent for the first (newest) page. */
  toTransaction?: string
}

const idList = (ids: readonly string[]) => ids.map(encodeURIComponent).join(',')

/**
 * The path (below `/v{apiVersion}`) of the request for one page of a pair's history:
 * `GET /data/history/{dataset}/transactions/{publishedId},{draftId}` with mendoza effects,
 * without document content or mutations, only the pair's own effects, newest first.
 *
 * @example
 * ```ts
 * historyTransactionsPath('production', {publishedId: 'a', draftId: 'drafts.a', limit: 50})
 * // '/data/history/production/transactions/a,drafts.a?effectFormat=mendoza&excludeContent=true&…&limit=50'
 * ```
 */
export function historyTransactionsPath(dataset: string, request: TransactionPageRequest): string {
  const query = new URLSearchParams({
    effectFormat: 'mendoza',
    excludeContent: 'true',
    excludeMutations: 'true',
    includeIdentifiedDocumentsOnly: 'true',
    reverse: 'true',
    limit: String(request.limit),
  })
  if (request.toTransaction !== undefined) query.set('toTransaction', request.toTransaction)
  return `/data/history/${encodeURIComponent(dataset)}/transactions/${idList([request.publishedId, request.draftId])}?${query}`
}

/**
 * The path (below `/v{apiVersion}`) of `GET /data/history/{dataset}/documents/{ids}`: the
 * documents as of a revision or a time; the response is `{documents}`.
 */
export function historyDocumentsPath(
  dataset: string,
  ids: readonly string[],
  at: {revision: string} | {time: string},
): string {
  const query = new URLSearchParams('revision' in at ? {revision: at.revision} : {time: at.time})
  return `/data/history/${encodeURIComponent(dataset)}/documents/${idList(ids)}?${query}`
}
