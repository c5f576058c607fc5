import type {ContentDocument} from './document'
import type {DocumentEffects} from './history'
import type {Mutation} from './mutation'

/**
 * What a listener's events carry, as the listen endpoint takes it (`GET /data/listen/{dataset}`).
 * @public
 */
export interface ListenEventOptions {
  /** Send the document after the change with each mutation event (default true). */
  includeResult?: boolean
  /** Send the document before the change (default false). */
  includePreviousRevision?: boolean
  /** Send the mutations of the transaction that touched the document (default true). */
  includeMutations?: boolean
  /** `mendoza` adds `effects: {apply, revert}` to mutation events. */
  effectFormat?: 'mendoza'
  /** The name the welcome event reports. */
  listenerName?: string
}

/**
 * Sent first on every (re)connection: the listener is live from here on.
 * @public
 */
export interface WelcomeEvent {
  /** Tells this event from the other listener events. */
  type: 'welcome'
  /** The listener's name: the one asked for, else one the server made up. */
  listenerName: string
}

/**
 * One document changed by one transaction, as one listener sees it: the fields the server's
 * `mutation` event carries, plus `type`.
 * @public
 */
export interface MutationEvent {
  /** Tells this event from the other listener events. */
  type: 'mutation'
  /** `{transactionId}#{documentId}`. */
  eventId: string
  /** The changed document's id. */
  documentId: string
  /** The transaction that changed it: the document's new `_rev`. */
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
  /** When the transaction was committed (ISO 8601). */
  timestamp: string
  /** `query`: queries already see the change; `transaction`: committed, but queries may not see it yet. */
  visibility: 'query' | 'transaction'
  /** Mendoza patches from the previous to the next version and back (`effectFormat: 'mendoza'`). */
  effects?: DocumentEffects
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
 * The listener must reconnect: the lake is going away (server side), or the connection was
 * lost and the client is reconnecting with backoff, so events in between may be missed.
 * @public
 */
export interface ReconnectEvent {
  /** Tells this event from the other listener events. */
  type: 'reconnect'
}

/**
 * What a listener receives.
 * @public
 */
export type ListenEvent = WelcomeEvent | MutationEvent | ReconnectEvent
