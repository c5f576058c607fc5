import type {ContentDocument, MutationResultItem} from '../types'
import type {Lake} from './createLake'

/**
 * The `results` of a transaction as the mutate endpoint answers them: `{id, operation}`, with
 * the document after the transaction when `returnDocuments` is asked — also for an operation
 * `none` (a `createIfNotExists` of an existing id answers the document as it stands, so
 * `client.createIfNotExists()` resolves to it) — but never for a delete, and only when the
 * caller may read it.
 *
 * @param results - the results of {@link Lake.mutate}
 * @param options.mayRead - whether the caller may read a document
 */
export function mutationResults(
  lake: Pick<Lake, 'getDocuments'>,
  dataset: string,
  results: readonly MutationResultItem[],
  options: {returnDocuments: boolean; mayRead: (document: ContentDocument) => boolean},
): MutationResultItem[] {
  return results.map(({id, operation, document}) => {
    if (!options.returnDocuments || operation === 'delete') return {id, operation}
    const current = document ?? lake.getDocuments(dataset, [id])[0]
    return current && options.mayRead(current) ? {id, operation, document: current} : {id, operation}
  })
}
