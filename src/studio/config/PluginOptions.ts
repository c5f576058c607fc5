import type {LocaleResourceBundle} from '../../i18n'
import type {AnyDefinition} from '../../types'
import type {AssetSource} from './AssetSource'
import type {
  ConfigContext,
  DocumentCommentsEnabledContext,
  DocumentConfigContext,
  LocaleConfigContext,
  NewDocumentOptionsContext,
  SchemaTypesContext,
} from './ConfigContext'
import type {DocumentActionComponent} from './DocumentActionComponent'
import type {DocumentBadgeComponent} from './DocumentBadgeComponent'
import type {DocumentInspector} from './DocumentInspector'
import type {DocumentLanguageFilterComponent} from './DocumentLanguageFilterComponent'
import type {FormComponents} from './FormComponents'
import type {LocaleDefinition} from './LocaleDefinition'
import type {SearchFilterDefinition} from './SearchFilterDefinition'
import type {SearchOperatorDefinition} from './SearchOperatorDefinition'
import type {StudioComponents} from './StudioComponents'
import type {NewDocumentOption, Template} from './Template'
import type {Tool} from './Tool'

/**
 * A list property plugins compose: an array, appended to what came before, or a reducer
 * `(prev, context) => next` that may add, remove, reorder or replace items.
 * @public
 */
export type ComposableOption<T, TContext> = T[] | ((prev: T[], context: TContext) => T[])

/**
 * A reducer-only list property: `(prev, context) => next`. Used where the list depends on the
 * context so much that appending would rarely be right (`document.newDocumentOptions`).
 * @public
 */
export type ListReducer<T, TContext> = (prev: T[], context: TContext) => T[]

/**
 * Asset settings of a file or image field kind (`form.file`, `form.image`).
 * @public
 */
export interface AssetOptions {
  assetSources?: ComposableOption<AssetSource, ConfigContext>
  /** Whether fields accept uploads from the user's device; default true. */
  directUploads?: boolean
}

/**
 * A plugin: a named slice of configuration. Every property a workspace has except the
 * workspace-only ones (project, dataset, basePath, auth, theme, …) can be given by a plugin;
 * list properties compose (see {@link ComposableOption}). Plugins may bring `plugins` of their
 * own: they are applied depth-first, each before the plugin that brings it, and the workspace
 * itself last, so it has the final say.
 * @public
 */
export interface PluginOptions {
  /** Names the plugin in error messages and plugin paths (`blog > media > media-core`). */
  name: string
  plugins?: PluginOptions[]
  schema?: {
    types?: ComposableOption<AnyDefinition, SchemaTypesContext>
    templates?: ComposableOption<Template, ConfigContext>
  }
  tools?: ComposableOption<Tool, ConfigContext>
  document?: {
    actions?: ComposableOption<DocumentActionComponent, DocumentConfigContext>
    badges?: ComposableOption<DocumentBadgeComponent, DocumentConfigContext>
    inspectors?: ComposableOption<DocumentInspector, DocumentConfigContext>
    languageFilter?: ComposableOption<DocumentLanguageFilterComponent, DocumentConfigContext>
    newDocumentOptions?: ListReducer<NewDocumentOption, NewDocumentOptionsContext>
    comments?: {
      /** Whether comments are on (default true); a function decides per document. The last plugin setting it wins. */
      enabled?: boolean | ((context: DocumentCommentsEnabledContext) => boolean)
    }
  }
  form?: {
    file?: AssetOptions
    image?: AssetOptions
    components?: FormComponents
  }
  i18n?: {
    locales?: ComposableOption<LocaleDefinition, LocaleConfigContext>
    bundles?: ComposableOption<LocaleResourceBundle, LocaleConfigContext>
  }
  search?: {
    filters?: ComposableOption<SearchFilterDefinition, ConfigContext>
    operators?: ComposableOption<SearchOperatorDefinition, ConfigContext>
    /** Search only the fields the dataset's partial index covers; default false. */
    partialIndexing?: {enabled: boolean}
    /** Use the text-search endpoint instead of the query-based search; default false. */
    enableNewSearch?: boolean
  }
  studio?: {
    components?: StudioComponents
  }
}
