import type {ContentDocument} from './document'

/**
 * The options of a transaction that travel with its mutations: the mutate endpoint takes them, the lake applies them.
 * @public
 */
export interface CommitOptions {
  /** Use this id for the transaction; it becomes the `_rev` of every document it writes. */
  transactionId?: string
  /** Work out the result and check every rule, but write nothing. */
  dryRun?: boolean
  /** Give array items that are objects without `_key` a generated key. */
  autoGenerateArrayKeys?: boolean
}

/**
 * One document's outcome in a transaction.
 * @public
 */
export interface MutationResultItem {
  /** The document's id. */
  id: string
  /** What happened to it; `none` for a `createIfNotExists` of an existing document or a delete of a missing one. */
  operation: 'create' | 'update' | 'delete' | 'none'
  /** The document after the transaction (never for deletes; over HTTP only with `returnDocuments`). */
  document?: ContentDocument
}

/**
 * What a transaction did.
 * @public
 */
export interface MutateResult {
  /** The transaction's id: the new `_rev` of every document it wrote. */
  transactionId: string
  /** One entry per document the transaction touched. */
  results: MutationResultItem[]
}
