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
import type {FormComponentsMiddleware} from './FormComponents'
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
  assetSources: AssetSource[]
  directUploads: boolean
}

/**
 * A workspace with its configuration resolved: plugins flattened, every list property reduced,
 * defaults filled in, everything checked. Per-document properties are functions of the
 * document, as plugins may decide per type or id.
 * @public
 */
export interface Workspace<TClient = unknown> {
  type: 'workspace'
  name: string
  title: string
  subtitle?: string
  icon?: ComponentType
  /** The studio's root path joined with the workspace's own basePath, e.g. `/studio/blog`. */
  basePath: string
  projectId: string
  dataset: string
  /** The server's base URL, without a trailing `/`. */
  apiHost: string
  theme: StudioTheme
  auth: ResolvedAuthConfig
  /** The compiled schema; its `problems` are the warnings the 'Configuration issues' dialog lists. */
  schema: NamedSchema
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
  document: {
    actions: (context: DocumentContext) => DocumentActionComponent[]
    badges: (context: DocumentContext) => DocumentBadgeComponent[]
    inspectors: (context: DocumentContext) => DocumentInspector[]
    languageFilter: (context: DocumentContext) => DocumentLanguageFilterComponent[]
    /**
     * The new-document options for a place in the studio: everything for `global` and
     * `document`, only the given schema type's for `structure`.
     * @throws TemplateError (from the store) for an option naming an unknown template or
     *   schema type, or otherwise malformed.
     */
    resolveNewDocumentOptions: (creationContext: NewDocumentCreationContext) => NewDocumentItem[]
    comments: {enabled: (context: DocumentCommentsEnabledContext) => boolean}
  }
  form: {
    file: ResolvedAssetOptions
    image: ResolvedAssetOptions
    /** Overrides per form part, innermost first: chain them with `chainComponents`. */
    components: FormComponentsMiddleware
  }
  search: {
    filters: SearchFilterDefinition[]
    operators: SearchOperatorDefinition[]
    partialIndexing: {enabled: boolean}
    enableNewSearch: boolean
  }
  studio: {
    /** Overrides per studio part, innermost first: chain them with `composeComponents`. */
    components: StudioComponentMiddleware
  }
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
