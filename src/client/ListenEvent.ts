import type {ContentDocument, Mutation} from '../types'

/** Options of {@link VellumClient.listen}, as the listen endpoint takes them. */
export interface ListenOptions {
  /** Send the document after the change with each mutation event (default true). */
  includeResult?: boolean
  /** Send the document before the change (default false). */
  includePreviousRevision?: boolean
  /** Send the mutations of the transaction that touched the document (default true). */
  includeMutations?: boolean
  /** `mendoza` adds `effects: {apply, revert}` to mutation events. */
  effectFormat?: 'mendoza'
  /** Accepted for compatibility; every event is sent once queries see the change. */
  visibility?: 'query' | 'transaction'
  /** The name the welcome event reports. */
  listenerName?: string
  /** A request tag (see {@link ClientOptions.requestTagPrefix}). */
  tag?: string
}

/** Sent first on every (re)connection: the listener is live from here on. */
export interface WelcomeEvent {
  type: 'welcome'
  listenerName: string
}

/**
 * One document changed by one transaction, as one listener sees it: the fields the server's
 * `mutation` event carries, plus `type`.
 */
export interface MutationEvent {
  type: 'mutation'
  /** `{transactionId}#{documentId}`. */
  eventId: string
  documentId: string
  transactionId: string
  /** `appear`: starts matching the query; `update`: still matches; `disappear`: stops matching. */
  transition: 'appear' | 'update' | 'disappear'
  /** The user or token that committed the transaction. */
  identity: string
  /** The transaction's mutations of this document (unless `includeMutations: false`). */
  mutations?: Mutation[]
  /** The `_rev` the document had before. */
  previousRev?: string
  /** The `_rev` it has after (absent when deleted). */
  resultRev?: string
  timestamp: string
  visibility: 'query' | 'transaction'
  /** Mendoza patches from the previous to the next version and back (`effectFormat: 'mendoza'`). */
  effects?: {apply: unknown[]; revert: unknown[]}
  /** The document after the change (absent for a deletion or with `includeResult: false`). */
  result?: ContentDocument
  /** The document before the change (`includePreviousRevision: true`). */
  previous?: ContentDocument | null
  /** How many events this listener gets for the transaction. */
  transactionTotalEvents: number
  /** Which of them this is, from 1. */
  transactionCurrentEvent: number
}

/**
 * The connection was lost (or could not be made, when it is the first event) and the client
 * is reconnecting with backoff; events in between may be missed, so refetch after the next
 * welcome. Emitted once per outage.
 */
export interface ReconnectEvent {
  type: 'reconnect'
}

/** What {@link VellumClient.listen} emits. */
export type ListenEvent = WelcomeEvent | MutationEvent | ReconnectEvent
