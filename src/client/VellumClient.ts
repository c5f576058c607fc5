import type {Observable} from 'rxjs'
import type {
  CommitOptions,
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
import type {AssetKind, UploadAssetOptions, UploadBody, UploadEvent} from './UploadEvent'

/**
 * Options every request/response call takes.
 * @public
 */
export interface RequestOptions {
  /** A request tag, prefixed with the client's `requestTagPrefix` (see {@link REQUEST_TAGS}). */
  tag?: string
  /** Cancels the request; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * Options of {@link VellumClient.fetch}.
 * @public
 */
export interface FetchOptions extends RequestOptions {
  /**
   * Default: `raw` before API version 2025-02-19 and `published` from it, as the server decides.
   */
  perspective?: Perspective
}

/**
 * Options of {@link VellumClient.mutate}: a transaction's own (see {@link CommitOptions}) and the endpoint's.
 * @public
 */
export interface MutateOptions extends RequestOptions, CommitOptions {
  /** Answer each changed document with its result (readable ones only). */
  returnDocuments?: boolean
  /** Accepted for compatibility: every visibility is answered after the commit. */
  visibility?: 'sync' | 'async' | 'deferred'
}

/**
 * Which documents exist and may be read, as {@link VellumClient.getDocumentAvailability} finds it.
 * @public
 */
export interface DocumentAvailability {
  /** The ids that exist and may be read. */
  available: string[]
  /** The others, with the reason. */
  omitted: OmittedDocument[]
}

/**
 * The signed-in user (or API token) as `GET /users/me` answers. (The studio's view of the
 * signed-in user is `CurrentUser` in `vellum`.)
 * @public
 */
export interface CurrentUserProfile {
  /** The user's id (or the token's), the author of their transactions. */
  id: string
  /** The name the studio shows. */
  name: string
  /** The user's e-mail address; null for API tokens. */
  email: string | null
  /** The URL of the user's avatar; null without one. */
  profileImage: string | null
  /** `local`, `dev`, … for users; `token` for API tokens. */
  provider: string
  /** The first role's name, for older readers. */
  role?: string
  /** The roles in this project; empty means signed in but not authorized. */
  roles: Array<{name: string; title: string}>
}

/**
 * Another user as `GET /users/{ids}` answers.
 * @public
 */
export interface UserProfile {
  /** The user's id. */
  id: string
  /** The user's name. */
  name: string
  /** The user's name again, under the field name other readers of this answer expect. */
  displayName: string
  /** The user's e-mail address; null when not known. */
  email: string | null
  /** The URL of the user's avatar; null without one. */
  profileImage: string | null
  /** The URL of the user's avatar again (same as `profileImage`), under the field name other readers expect. */
  imageUrl: string | null
  /** How the user signs in: `local`, `dev`, …. */
  provider: string
}

/**
 * A way to sign in, as `GET /auth/providers` lists it.
 * @public
 */
export interface AuthProviderInfo {
  /** The provider's id, e.g. `local` or `dev`. */
  name: string
  /** The provider's name on the sign-in screen, e.g. `E-mail and password`. */
  title: string
  /** The provider's login URL on the server. */
  url: string
  /** A logo URL or data URL, shown next to the title. */
  logo?: string
}

/**
 * The part of the configuration {@link VellumClient.withConfig} can change.
 * @public
 */
export interface ClientConfigOverrides {
  /** Another dataset of the same project. */
  dataset?: string
  /** Another API version: `2021-06-07`, `v2021-06-07`, `1` or `X`. */
  apiVersion?: string
}

/**
 * What a client is bound to.
 * @public
 */
export interface ClientConfig {
  /** The project the client talks to. */
  projectId: string
  /** The dataset queries, mutations and listeners address. */
  dataset: string
  /** The API version without its `v`: `2021-06-07`, `1` or `X`. */
  apiVersion: string
  /** Prepended to every request tag, e.g. `vellum.studio`. */
  requestTagPrefix?: string
}

/**
 * The client of one project, dataset and API version. Over HTTP ({@link createClient}) it
 * talks to a Vellum server; in-process ({@link createInProcessClient}) it calls a lake
 * directly with the same results, errors and events, for Storybook, DOM tests and docs.
 *
 * Request/response calls return promises that reject with {@link ClientError} (the server's
 * status and description) or {@link NetworkError}; streams (`listen`, `uploadAsset`,
 * `presence`) are rxjs observables that start on subscribe and stop on unsubscribe.
 * @public
 */
export interface VellumClient {
  /** The project, dataset and API version the client is bound to. */
  readonly config: ClientConfig
  /** A client for another dataset or API version, sharing this one's transport and credentials. */
  withConfig(overrides: ClientConfigOverrides): VellumClient
  /** Evaluates a GROQ query and resolves to its result. */
  fetch<R = unknown>(query: string, params?: QueryParams, options?: FetchOptions): Promise<R>
  /** One document by id, or null when it does not exist or may not be read. */
  getDocument(id: string, options?: RequestOptions): Promise<ContentDocument | null>
  /** Documents by id, in the order asked, with null for missing or unreadable ones. */
  getDocuments(ids: readonly string[], options?: RequestOptions): Promise<Array<ContentDocument | null>>
  /** Which of these documents exist and may be read, without their content. */
  getDocumentAvailability(ids: readonly string[], options?: RequestOptions): Promise<DocumentAvailability>
  /** Applies mutations as one all-or-nothing transaction. */
  mutate(mutations: readonly Mutation[], options?: MutateOptions): Promise<MutateResult>
  /**
   * Listens for changes to the documents a GROQ filter matches: a `welcome` on every
   * (re)connection, `mutation` events, and a `reconnect` when the connection is lost (the
   * client reconnects with backoff). Errors with {@link ClientError} (e.g. 401) or
   * {@link ChannelError} (e.g. a filter that does not parse).
   */
  listen(query: string, params?: QueryParams, options?: ListenOptions): Observable<ListenEvent>
  /** The History API: past transactions and past states of documents. */
  readonly history: {
    /** The transactions that touched any of the documents, oldest first (unless `reverse`). */
    transactions(ids: readonly string[], options?: TransactionsOptions): Promise<TransactionLogEntry[]>
    /** The documents as they were at a revision or time; ones that did not exist then are left out. */
    documents(ids: readonly string[], at: HistorySelector, options?: RequestOptions): Promise<ContentDocument[]>
    /**
     * The recently deleted documents (not created again since), newest deletion first, of
     * one `type` when given: a page of at most `limit` (default 50, at most 200), and the
     * `nextCursor` to pass as `before` for the next page (null after the last). Each names
     * the `revision` to restore from (read it with {@link VellumClient.history}`.documents`).
     * Only deletions whose last version the caller may see the history of are listed.
     *
     * @example
     * const {documents, nextCursor} = await client.history.deleted({type: 'post', limit: 20})
     * const [lastVersion] = await client.history.documents([documents[0].documentId], {revision: documents[0].revision})
     */
    deleted(options?: DeletedDocumentsOptions & RequestOptions): Promise<DeletedDocumentsPage>
  }
  /** Ranked text search (`POST /data/textsearch/{dataset}`). */
  textSearch(request: TextSearchRequest, options?: RequestOptions): Promise<TextSearchResult>
  /**
   * Uploads an image or file: progress events (at least 0 and 100), then the asset document.
   * Unsubscribing cancels the upload.
   */
  uploadAsset(kind: AssetKind, body: UploadBody, options?: UploadAssetOptions): Observable<UploadEvent>
  /** The users of the project: who the client acts as, and others by id. */
  readonly users: {
    /** Who the client acts as; rejects with status 401 when signed out. */
    getMe(options?: RequestOptions): Promise<CurrentUserProfile>
    /** Users by id, in the order asked, with null for unknown ids (batched). */
    getByIds(ids: readonly string[], options?: RequestOptions): Promise<Array<UserProfile | null>>
  }
  /** The signed-in user's key-value store (studio preferences). */
  readonly keyValue: {
    /** Values of keys, in the order asked, null for missing ones (batched). */
    get(keys: readonly string[], options?: RequestOptions): Promise<KeyValuePair[]>
    /** Stores pairs (null removes a key) and answers them as stored. */
    set(pairs: readonly KeyValuePair[], options?: RequestOptions): Promise<KeyValuePair[]>
  }
  /** The caller's grants on this dataset. */
  acl(options?: RequestOptions): Promise<Grant[]>
  /**
   * The names of the features the project has switched on (`GET /projects/{projectId}/features`),
   * e.g. `crossDatasetReferences`; the server answers what its operator enabled. Tagged
   * `features` unless another tag is given.
   */
  features(options?: RequestOptions): Promise<string[]>
  /**
   * The presence socket of this dataset: subscribing connects, sends every message of
   * `outgoing` (own `state` messages are sent again after a reconnect), and emits what other
   * sessions announce plus `connected` and `reconnect`. Unsubscribing closes the socket, which
   * the server announces as a disconnect of its sessions.
   */
  presence(outgoing: Observable<PresenceMessage>, options?: PresenceOptions): Observable<PresenceEvent>
  /** Sign-in calls of the shell. */
  readonly auth: {
    /** The ways to sign in. */
    providers(options?: RequestOptions): Promise<AuthProviderInfo[]>
    /** Exchanges the `sid` from a sign-in redirect for a session token (once). */
    exchangeSessionId(sid: string, options?: RequestOptions): Promise<string>
    /** Ends the session of the client's token or cookie. */
    logout(options?: RequestOptions): Promise<void>
  }
  /** `GET /ping` without credentials: tells a CORS refusal from a network failure. */
  ping(options?: RequestOptions): Promise<void>
}
