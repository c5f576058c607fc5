import type {ContentDocument, DocumentEffects, Mutation} from '../types'

export type {DocumentEffects}

/**
 * A committed transaction, as the history log keeps it.
 * @public
 */
export interface TransactionRecord {
  /** The transaction id; also the `_rev` of every document it changed. */
  id: string
  /** ISO time the transaction was committed. */
  timestamp: string
  /** The id of the user or token that committed it. */
  author: string
  /** The transaction's mutations, in the order they were submitted and applied. */
  mutations: Mutation[]
  /** Ids of the documents it changed, in the order they were first touched. */
  documentIds: string[]
  /** Mendoza effects per changed document id. */
  effects: Record<string, DocumentEffects>
}

/**
 * One document as a transaction left it; `document` is null when the transaction deleted it.
 * @public
 */
export interface DocumentRevision {
  /** The document's `_id`. */
  id: string
  /** The transaction id that produced this revision. */
  rev: string
  /** When the transaction was committed (ISO 8601). */
  timestamp: string
  /** The document as the transaction left it; null when the transaction deleted it. */
  document: ContentDocument | null
}

/**
 * Which documents a query needs to see; built by the query planner.
 * @public
 */
export interface DocumentFilter {
  /** Any of these `_type`s. */
  types?: string[]
  /** Any of these `_id`s. */
  ids?: string[]
  /** `_id` matches any of these GROQ path globs (`drafts.**`). */
  idPatterns?: string[]
  /** Holds a `_ref` to any of these ids. */
  references?: string[]
  /**
   * The scalar at a dotted attribute path (outside arrays) equals a value, as GROQ's `==`
   * compares: same JSON type and value.
   */
  equals?: Array<{path: string; value: string | number | boolean}>
}

/**
 * Options for reading the history log.
 * @public
 */
export interface TransactionQuery {
  /** Only transactions that touched any of these ids. */
  documentIds?: string[]
  /** Start at this transaction (inclusive). */
  fromTransaction?: string
  /** End at this transaction (inclusive). */
  toTransaction?: string
  /** Newest first. */
  reverse?: boolean
  /** At most this many transactions; all of them when left out. */
  limit?: number
}

/**
 * A document whose latest revision is a deletion: the deleting transaction and the last
 * version before it.
 * @public
 */
export interface DocumentDeletion {
  /** The document id. */
  id: string
  /** The id of the transaction that deleted it. */
  transactionId: string
  /** ISO time of the deleting transaction. */
  timestamp: string
  /** Who committed the deleting transaction. */
  author: string
  /** The `_rev` of the last version before the deletion. */
  revision: string
  /** That last version. */
  document: ContentDocument
}

/**
 * Which deletions {@link LakeStorage.getDeletions} reads.
 * @public
 */
export interface DeletionQuery {
  /** Only deletions after this one in the listing's order (older, or in the same transaction a smaller id). */
  before?: {transactionId: string; id: string}
  /** Only documents whose last version had this `_type`. */
  type?: string
  /** At most this many deletions. */
  limit: number
}

/**
 * Where a lake keeps its data. The interface is synchronous: both the embedded SQLite
 * storage (better-sqlite3) and the memory storage are, and a synchronous `transaction` makes
 * "all or nothing" trivially true — no other write can interleave.
 * @public
 */
export interface LakeStorage {
  /** Datasets that exist. */
  listDatasets(): string[]
  /** Whether a dataset exists (was created with {@link LakeStorage.ensureDataset}). */
  hasDataset(name: string): boolean
  /** Creates a dataset if it does not exist. */
  ensureDataset(name: string): void
  /** Runs `fn` atomically: every write inside lands, or none does when it throws. */
  transaction<T>(fn: () => T): T
  /** The current documents for these ids (null where missing), in the same order. */
  getDocuments(dataset: string, ids: string[]): Array<ContentDocument | null>
  /**
   * Documents matching every given filter (an AND of ORs); with no filters, every document.
   * May return a superset; never a subset.
   */
  findDocuments(dataset: string, filters: DocumentFilter[]): Iterable<ContentDocument>
  /** Number of documents in a dataset. */
  countDocuments(dataset: string): number
  /**
   * Writes the current state of documents (null deletes), appends the transaction and revisions.
   * `previous` holds the documents as the transaction read them, so a storage can update its
   * indexes by difference without reading them again.
   */
  commit(
    dataset: string,
    record: TransactionRecord,
    revisions: DocumentRevision[],
    previous?: ReadonlyMap<string, ContentDocument | null>,
  ): void
  /** Transactions from the history log, oldest first unless `reverse`. */
  getTransactions(dataset: string, query: TransactionQuery): TransactionRecord[]
  /** A document at one revision, or undefined if that revision of that id was never written. */
  getRevision(dataset: string, id: string, rev: string): DocumentRevision | undefined
  /** The revision of a document in force at a time, or undefined if it did not exist yet. */
  getRevisionAt(dataset: string, id: string, time: string): DocumentRevision | undefined
  /**
   * The revision of a document in force just before a transaction (whether or not the
   * transaction changed it), or undefined if the document had no revision before it or the
   * transaction is unknown. A revision whose `document` is null is a deletion.
   */
  getRevisionBefore(dataset: string, id: string, rev: string): DocumentRevision | undefined
  /**
   * Documents whose latest revision is a deletion, newest deletion first (within one
   * transaction, by id descending), leaving out `versions.` ids; undefined when
   * `before.transactionId` is not a transaction of the dataset.
   */
  getDeletions(dataset: string, query: DeletionQuery): DocumentDeletion[] | undefined
  /**
   * About `limit` (at most twice that) documents whose text contains every term as a word
   * prefix, the index's best candidates, of the given types when `types` is set; fewer than
   * `limit` only when no other document matches. Storages without a text index may return
   * undefined, and the lake scans instead.
   */
  searchText?(dataset: string, terms: string[], limit: number, types?: string[]): ContentDocument[] | undefined
  /**
   * Releases what the storage holds open (the database file); the lake calls it when it closes, and the storage is not
   * used after.
   */
  close(): void
}
