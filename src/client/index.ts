// Public face of the client layer: the client of a Vellum server over HTTP, and the same
// client over an in-process lake. The store builds on it; it is re-exported from there.
export {createClient, type ClientOptions} from './createClient'
export {
  createInProcessClient,
  IN_PROCESS_FEATURES,
  IN_PROCESS_USER,
  type InProcessClientOptions,
} from './createInProcessClient'
export type {
  InProcessAccess,
  InProcessLake,
  LakeGrants,
  LakeListenOptions,
  LakeTransactionRecord,
} from './inProcessTransport/InProcessLake'
export type {
  AuthProviderInfo,
  ClientConfig,
  ClientConfigOverrides,
  CurrentUserProfile,
  DocumentAvailability,
  FetchOptions,
  MutateOptions,
  RequestOptions,
  UserProfile,
  VellumClient,
} from './VellumClient'
// The wire types the client shares with the server and the lake.
export type {
  DeletedDocument,
  DeletedDocumentsOptions,
  DeletedDocumentsPage,
  HistorySelector,
  KeyValuePair,
  ListenEvent,
  MutateResult,
  MutationEvent,
  MutationResultItem,
  OmittedDocument,
  Perspective,
  QueryParams,
  ReconnectEvent,
  SearchPath,
  TextSearchHit,
  TextSearchRequest,
  TextSearchResult,
  TransactionLogEntry,
  WelcomeEvent,
} from '../types'
export type {ListenOptions} from './ListenOptions'
export type {TransactionsOptions} from './TransactionsOptions'
export type {
  AssetKind,
  AssetMetadataKind,
  AssetSourceInfo,
  UploadAssetOptions,
  UploadBody,
  UploadEvent,
  UploadProgressEvent,
  UploadResponseEvent,
} from './UploadEvent'
export {
  PRESENCE_HEARTBEAT_MS,
  type PresenceConnectedEvent,
  type PresenceDisconnectEvent,
  type PresenceErrorEvent,
  type PresenceEvent,
  type PresenceLocation,
  type PresenceMessage,
  type PresenceOptions,
  type PresenceReconnectEvent,
  type PresenceRollCallEvent,
  type PresenceSender,
  type PresenceStateEvent,
} from './PresenceEvent'
export {ClientError, type ClientErrorDetails, type MutationErrorItem} from './ClientError'
export {NetworkError} from './NetworkError'
export {ChannelError} from './ChannelError'
export {REQUEST_TAGS} from './requestTag'
export {RETRY_BASE_MS, RETRY_CAP_MS, retryDelay} from './retryDelay'
export {MAX_URL_LENGTH} from './httpTransport/createHttpTransport'
export type {FetchFunction} from './httpTransport/HttpRequester'
export type {WebSocketFactory, WebSocketLike} from './httpTransport/WebSocketLike'
