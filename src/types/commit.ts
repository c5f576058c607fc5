import type {ContentDocument} from './document'

/** The options of a transaction that travel with its mutations: the mutate endpoint takes them, the lake applies them. */
export interface CommitOptions {
  /** Use this id for the transaction; it becomes the `_rev` of every document it writes. */
  transactionId?: string
  /** Work out the result and check every rule, but write nothing. */
  dryRun?: boolean
  /** Give array items that are objects without `_key` a generated key. */
  autoGenerateArrayKeys?: boolean
}

/** One document's outcome in a transaction. */
export interface MutationResultItem {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  /** The document after the transaction (never for deletes; over HTTP only with `returnDocuments`). */
  document?: ContentDocument
}

/** What a transaction did. */
export interface MutateResult {
  transactionId: string
  results: MutationResultItem[]
}
