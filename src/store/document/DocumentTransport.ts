import type {Observable} from 'rxjs'
import type {ContentDocument, Mutation} from '../../types'

/**
 * Options the buffered document passes with every commit.
 * @public
 */
export interface TransportMutateOptions {
  /**
   * The client-generated id of the transaction; it becomes the `_rev` of every document the
   * transaction writes, so its listen event can be recognised as this commit's echo. A retry
   * of the same commit reuses it, so a commit that reached the server before the connection
   * dropped is not applied twice.
   */
  transactionId: string
  /** When the answer may be sent; the store asks for `sync` (answer after the commit). */
  visibility?: 'sync' | 'async' | 'deferred'
  /** A request tag, for the server's logs. */
  tag?: string
}

/**
 * One document's outcome in a committed transaction.
 * @public
 */
export interface TransportMutationResult {
  /** The document's id. */
  id: string
  /** What the transaction did to it; `none` when the mutations left it as it was. */
  operation: 'create' | 'update' | 'delete' | 'none'
}

/**
 * What a committed transaction answered.
 * @public
 */
export interface TransportMutateResult {
  /** The committed transaction's id, the one the store passed. */
  transactionId: string
  /** What the transaction did to each document it addressed. */
  results: readonly TransportMutationResult[]
}

/**
 * Options of the pair listener's {@link DocumentTransport.listen} call.
 * @public
 */
export interface TransportListenOptions {
  /** Send the document after the change with each event (the store asks for `false`). */
  includeResult?: boolean
  /** Send the transaction's mutations of the document (the store asks for `true`). */
  includeMutations?: boolean
  /** `mendoza` adds `effects: {apply, revert}` to each mutation event. */
  effectFormat?: 'mendoza'
  /** When events are sent; every event is sent once queries see the change. */
  visibility?: 'query' | 'transaction'
  /** A request tag, for the server's logs. */
  tag?: string
}

/**
 * One document changed by one transaction, as the listen endpoint sends it (see the lake's
 * listener hub and `GET /data/listen`).
 * @public
 */
export interface ListenMutationEvent {
  /** Tells this event from `welcome` and `reconnect`. */
  type: 'mutation'
  /** `{transactionId}#{documentId}`. */
  eventId?: string
  /** The changed document's id. */
  documentId: string
  /** The transaction that changed it: the document's new `_rev`. */
  transactionId: string
  /** `appear`: starts matching the query; `update`: still matches; `disappear`: stops matching. */
  transition: 'appear' | 'update' | 'disappear'
  /** The `_rev` the document had before (absent when it did not exist). */
  previousRev?: string
  /** The `_rev` it has after (absent when it was deleted). */
  resultRev?: string
  /** The transaction's mutations of this document. */
  mutations?: readonly Mutation[]
  /** Mendoza patches from the previous version to the next one and back. */
  effects?: {apply: unknown[]; revert: unknown[]}
  /** How many events this listener gets for the transaction. */
  transactionTotalEvents: number
  /** Which of them this is, from 1. */
  transactionCurrentEvent: number
  /** `query`: queries already see the change; `transaction`: committed, but queries may not see it yet. */
  visibility?: 'query' | 'transaction'
  /** Who committed the transaction. */
  identity?: string
  /** ISO commit time; it becomes the `_updatedAt` of the written documents. */
  timestamp: string
}

/**
 * What a listener receives: `welcome` on every (re)connection, mutation events, and `reconnect` when the connection is lost.
 * @public
 */
export type ListenEvent = {type: 'welcome'; listenerName?: string} | ListenMutationEvent | {type: 'reconnect'}

/**
 * The three calls the document store needs from a connection to a content lake. Structural on
 * purpose: the Vellum client (over HTTP or in-process) satisfies it as it is, and tests can
 * satisfy it over a lake directly.
 *
 * - `getDocuments` resolves to the documents in the order asked, `null` for missing ones.
 * - `mutate` applies the mutations as one all-or-nothing transaction with the given
 *   `transactionId`. It rejects with an error carrying the HTTP `statusCode` and the server's
 *   message when the server refuses the transaction; any other rejection counts as a network
 *   failure.
 * - `listen` emits `welcome` first on every (re)connection, then `mutation` events in commit
 *   order, and `reconnect` when the connection is lost. It may reconnect by itself or
 *   complete / error; the store subscribes again with backoff either way, except after an
 *   error with a 4xx `statusCode`, which it reports.
 * @public
 */
export interface DocumentTransport {
  /** Fetches documents by id, in the order asked, with null for missing ones. */
  getDocuments(ids: readonly string[]): Promise<Array<ContentDocument | null>>
  /**
   * Commits the mutations as one all-or-nothing transaction with `options.transactionId`; rejects with an error
   * carrying `statusCode` when the server refuses it.
   */
  mutate(mutations: readonly Mutation[], options: TransportMutateOptions): Promise<TransportMutateResult>
  /**
   * Listens to the documents the GROQ filter `query` matches: `welcome`, then `mutation` events in commit order, and
   * `reconnect` when the connection is lost.
   */
  listen(query: string, params: Record<string, unknown>, options: TransportListenOptions): Observable<ListenEvent>
}
