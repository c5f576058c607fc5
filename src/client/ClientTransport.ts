import type {Observable} from 'rxjs'
import type {
  ContentDocument,
  DeletedDocumentsOptions,
  DeletedDocumentsPage,
  Grant,
  HistorySelector,
  KeyValuePair,
  ListenEvent,
  MutateResult,
  Mutation,
  OmittedDocument,
  Perspective,
  QueryParams,
  TextSearchRequest,
  TextSearchResult,
  TransactionLogEntry,
} from '../types'
import type {ListenOptions} from './ListenOptions'
import type {PresenceEvent, PresenceMessage, PresenceOptions} from './PresenceEvent'
import type {TransactionsOptions} from './TransactionsOptions'
import type {AssetKind, UploadAssetOptions, UploadEvent} from './UploadEvent'
import type {AuthProviderInfo, CurrentUserProfile, MutateOptions, UserProfile} from './VellumClient'

/** What one call is for: the client's binding plus the call's composed tag and signal. */
export interface CallContext {
  projectId: string
  dataset: string
  apiVersion: string
  /** The full tag (prefix included), already checked. */
  tag?: string
  signal?: AbortSignal
}

/**
 * How a {@link VellumClient} reaches a lake: over HTTP or in-process. The client checks
 * arguments and composes tags; a transport does the call and answers in the server's shapes,
 * failing with the server's errors. Internal: users pick a transport through
 * `createClient` or `createInProcessClient`.
 */
export interface ClientTransport {
  query(ctx: CallContext, query: string, params: QueryParams, perspective: Perspective | undefined): Promise<unknown>
  documents(
    ctx: CallContext,
    ids: string[],
    excludeContent: boolean,
  ): Promise<{documents: ContentDocument[]; omitted: OmittedDocument[]}>
  mutate(ctx: CallContext, mutations: Mutation[], options: Omit<MutateOptions, 'tag' | 'signal'>): Promise<MutateResult>
  listen(
    ctx: CallContext,
    query: string,
    params: QueryParams,
    options: Omit<ListenOptions, 'tag'>,
  ): Observable<ListenEvent>
  transactions(
    ctx: CallContext,
    ids: string[],
    options: Omit<TransactionsOptions, 'tag' | 'signal'>,
  ): Promise<TransactionLogEntry[]>
  documentsAt(ctx: CallContext, ids: string[], at: HistorySelector): Promise<ContentDocument[]>
  deletedDocuments(ctx: CallContext, options: DeletedDocumentsOptions): Promise<DeletedDocumentsPage>
  textSearch(ctx: CallContext, request: TextSearchRequest): Promise<TextSearchResult>
  /** `body` is a Blob already (the client wraps buffers). */
  uploadAsset(
    ctx: CallContext,
    kind: AssetKind,
    body: Blob,
    options: Omit<UploadAssetOptions, 'tag'>,
  ): Observable<UploadEvent>
  currentUser(ctx: CallContext): Promise<CurrentUserProfile>
  /** At most {@link MAX_USER_IDS} ids. */
  users(ctx: CallContext, ids: string[]): Promise<Array<UserProfile | null>>
  /** At most {@link MAX_KEYS_PER_REQUEST} keys. */
  getKeyValues(ctx: CallContext, keys: string[]): Promise<KeyValuePair[]>
  setKeyValues(ctx: CallContext, pairs: KeyValuePair[]): Promise<KeyValuePair[]>
  acl(ctx: CallContext): Promise<Grant[]>
  /** The names of the project's enabled features. */
  features(ctx: CallContext): Promise<string[]>
  presence(ctx: CallContext, outgoing: Observable<PresenceMessage>, options: PresenceOptions): Observable<PresenceEvent>
  authProviders(ctx: CallContext): Promise<AuthProviderInfo[]>
  exchangeSessionId(ctx: CallContext, sid: string): Promise<string>
  logout(ctx: CallContext): Promise<void>
  ping(ctx: CallContext): Promise<void>
}

/** The most user ids one `GET /users/{ids}` may carry (the server's limit). */
export const MAX_USER_IDS = 100

/** The most keys one key-value request may carry (the server's limit). */
export const MAX_KEYS_PER_REQUEST = 100
