import type {ContentDocument, OmittedDocument} from '../types'
import type {Lake} from './createLake'
import {checkDocumentIds} from './checkDocumentIds'

/** What {@link lookupDocuments} answers, as `GET /data/doc/{dataset}/{ids}` does. */
export interface DocumentLookup {
  documents: ContentDocument[]
  omitted: OmittedDocument[]
}

/**
 * Documents by id, as `GET /data/doc/{dataset}/{ids}` answers: the ones that exist and may be
 * read, in the order asked, and the others as omitted with reason `existence` or `permission`.
 *
 * @param options.mayRead - whether the caller may read a document
 * @param options.excludeContent - answer only the omissions (an availability check), with `documents` empty
 * @throws LakeError `badRequest` naming the first id that is not a valid document id.
 */
export function lookupDocuments(
  lake: Pick<Lake, 'getDocuments'>,
  dataset: string,
  ids: readonly string[],
  options: {mayRead: (document: ContentDocument) => boolean; excludeContent?: boolean},
): DocumentLookup {
  checkDocumentIds(ids)
  const found = lake.getDocuments(dataset, [...ids])
  const documents: ContentDocument[] = []
  const omitted: OmittedDocument[] = []
  ids.forEach((id, i) => {
    const document = found[i]
    if (!document) omitted.push({id, reason: 'existence'})
    else if (!options.mayRead(document)) omitted.push({id, reason: 'permission'})
    else if (!options.excludeContent) documents.push(document)
  })
  return {documents, omitted}
}
