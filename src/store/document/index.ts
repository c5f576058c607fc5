// Public face of the store's document editing core: checked-out pairs of optimistic,
// buffered documents, their edit state, and the transport they need.
export type {BufferedDocument, BufferedDocumentEvent, ConsistencyState, DocumentLogger} from './BufferedDocument'
export {checkoutPair, type CheckoutPairOptions} from './checkoutPair'
export {errorStatusCode, isRefusal} from './classifyCommitError'
export {
  COMMIT_RETRY_BASE_MS,
  COMMIT_RETRY_CAP_MS,
  COMMIT_STALE_REFETCH_MS,
  COMMIT_THROTTLE_MS,
  commitRetryDelay,
} from './commitRetryDelay'
export {PAIR_LISTENER_OPTIONS, PAIR_LISTENER_QUERY} from './createPairListener'
export type {DocumentPair, PairSnapshot} from './DocumentPair'
export type {
  DocumentTransport,
  ListenEvent,
  ListenMutationEvent,
  TransportListenOptions,
  TransportMutateOptions,
  TransportMutateResult,
  TransportMutationResult,
} from './DocumentTransport'
export {editState, type EditState} from './editState'
export type {DroppedChange, LocalChange} from './LocalChange'
