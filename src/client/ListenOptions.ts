import type {ListenEventOptions} from '../types'

/**
 * Options of {@link VellumClient.listen}, as the listen endpoint takes them.
 * @public
 */
export interface ListenOptions extends ListenEventOptions {
  /** Accepted for compatibility; every event is sent once queries see the change. */
  visibility?: 'query' | 'transaction'
  /** A request tag (see {@link ClientOptions.requestTagPrefix}). */
  tag?: string
}
