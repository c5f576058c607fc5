import {getIdPair} from '../../document'
import type {ContentDocument} from '../../types'

/**
 * Fetches documents as they were at a revision or a time (`GET
 * /data/history/{dataset}/documents/{ids}?revision=…|time=…` → its `documents`); documents
 * that did not exist then are left out.
 * @beta
 */
export type FetchDocumentsAt = (
  ids: string[],
  at: {revision: string} | {time: string},
) => Promise<readonly ContentDocument[]>

/**
 * The document as it was at a revision — its draft if the revision holds one, else its
 * published version — for restoring it.
 *
 * @param fetchDocumentsAt - Reads the history documents endpoint.
 * @param documentId - The document's published or draft id.
 * @param revision - A transaction id.
 * @throws Error `Unable to find document with ID {id} at revision {revision}` when neither
 * version exists at that revision.
 * @example
 * ```ts
 * const previous = await getDocumentAtRevision(fetchDocumentsAt, 'post-1', 'tx123')
 * ```
 */
export async function getDocumentAtRevision(
  fetchDocumentsAt: FetchDocumentsAt,
  documentId: string,
  revision: string,
): Promise<ContentDocument> {
  const {publishedId, draftId} = getIdPair(documentId)
  const documents = await fetchDocumentsAt([publishedId, draftId], {revision})
  const found =
    documents.find((document) => document._id === draftId) ?? documents.find((document) => document._id === publishedId)
  if (!found) throw new Error(`Unable to find document with ID ${publishedId} at revision ${revision}`)
  return found
}
