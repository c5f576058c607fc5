import type {Subscription} from 'rxjs'
import {applyMutation, type MutationContext} from '../../mutations'
import type {ContentDocument, Mutation} from '../../types'
import type {LocalChange, TextShortcut} from './LocalChange'
import {textPlaceAt} from './textPlace'

/** A promise with its settle functions, for `commit()` callers waiting on a transaction. */
export interface Deferred {
  promise: Promise<void>
  resolve(): void
  reject(error: unknown): void
}

/** A new {@link Deferred}. */
export function deferred(): Deferred {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return {promise, resolve, reject}
}

/** Local changes gathered since the last commit: they go as one transaction. */
export interface PendingBatch {
  /** The transaction they will be committed in (its id is chosen up front). */
  context: MutationContext
  changes: LocalChange[]
  /** Created when someone awaits the batch through `commit()`. */
  waiter?: Deferred
}

/**
 * A sent transaction until the listener shows it in the server's version of the document:
 * `sending` (request under way), `retrying` (waiting for the next attempt), `committed`
 * (accepted, its echo not seen yet), then, once it is out of the queue, `confirmed`,
 * `cancelled` (refused) or `requeued` (refused because the document moved on under its guard:
 * its changes are back in the local queue).
 */
export interface CommitEntry {
  context: MutationContext
  mutations: Mutation[]
  /** The local changes it sends, as they applied to the version it was made on. */
  changes: LocalChange[]
  /**
   * The revision of the document it was made on, when it edits text: it is sent with
   * `ifRevisionID`, so the server applies its text patches to exactly the text they were made
   * from, or refuses it; a refused one goes back to the queue and is merged with what changed.
   * `''` when it was made on no document: its create is sent as a `create`, which the server
   * refuses once the document exists.
   */
  guard?: string
  /** Its `diffMatchPatch` mutations with the `set`s they stand for on their own text. */
  shortcuts: TextShortcut[]
  state: 'sending' | 'retrying' | 'committed' | 'confirmed' | 'cancelled' | 'requeued'
  /** Failed attempts so far. */
  attempt: number
  /** The listener connection the last attempt was sent on; -1 when it was not connected. */
  sentOnConnection: number
  /** When it was accepted, on the buffer's sequence of commits and refetches. */
  committedAt: number
  /**
   * The buffer's sequence number when its echo came but could not be applied (the server
   * version a refetch brought is past it): a refetch begun after that holds it.
   */
  echoedAt?: number
  /** The scheduled next attempt. */
  retry?: Subscription
  /** The latest failure and the wait before the retry it caused; kept until it goes through. */
  failure?: {error: unknown; retryInMs: number}
  waiter?: Deferred
}

/** The transaction id of a batch or an entry. */
export const transactionIdOf = (entry: {context: MutationContext}): string => entry.context.transactionId

/**
 * Applies a sent entry's mutations to a version of its document, as the server does, all or
 * nothing. A `diffMatchPatch` that meets the very text it was made on is applied as the `set`
 * it stands for, which gives the same document without patching. Behind a guard that passed
 * (its first mutation) that is every one of them: the document is the one the entry was made
 * on, so each patch meets its own text.
 *
 * @throws MutationError when a mutation does not apply (the server refuses it too)
 */
export function applyCommitEntry(document: ContentDocument | null, entry: CommitEntry): ContentDocument | null {
  let next = document
  entry.mutations.forEach((mutation, index) => {
    const shortcut = entry.shortcuts.find((candidate) => candidate.index === index)
    const exact =
      shortcut !== undefined && (entry.guard !== undefined || textPlaceAt(next, shortcut.path)?.text === shortcut.from)
    next = applyMutation(next, exact ? shortcut.set : mutation, entry.context)
  })
  return next
}
