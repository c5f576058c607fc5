import type {Mutation} from './mutation'

/**
 * Mendoza effects of one transaction on one document.
 * @public
 */
export interface DocumentEffects {
  /** Turns the previous revision into the new one. */
  apply: unknown[]
  /** Turns the new revision back into the previous one. */
  revert: unknown[]
}

/**
 * One transaction of a document's history, in the History API's field names.
 * @public
 */
export interface TransactionLogEntry {
  /** The transaction id, also the `_rev` of the documents it wrote. */
  id: string
  /** When it was committed (ISO 8601). */
  timestamp: string
  /** The user or token id that committed it. */
  author: string
  /** The documents it changed (that the caller may see). */
  documentIDs: string[]
  /** Its mutations (left out with `excludeMutations`). */
  mutations?: Mutation[]
  /** Mendoza effects per document id (`effectFormat: 'mendoza'`). */
  effects?: Record<string, DocumentEffects>
}

/**
 * The options of `GET /data/history/{dataset}/transactions/{ids}`.
 * @public
 */
export interface TransactionLogOptions {
  /** Add Mendoza `effects` per document. */
  effectFormat?: 'mendoza'
  /** Cut whole-document bodies in mutations down to `_id` and `_type`. */
  excludeContent?: boolean
  /** Leave `mutations` out. */
  excludeMutations?: boolean
  /** List only the requested ids in `documentIDs`, `mutations` and `effects`. */
  includeIdentifiedDocumentsOnly?: boolean
  /** Newest first. */
  reverse?: boolean
  /** At most this many transactions. */
  limit?: number
  /** Start at this transaction (inclusive). */
  fromTransaction?: string
  /** End at this transaction (inclusive). */
  toTransaction?: string
  /** From this ISO time (inclusive). */
  fromTime?: string
  /** Until this ISO time (inclusive). */
  toTime?: string
  /** Only transactions by these authors. */
  authors?: string[]
}

/**
 * Which past state `GET /data/history/{dataset}/documents/{ids}` reads: exactly one of a
 * revision (a transaction id), a time (any ISO date-time) or the last revision (for a deleted
 * document, its state just before the deletion).
 * @public
 */
export type HistorySelector = {revision: string} | {time: string} | {lastRevision: true}

/**
 * One document whose latest transaction deleted it (and that has not been created again
 * since), as `GET /data/history/{dataset}/deleted` lists it.
 * @public
 */
export interface DeletedDocument {
  /** Its id as it was: a published id or a `drafts.` id. */
  documentId: string
  /** The `_type` it had before it was deleted. */
  type: string
  /** When the deleting transaction was committed (ISO 8601). */
  deletedAt: string
  /** The user or token id that committed the deleting transaction. */
  deletedBy: string
  /**
   * The `_rev` of its last version before the deletion: read that version back (to restore
   * it) with the History API's `documents/{id}?revision=`.
   */
  revision: string
}

/**
 * The options of `GET /data/history/{dataset}/deleted`.
 * @public
 */
export interface DeletedDocumentsOptions {
  /** Only documents that had this `_type` when they were deleted. */
  type?: string
  /** At most this many documents (1–200; default 50). */
  limit?: number
  /** A page's `nextCursor`: only deletions older than the last one that page listed. */
  before?: string
}

/**
 * One page of recently deleted documents, newest deletion first.
 * @public
 */
export interface DeletedDocumentsPage {
  /** The page's deleted documents, newest deletion first. */
  documents: DeletedDocument[]
  /** Pass as `before` for the next page; null when this page is the last. */
  nextCursor: string | null
}
