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
