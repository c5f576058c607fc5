import type {TransactionLogOptions} from '../types'

/**
 * Options of {@link VellumClient.history}`.transactions`: the History API's, plus a tag and a signal.
 * @public
 */
export interface TransactionsOptions extends TransactionLogOptions {
  tag?: string
  signal?: AbortSignal
}
