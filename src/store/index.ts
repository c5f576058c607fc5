// Public face of the store layer (entry `vellum/store`): the document store's services and,
// re-exported, the client they are built on.
export * from '../client'
export * from './templates'
export * from './timeline'
export {
  createDocumentTypeResolver,
  createPreviewStore,
  INVALID_PREVIEW_CONFIG_MESSAGE,
  MISSING_DOCUMENT_MESSAGE,
  PREVIEW_FAST_BATCH_MS,
  PREVIEW_SLOW_BATCH_MS,
  type DocumentTypeResolver,
  type PreviewPath,
  type PreviewSnapshot,
  type PreviewState,
  type PreviewStore,
} from './preview'
export {listenQuery, LISTEN_QUERY_MUTATION_DELAY_MS, LISTEN_QUERY_THROTTLE_MS, type ListenQueryOptions} from './listenQuery'
export {
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_READABLE,
  createAvailabilityStore,
  type Availability,
  type AvailabilityReason,
  type AvailabilityStore,
} from './availability'
export {createPermissionsStore, type PairPermissionRequest, type PermissionsStore, type PermissionsStoreOptions} from './permissions'
export {
  createPresenceStore,
  PRESENCE_REPORT_DEBOUNCE_MS,
  PRESENCE_REPORT_INTERVAL_MS,
  type DocumentPresence,
  type PresenceLocationInput,
  type PresenceSession,
  type PresenceStore,
  type PresenceStoreOptions,
  type PresenceUser,
  type UserPresence,
} from './presence'
export {createKeyValueStore, type KeyValueStore, type KeyValueStoreOptions} from './keyValue'
export {
  browserEnvironment,
  CONNECTION_HEARTBEAT_MS,
  createConnectionStatusStore,
  type ConnectionStatus,
  type ConnectionStatusStore,
  type ConnectionStatusStoreOptions,
  type StoreEnvironment,
} from './connection'
export {
  checkoutPair,
  COMMIT_RETRY_BASE_MS,
  COMMIT_RETRY_CAP_MS,
  COMMIT_THROTTLE_MS,
  commitRetryDelay,
  editState,
  errorStatusCode,
  isRefusal,
  PAIR_LISTENER_OPTIONS,
  PAIR_LISTENER_QUERY,
  type BufferedDocument,
  type BufferedDocumentEvent,
  type CheckoutPairOptions,
  type ConsistencyState,
  type DocumentLogger,
  type DocumentPair,
  type DocumentTransport,
  type DroppedChange,
  type EditState,
  type ListenEvent as TransportListenEvent,
  type ListenMutationEvent as TransportListenMutationEvent,
  type LocalChange,
  type PairSnapshot,
  type TransportListenOptions,
  type TransportMutateOptions,
  type TransportMutateResult,
  type TransportMutationResult,
} from './document'
export {
  OPERATION_DISABLED_REASONS,
  OPERATION_REQUEST_TAGS,
  OperationDisabledError,
  operationsFor,
  strengthenOnPublish,
  whenConsistent,
  type DocumentOperations,
  type Operation,
  type OperationDisabledReason,
  type OperationName,
  type OperationsOptions,
  type OperationsTransport,
} from './operations'
export {createPairValidation, INITIAL_VALIDATION_STATUS, VALIDATION_THROTTLE_MS, type PairValidationOptions, type ValidationStatus} from './validation'
