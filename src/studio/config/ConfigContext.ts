import type {I18n} from '../../i18n'
import type {NamedSchema} from '../../schema'
import type {CurrentUser} from './CurrentUser'
import type {NewDocumentCreationContext} from './Template'

/**
 * What `getClient` asks for: the API version the caller was written against.
 * @public
 */
export interface SourceClientOptions {
  /** A date such as `2021-06-07`. */
  apiVersion: string
}

/** What the client factory is called with: a workspace's server, project and dataset. */
export interface StudioClientOptions {
  projectId: string
  dataset: string
  /** The server's base URL, e.g. `http://127.0.0.1:3400`. */
  apiHost: string
  apiVersion: string
  /** The studio always reads fresh content. */
  useCdn: false
  /** The studio authenticates with the session cookie. */
  withCredentials: true
}

/**
 * Makes an API client for a workspace. The studio's client layer provides it; `resolveConfig`
 * takes it as an option so configuration never reaches for a client by itself.
 */
export type ClientFactory<TClient = unknown> = (options: StudioClientOptions) => TClient

/**
 * What `schema.types` and `i18n` reducers receive: they run before the schema exists.
 * @public
 */
export interface SchemaTypesContext {
  /** The workspace's project id. */
  projectId: string
  /** The workspace's dataset. */
  dataset: string
}

/**
 * What `i18n.locales` and `i18n.bundles` reducers receive.
 * @public
 */
export type LocaleConfigContext = SchemaTypesContext

/**
 * What most configuration reducers receive (`tools`, `schema.templates`, asset sources, search).
 * @public
 */
export interface ConfigContext<TClient = unknown> {
  /** The workspace's project id. */
  projectId: string
  /** The workspace's dataset. */
  dataset: string
  /** The workspace's compiled schema. */
  schema: NamedSchema
  /** The signed-in user, when resolution ran for one; null before sign-in. */
  currentUser: CurrentUser | null
  /** A client for this workspace's dataset; throws without `apiVersion`. */
  getClient: (options: SourceClientOptions) => TClient
  /** Translations in the workspace's default locale. */
  i18n: I18n
}

/**
 * The document a per-document property is resolved for.
 * @public
 */
export interface DocumentContext {
  /** The published id; absent for a document not created yet. */
  documentId?: string
  /** The schema type name. */
  schemaType: string
}

/**
 * What `document.actions`, `document.badges`, `document.inspectors` and `document.languageFilter` reducers receive.
 * @public
 */
export type DocumentConfigContext<TClient = unknown> = ConfigContext<TClient> & DocumentContext

/**
 * What `document.newDocumentOptions` reducers receive.
 * @public
 */
export interface NewDocumentOptionsContext<TClient = unknown> extends ConfigContext<TClient> {
  /**
   * Where the menu is: `global` (the navbar's create button), `document` (in a document) or `structure` (a document
   * list, with its schema type).
   */
  creationContext: NewDocumentCreationContext
}

/**
 * What a `document.comments.enabled` function receives.
 * @public
 */
export interface DocumentCommentsEnabledContext {
  /** The published id; absent for a document not created yet. */
  documentId?: string
  /** The schema type name. */
  documentType: string
}
