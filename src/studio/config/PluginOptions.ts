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
  /** Where fields take assets from; the built-in source (the project's uploads) by default. */
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
  /** Plugins this one brings; applied before it, depth-first. */
  plugins?: PluginOptions[]
  /**
   * Schema types (`types`, reduced with {@link SchemaTypesContext}) and initial value templates (`templates`); every
   * document type has a default template.
   */
  schema?: {
    /**
     * Schema type definitions: appended to those before, or a reducer given the project and dataset (the schema does
     * not exist yet).
     */
    types?: ComposableOption<AnyDefinition, SchemaTypesContext>
    /** Initial value templates; by default one per document type (its name as id, `{_type}` as value). */
    templates?: ComposableOption<Template, ConfigContext>
  }
  /** The tools in the navbar; none by default (add `structureTool()`). */
  tools?: ComposableOption<Tool, ConfigContext>
  /**
   * What a document pane offers: `actions`, `badges`, `inspectors` and `languageFilter` (reduced per document),
   * `newDocumentOptions` for the create menus, and whether `comments` are on.
   */
  document?: {
    /** The actions of a document's action bar, in order; reducers get the document's id and type. */
    actions?: ComposableOption<DocumentActionComponent, DocumentConfigContext>
    /** The badges of a document's footer, in order; reducers get the document's id and type. */
    badges?: ComposableOption<DocumentBadgeComponent, DocumentConfigContext>
    /** The side panels a document can open (validation, history, a plugin's own). */
    inspectors?: ComposableOption<DocumentInspector, DocumentConfigContext>
    /** Controls in the document header that narrow which fields show (e.g. a language picker). */
    languageFilter?: ComposableOption<DocumentLanguageFilterComponent, DocumentConfigContext>
    /** The entries of the create menus; a reducer of the options before, given where the menu is. */
    newDocumentOptions?: ListReducer<NewDocumentOption, NewDocumentOptionsContext>
    /** Whether documents have comments. */
    comments?: {
      /** Whether comments are on (default true); a function decides per document. The last plugin setting it wins. */
      enabled?: boolean | ((context: DocumentCommentsEnabledContext) => boolean)
    }
  }
  /**
   * Form settings: asset sources and direct uploads of `file` and `image` fields, and `components` overriding the
   * form's parts.
   */
  form?: {
    /** Asset settings of `file` fields. */
    file?: AssetOptions
    /** Asset settings of `image` fields. */
    image?: AssetOptions
    /**
     * Overrides of the form's parts (`input`, `field`, `item`, `preview` and the rich-text `block`, `inlineBlock`,
     * `annotation`), each given `renderDefault`.
     */
    components?: FormComponents
  }
  /** Translations: the `locales` users can pick (en-US built in) and extra resource `bundles`. */
  i18n?: {
    /** The locales users can pick from; en-US is there from the start. */
    locales?: ComposableOption<LocaleDefinition, LocaleConfigContext>
    /** Extra translation bundles, e.g. a plugin's own namespace or overrides of built-in messages. */
    bundles?: ComposableOption<LocaleResourceBundle, LocaleConfigContext>
  }
  /** Global search: its `filters` and `operators`, and which search it uses. */
  search?: {
    /** The filters the search dialog offers: field filters by field type, and pinned ones such as `updatedAt`. */
    filters?: ComposableOption<SearchFilterDefinition, ConfigContext>
    /** The operators filters compare with (`stringEqual`, `dateLast`, …). */
    operators?: ComposableOption<SearchOperatorDefinition, ConfigContext>
    /** Search only the fields the dataset's partial index covers; default false. */
    partialIndexing?: {enabled: boolean}
    /** Use the text-search endpoint instead of the query-based search; default false. */
    enableNewSearch?: boolean
  }
  /**
   * Studio settings: `components` overriding the studio's parts (layout, navbar, tool menu, logo, active tool layout).
   */
  studio?: {
    /** Overrides of the studio's parts: layout, navbar, tool menu, logo and active tool layout. */
    components?: StudioComponents
  }
}
