import type {ContentDocument, Mutation} from '../types'
import {applyMutationWithOutcome, type MutationContext, type MutationOperation} from './applyMutation'
import {getMutationDocumentId} from './getMutationDocumentId'
import {MutationError} from './MutationError'

/**
 * What one mutation of a transaction did.
 * @public
 */
export interface TransactionResult {
  /** The id of the document the mutation addressed. */
  id: string
  /** What the mutation did to it: `create`, `update`, `delete`, or `none` when it wrote nothing. */
  operation: MutationOperation
}

/**
 * The outcome of {@link applyTransaction}.
 * @public
 */
export interface AppliedTransaction {
  /** The final state of every document the transaction wrote; `null` for deleted ones. */
  documents: Map<string, ContentDocument | null>
  /** One entry per mutation, in order. */
  results: TransactionResult[]
}

/**
 * Applies the mutations of one transaction in order, each seeing the documents as the earlier
 * ones left them. All or nothing: the first failing mutation throws a {@link MutationError}
 * with its `index` (and `documentId`), and nothing is returned.
 *
 * `documents` holds only documents that were written (a `createIfNotExists` of an existing
 * document or a `delete` of a missing one writes nothing). A document created and then deleted
 * in the same transaction maps to `null`, so storage may see a delete of an unknown id.
 *
 * @param getDocument - reads a document as it is before the transaction (`null` if missing)
 * @throws {@link MutationError}
 * @example
 * ```ts
 * const {documents, results} = applyTransaction((id) => store.get(id) ?? null, [
 *   {create: {_id: 'a', _type: 'post'}},
 *   {patch: {id: 'a', set: {title: 'Hi'}}},
 * ], {transactionId: 'tx1', timestamp: new Date().toISOString()})
 * ```
 * @public
 */
export function applyTransaction(
  getDocument: (id: string) => ContentDocument | null,
  mutations: readonly Mutation[],
  context: MutationContext,
): AppliedTransaction {
  const documents = new Map<string, ContentDocument | null>()
  const results: TransactionResult[] = []
  const read = (id: string): ContentDocument | null =>
    documents.has(id) ? (documents.get(id) ?? null) : (getDocument(id) ?? null)
  mutations.forEach((mutation, index) => {
    let id: string | undefined
    try {
      id = getMutationDocumentId(mutation)
      const {document, operation} = applyMutationWithOutcome(id === undefined ? null : read(id), mutation, context)
      // applyMutationWithOutcome rejects mutations without an id, so `id` is set here.
      const written = id as string
      if (operation !== 'none') documents.set(written, document)
      results.push({id: written, operation})
    } catch (error) {
      if (error instanceof MutationError) throw error.withContext(id === undefined ? {index} : {index, documentId: id})
      throw error
    }
  })
  return {documents, results}
}
