import type {Subscription} from 'rxjs'
import type {MutationContext} from '../../mutations'
import type {Mutation} from '../../types'
import type {LocalChange} from './LocalChange'

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
 * (accepted, its echo not seen yet), then `confirmed` or `cancelled` once it is out of the
 * queue.
 */
export interface CommitEntry {
  context: MutationContext
  mutations: Mutation[]
  state: 'sending' | 'retrying' | 'committed' | 'confirmed' | 'cancelled'
  /** Failed attempts so far. */
  attempt: number
  /** The listener connection the last attempt was sent on; -1 when it was not connected. */
  sentOnConnection: number
  /** When it was accepted, on the buffer's sequence of commits and refetches. */
  committedAt: number
  /** The scheduled next attempt. */
  retry?: Subscription
  /** The latest failure and the wait before the retry it caused; kept until it goes through. */
  failure?: {error: unknown; retryInMs: number}
  waiter?: Deferred
}

/** The transaction id of a batch or an entry. */
export const transactionIdOf = (entry: {context: MutationContext}): string => entry.context.transactionId
