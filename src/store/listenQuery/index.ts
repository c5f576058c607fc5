// Public face of the store's listen query: a query's result, kept live by a listener.
export {
  LISTEN_CONNECTION_ERROR_MESSAGE,
  LISTEN_QUERY_MUTATION_DELAY_MS,
  LISTEN_QUERY_THROTTLE_MS,
  LISTEN_UNEXPECTED_FIRST_EVENT_MESSAGE,
  listenQuery,
  type ListenQueryOptions,
  type ListenQuerySource,
} from './listenQuery'
