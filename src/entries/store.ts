// Public API of `vellum/store`: the client of a Vellum server (over HTTP, or in-process over a
// lake) and the document store built on it: document pairs with optimistic edits, document
// operations, history, previews, presence, permissions, key-value pairs, connection status and
// initial value templates. Tuning constants and the store's internal steps are not part of it;
// see api/vellum-store.api.md.

// ---------------------------------------------------------------------------------------------
// The client
// ---------------------------------------------------------------------------------------------
export {
  createClient,
  createInProcessClient,
  ClientError,
  NetworkError,
  ChannelError,
  type ClientOptions,
  type InProcessClientOptions,
  type InProcessLake,
  type InProcessAccess,
  type LakeGrants,
  type LakeListenOptions,
  type LakeTransactionRecord,
  type VellumClient,
  type ClientConfig,
  type ClientConfigOverrides,
  type RequestOptions,
  type FetchOptions,
  type MutateOptions,
  type ListenOptions,
  type TransactionsOptions,
  type DocumentAvailability,
  type AuthProviderInfo,
  type CurrentUserProfile,
  type UserProfile,
  type ClientErrorDetails,
  type MutationErrorItem,
  type FetchFunction,
  type WebSocketFactory,
  type WebSocketLike,
  // Uploads
  type UploadAssetOptions,
  type UploadBody,
  type UploadEvent,
  type UploadProgressEvent,
  type UploadResponseEvent,
  type AssetKind,
  type AssetMetadataKind,
  type AssetSourceInfo,
  // Presence over the client's socket
  type PresenceOptions,
  type PresenceEvent,
  type PresenceConnectedEvent,
  type PresenceDisconnectEvent,
  type PresenceErrorEvent,
  type PresenceReconnectEvent,
  type PresenceRollCallEvent,
  type PresenceStateEvent,
  type PresenceLocation,
  type PresenceMessage,
  type PresenceSender,
} from '../client'
// The wire types the client shares with the server and the lake.
export type {
  Perspective,
  QueryParams,
  OmittedDocument,
  MutateResult,
  MutationResultItem,
  ListenEvent,
  MutationEvent,
  WelcomeEvent,
  ReconnectEvent,
  HistorySelector,
  TransactionLogEntry,
  DeletedDocument,
  DeletedDocumentsOptions,
  DeletedDocumentsPage,
  TextSearchRequest,
  TextSearchResult,
  TextSearchHit,
  SearchPath,
  KeyValuePair,
} from '../types'

// ---------------------------------------------------------------------------------------------
// Documents: a published document and its draft, edited optimistically
// ---------------------------------------------------------------------------------------------
export {
  checkoutPair,
  editState,
  type CheckoutPairOptions,
  type DocumentPair,
  type PairSnapshot,
  type BufferedDocument,
  type BufferedDocumentEvent,
  type ConsistencyState,
  type DocumentLogger,
  type DroppedChange,
  type LocalChange,
  type EditState,
  type DocumentTransport,
  type TransportListenEvent,
  type TransportListenMutationEvent,
  type TransportListenOptions,
  type TransportMutateOptions,
  type TransportMutateResult,
  type TransportMutationResult,
} from '../store'

// ---------------------------------------------------------------------------------------------
// Document operations (publish, unpublish, discard, duplicate, delete, restore, patch)
// ---------------------------------------------------------------------------------------------
export {
  operationsFor,
  whenConsistent,
  OperationDisabledError,
  type DocumentOperations,
  type Operation,
  type OperationName,
  type OperationDisabledReason,
  type OperationsOptions,
  type OperationsTransport,
} from '../store'

// ---------------------------------------------------------------------------------------------
// Live validation of a pair
// ---------------------------------------------------------------------------------------------
export {createPairValidation, type PairValidationOptions, type ValidationStatus} from '../store'

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------
export {
  createTimelineController,
  type TimelineController,
  type TimelineControllerOptions,
  type TimelineState,
  type RemoteMutation,
  type Chunk,
  type ChunkType,
  type VersionState,
  type TimelineSelection,
  type HistoryTransaction,
  type MendozaEffectPair,
  type TransactionPageRequest,
  type TimelineTransaction,
  type TimelineDocumentRequest,
  type TimelineNeed,
  type Timeline,
  type OlderTransactionsOptions,
  type PairReconstruction,
  type PairDocuments,
  type ParsedTimeId,
  type FetchDocumentsAt,
} from '../store'

// ---------------------------------------------------------------------------------------------
// Previews, queries and the services of a signed-in workspace
// ---------------------------------------------------------------------------------------------
export {
  createPreviewStore,
  createDocumentTypeResolver,
  listenQuery,
  createAvailabilityStore,
  AVAILABILITY_READABLE,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_NOT_FOUND,
  createPermissionsStore,
  createPresenceStore,
  createKeyValueStore,
  createConnectionStatusStore,
  type PreviewStore,
  type PreviewPath,
  type PreviewSnapshot,
  type PreviewState,
  type PreviewPrimitive,
  type PreviewStoreOptions,
  type PreviewTarget,
  type PreviewLogger,
  type ObservePaths,
  type DocumentTypeResolver,
  type DocumentTypeResolverOptions,
  type ListenQueryOptions,
  type ListenQuerySource,
  type Availability,
  type AvailabilityReason,
  type AvailabilityStore,
  type AvailabilityStoreOptions,
  type DocumentPairAvailability,
  type PermissionsStore,
  type PermissionsStoreOptions,
  type PairPermissionRequest,
  type PresenceStore,
  type PresenceStoreOptions,
  type PresenceSession,
  type PresenceUser,
  type PresenceLocationInput,
  type DocumentPresence,
  type UserPresence,
  type SessionIdStorage,
  type KeyValueStore,
  type KeyValueStoreOptions,
  type KeyValueLogger,
  type ConnectionStatus,
  type ConnectedStatus,
  type ConnectingStatus,
  type ConnectionErrorStatus,
  type ConnectionStatusStore,
  type ConnectionStatusStoreOptions,
  type StoreEnvironment,
} from '../store'

// ---------------------------------------------------------------------------------------------
// Assets: uploads and lookups, and the asset browser's data (what the form's file and image
// fields are given as `FormServices.assets` and `FormServices.assetBrowser`)
// ---------------------------------------------------------------------------------------------
export {
  createAssetStore,
  createAssetBrowserStore,
  type AssetStore,
  type AssetStoreUploadOptions,
  type AssetStoreUploadEvent,
  type AssetBrowserStore,
  type AssetBrowserStoreOptions,
  type AssetReferrer,
  type AssetListQueryRequest,
  type ListedAsset,
} from '../store'

// ---------------------------------------------------------------------------------------------
// Initial value templates
// ---------------------------------------------------------------------------------------------
export {
  checkTemplates,
  defaultTemplatesForSchema,
  resolveInitialValue,
  resolveInitialValueForType,
  TemplateError,
  type StoreTemplate,
  type TemplateParameter,
  type TemplateValueResolver,
  type InitialValueResolverContext,
  type TemplateErrorKind,
  type CheckedTemplates,
  type StoreNewDocumentOption,
  type StoreNewDocumentItem,
} from '../store'
