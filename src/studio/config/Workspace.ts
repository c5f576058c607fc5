import type {ComponentType} from 'react'
import type {I18n, LocaleResourceBundle} from '../../i18n'
import type {NamedSchema} from '../../schema'
import type {SchemaProblem} from '../../types'
import type {AssetSource} from './AssetSource'
import type {ResolvedAuthConfig} from './AuthConfig'
import type {DocumentCommentsEnabledContext, DocumentContext, SourceClientOptions} from './ConfigContext'
import type {CurrentUser} from './CurrentUser'
import type {DocumentActionComponent} from './DocumentActionComponent'
import type {DocumentBadgeComponent} from './DocumentBadgeComponent'
import type {DocumentInspector} from './DocumentInspector'
import type {DocumentLanguageFilterComponent} from './DocumentLanguageFilterComponent'
import type {WorkspaceFormComponents} from './FormComponents'
import type {Locale} from './LocaleDefinition'
import type {SearchFilterDefinition} from './SearchFilterDefinition'
import type {SearchOperatorDefinition} from './SearchOperatorDefinition'
import type {StudioComponentMiddleware} from './StudioComponents'
import type {StudioTheme} from './StudioTheme'
import type {NewDocumentCreationContext, NewDocumentItem, Template} from './Template'
import type {Tool} from './Tool'

/**
 * A workspace's translations.
 * @public
 */
export interface WorkspaceI18n {
  /** The locales users can choose from, in configuration order. */
  locales: Locale[]
  /** Every bundle: those of the locales first, then `i18n.bundles`. */
  bundles: LocaleResourceBundle[]
  /** The locale shown until the user picks one: en-US when configured, else the first locale. */
  defaultLocale: Locale
  /** A translator over the built-in and configured bundles, in the default locale (`withLocale` switches). */
  translator: I18n
}

/**
 * Resolved asset settings of files or images.
 * @public
 */
export interface ResolvedAssetOptions {
  /** The sources fields take assets from, in menu order. */
  assetSources: AssetSource[]
  /** Whether fields accept uploads from the user's device. */
  directUploads: boolean
}

/**
 * A workspace with its configuration resolved: plugins flattened, every list property reduced,
 * defaults filled in, everything checked. Per-document properties are functions of the
 * document, as plugins may decide per type or id.
 * @public
 */
export interface Workspace<TClient = unknown> {
  /** Tells a workspace from other resolved objects. */
  type: 'workspace'
  /** The workspace's name, unique among the studio's workspaces; `default` for a single workspace not named. */
  name: string
  /** The title the navbar and chooser show; the name humanised when not configured. */
  title: string
  /** A second line under the title in the chooser and switcher. */
  subtitle?: string
  /** The workspace's icon. */
  icon?: ComponentType
  /** The studio's root path joined with the workspace's own basePath, e.g. `/studio/blog`. */
  basePath: string
  /** The project on the server. */
  projectId: string
  /** The dataset the workspace edits. */
  dataset: string
  /** The server's base URL, without a trailing `/`. */
  apiHost: string
  /** The light and dark colour tokens, the configured ones over the defaults. */
  theme: StudioTheme
  /** How users sign in, with defaults filled in. */
  auth: ResolvedAuthConfig
  /** The compiled schema; its `problems` are the warnings the 'Configuration issues' dialog lists. */
  schema: NamedSchema
  /** The locales, bundles and translator of the workspace. */
  i18n: WorkspaceI18n
  /** Named, unique, in order. */
  tools: Tool[]
  /** One per document type unless configured otherwise, plus custom ones; ids unique. */
  templates: Template[]
  /** The new-document options of the global create button. */
  newDocumentOptions: NewDocumentItem[]
  /** The user resolution ran for (null before sign-in). */
  currentUser: CurrentUser | null
  /**
   * A client for this workspace's dataset, made on first use per API version by the
   * `createClient` given to `resolveConfig`.
   * @throws Error without `apiVersion`, or when no `createClient` was given.
   */
  getClient: (options: SourceClientOptions) => TClient
  /**
   * What a document pane offers, per document: `actions`, `badges`, `inspectors`, `languageFilter`, the create menus'
   * options and whether comments are on.
   */
  document: {
    /** The document's actions, in order. */
    actions: (context: DocumentContext) => DocumentActionComponent[]
    /** The document's badges, in order. */
    badges: (context: DocumentContext) => DocumentBadgeComponent[]
    /** The document's inspectors, in order. */
    inspectors: (context: DocumentContext) => DocumentInspector[]
    /** The document's language filters. */
    languageFilter: (context: DocumentContext) => DocumentLanguageFilterComponent[]
    /**
     * The new-document options for a place in the studio: everything for `global` and
     * `document`, only the given schema type's for `structure`.
     * @throws TemplateError (from the store) for an option naming an unknown template or
     *   schema type, or otherwise malformed.
     */
    resolveNewDocumentOptions: (creationContext: NewDocumentCreationContext) => NewDocumentItem[]
    /** Whether a document has comments; true unless configured otherwise. */
    comments: {enabled: (context: DocumentCommentsEnabledContext) => boolean}
  }
  /** Form settings: asset sources and uploads of `file` and `image` fields, and the form component overrides. */
  form: {
    /** Asset settings of `file` fields. */
    file: ResolvedAssetOptions
    /** Asset settings of `image` fields. */
    image: ResolvedAssetOptions
    /** Overrides per form part, innermost first: chain them with `chainComponents`. */
    components: WorkspaceFormComponents
  }
  /** Global search: its filters and operators, partial indexing, and whether it uses the text-search endpoint. */
  search: {
    /** The search dialog's filters. */
    filters: SearchFilterDefinition[]
    /** The operators filters compare with. */
    operators: SearchOperatorDefinition[]
    /** Whether search covers only the fields the dataset's partial index covers; default off. */
    partialIndexing: {enabled: boolean}
    /** Whether search uses the text-search endpoint instead of the query-based search; default false. */
    enableNewSearch: boolean
  }
  /** Studio settings: the overrides of the studio's parts. */
  studio: {
    /** Overrides per studio part, innermost first: chain them with `composeComponents`. */
    components: StudioComponentMiddleware
  }
  /** Whether tasks are on; true unless configured off. */
  tasks: {enabled: boolean}
}

/** A workspace whose schema has errors: what the 'Schema errors' screen shows. */
export interface WorkspaceSchemaErrors {
  name: string
  title: string
  basePath: string
  /** Every problem found, errors and warnings, each with its path and help id. */
  problems: SchemaProblem[]
}
