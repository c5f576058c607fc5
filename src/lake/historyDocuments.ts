import type {ContentDocument, HistorySelector} from '../types'
import type {Lake} from './createLake'
import {checkDocumentIds} from './checkDocumentIds'
import {historyTime, type HistoryPermission} from './transactionLog'

type HistoryReader = Pick<Lake, 'getDocuments' | 'getTransactions' | 'getDocumentsAt'>

/** The current document, or for a deleted one its state just before the deletion (null if it never existed). */
export function lastRevision(lake: HistoryReader, dataset: string, id: string): ContentDocument | null {
  const current = lake.getDocuments(dataset, [id])[0]
  if (current) return current
  const [, beforeDeletion] = lake.getTransactions(dataset, {documentIds: [id], reverse: true, limit: 2})
  return beforeDeletion ? (lake.getDocumentsAt(dataset, [id], {revision: beforeDeletion.id})[0] ?? null) : null
}

/**
 * The documents as they were, as `GET /data/history/{dataset}/documents/{ids}` answers: at a
 * revision, at a time (any ISO date-time) or at their last revision; documents that did not
 * exist then are left out, and so are revisions the caller may not see the history of — they
 * are answered exactly as if the document had not existed then (no 403 that would tell the
 * two apart).
 *
 * @param mayReadHistory - whether the caller may see a revision (see {@link HistoryPermission}); absent: every one
 * @throws LakeError `badRequest` for an invalid document id or a time that is not a date-time.
 */
export function historyDocuments(
  lake: HistoryReader,
  dataset: string,
  ids: readonly string[],
  at: HistorySelector,
  mayReadHistory?: HistoryPermission,
): ContentDocument[] {
  checkDocumentIds(ids)
  const documents =
    'lastRevision' in at
      ? ids.map((id) => lastRevision(lake, dataset, id))
      : lake.getDocumentsAt(
          dataset,
          [...ids],
          'revision' in at ? {revision: at.revision} : {time: historyTime('time', at.time)},
        )
  return documents.filter(
    (document): document is ContentDocument =>
      document !== null && (mayReadHistory === undefined || mayReadHistory(document)),
  )
}
