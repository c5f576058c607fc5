import type {TransactionLogOptions} from '../types'

/**
 * Options of {@link VellumClient.history}`.transactions`: the History API's, plus a tag and a signal.
 * @public
 */
export interface TransactionsOptions extends TransactionLogOptions {
  /** A request tag (see {@link ClientOptions.requestTagPrefix}). */
  tag?: string
  /** Aborts the request; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}
