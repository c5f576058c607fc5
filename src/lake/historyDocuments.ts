import type {ContentDocument, HistorySelector} from '../types'
import type {Lake} from './createLake'
import {permissionDenied} from './LakeError'
import {historyTime} from './transactionLog'

type HistoryReader = Pick<Lake, 'getDocuments' | 'getTransactions' | 'getDocumentsAt'>

/** The current document, or for a deleted one its state just before the deletion (null if it never existed). */
export function lastRevision(lake: HistoryReader, dataset: string, id: string): ContentDocument | null {
  const current = lake.getDocuments(dataset, [id])[0]
  if (current) return current
  const [, beforeDeletion] = lake.getTransactions(dataset, {documentIds: [id], reverse: true, limit: 2})
  return beforeDeletion ? (lake.getDocumentsAt(dataset, [id], {revision: beforeDeletion.id})[0] ?? null) : null
}

/**
 * Refuses a history request unless the caller may see the history of every requested
 * document, judged on the document as it stands now (or just before its deletion); ids that
 * never existed have no history to hide.
 *
 * @param mayReadHistory - whether the caller has the `history` permission on a document
 * @returns a memoized check for other documents the same transactions touched
 * @throws LakeError `permission` naming the first document without the permission.
 */
export function requireHistoryAccess(
  lake: HistoryReader,
  dataset: string,
  ids: readonly string[],
  mayReadHistory: (document: ContentDocument) => boolean,
): (id: string) => boolean {
  const known = new Map<string, boolean>()
  const allowed = (id: string): boolean => {
    let answer = known.get(id)
    if (answer === undefined) {
      const document = lastRevision(lake, dataset, id)
      answer = document === null || mayReadHistory(document)
      known.set(id, answer)
    }
    return answer
  }
  for (const id of ids) if (!allowed(id)) throw permissionDenied('history', id)
  return allowed
}

/**
 * The documents as they were, as `GET /data/history/{dataset}/documents/{ids}` answers: at a
 * revision, at a time (any ISO date-time) or at their last revision; documents that did not
 * exist then are left out.
 *
 * @throws LakeError `badRequest` for a time that is not a date-time.
 */
export function historyDocuments(lake: HistoryReader, dataset: string, ids: readonly string[], at: HistorySelector): ContentDocument[] {
  const documents =
    'lastRevision' in at
      ? ids.map((id) => lastRevision(lake, dataset, id))
      : lake.getDocumentsAt(dataset, [...ids], 'revision' in at ? {revision: at.revision} : {time: historyTime('time', at.time)})
  return documents.filter((document): document is ContentDocument => document !== null)
}
