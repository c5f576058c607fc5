import type {ComponentType} from 'react'
import {definePlugin, type ConfigContext, type Tool} from '../studio'
import {DocumentIcon} from '../ui'
import {DEFAULT_DOCUMENT_ACTIONS} from './actions/defaultDocumentActions'
import {DEFAULT_DOCUMENT_BADGES} from './badges/defaultDocumentBadges'
import {
  createDocumentNodeResolver,
  createStructureBuilder,
  serializePaneSource,
  StructureError,
  type DefaultDocumentNodeResolver,
  type PaneNode,
  type PaneNodeSource,
  type StructureBuilder,
} from './builder'
import {createStructureTranslate, structureLocaleBundle} from './i18n'
import {DocumentPane} from './document/DocumentPane'
import {validationInspector} from './inspectors/validationInspector'
import {StructureTool, type StructureToolRuntime} from './panes'
import {createStructureIntents, structureRouter} from './router'

/**
 * What a `structure` function gets besides `S`: the workspace's configuration context (schema, user, client, translator).
 * @public
 */
export type StructureResolverContext = ConfigContext

/**
 * Builds the structure: the root pane (usually `S.list()`), from `S` and the workspace's
 * context. It runs once per signed-in workspace, when the tool is first shown or an intent
 * first needs it.
 *
 * @example
 * ```ts
 * const structure: StructureResolver = (S) =>
 *   S.list().id('content').title('Content').items([S.documentTypeListItem('post'), S.divider(), S.documentTypeListItem('author')])
 * ```
 * @public
 */
export type StructureResolver = (S: StructureBuilder, context: StructureResolverContext) => PaneNodeSource

/**
 * Options of {@link structureTool}.
 * @public
 */
export interface StructureToolOptions {
  /** The tool's name, its path segment; `structure` by default. */
  name?: string
  /** The tool's title in the navbar; 'Structure' by default. */
  title?: string
  /** The tool's icon in the navbar; a document icon by default. */
  icon?: ComponentType
  /** The structure; a list 'Content' of every document type by default (`S.defaults()`). */
  structure?: StructureResolver
  /** The pane documents open in (see {@link DefaultDocumentNodeResolver}); the document pane by default. */
  defaultDocumentNode?: DefaultDocumentNodeResolver
}

/** The name of the structure tool unless configured otherwise. */
export const STRUCTURE_TOOL_NAME = 'structure'

/**
 * Makes the structure tool for one workspace's configuration context: its router, its intent
 * handling and the runtime its component reads from `options`. The structure is built on first
 * use and kept (a structure function that throws runs again on the next use).
 */
export function createStructureTool(options: StructureToolOptions, context: ConfigContext): Tool {
  const {name = STRUCTURE_TOOL_NAME, icon = DocumentIcon, structure, defaultDocumentNode} = options
  const t = createStructureTranslate(context.i18n)
  const S = createStructureBuilder({schema: context.schema, i18n: context.i18n})
  // Kept once built; a structure that throws is tried again next time (the crash screen's Retry).
  let root: PaneNode | undefined
  const resolveRoot = (): PaneNode => {
    if (root) return root
    const source = structure ? structure(S, context) : S.defaults()
    if (source === null || source === undefined)
      throw new StructureError(
        'the structure function returned nothing: return a builder such as S.list() (or S.defaults())',
      )
    root = serializePaneSource(source, 'what the structure function returned', {
      defaultId: 'root',
      defaultTitle: t('default-structure.title'),
    })
    return root
  }
  const runtime: StructureToolRuntime = {
    kind: 'vellum.structure',
    S,
    schema: context.schema,
    resolveRoot,
    resolveDocument: createDocumentNodeResolver(S, context.schema, defaultDocumentNode),
    documentPane: DocumentPane,
  }
  const intents = createStructureIntents({schema: context.schema, resolveRoot})
  return {
    name,
    title: options.title ?? t('structure-tool.title'),
    icon,
    component: StructureTool,
    options: runtime,
    router: structureRouter,
    canHandleIntent: (intent, params) => intents.canHandleIntent(intent, params),
    getIntentState: (intent, params, state, payload) => intents.getIntentState(intent, params, state, payload),
  }
}

/**
 * The structure tool as a plugin: browse, create, edit, validate and publish documents. It
 * adds the tool (panes side by side, encoded in the URL; one at a time on narrow screens), its
 * handling of the edit and create intents, the default document actions and badges (ahead of
 * those other plugins add, which may remove or reorder them with their own reducers), the
 * validation inspector, and the structure translations.
 *
 * @example
 * ```ts
 * defineConfig({
 *   projectId: 'local',
 *   dataset: 'production',
 *   schema: {types: [post, author]},
 *   plugins: [structureTool({structure: (S) => S.list().id('content').title('Content').items(S.documentTypeListItems())})],
 * })
 * ```
 * @public
 */
export const structureTool = definePlugin<StructureToolOptions | void>((options) => {
  const toolOptions = options ?? {}
  return {
    name: 'vellum/structure',
    tools: (prev, context) => [...prev, createStructureTool(toolOptions, context)],
    plugins: [structureDocumentParts()],
  }
})

/**
 * What the structure tool registers for documents, without the tool: the default document
 * actions and badges (ahead of those other plugins add), the validation inspector and the
 * structure translations. For a host that renders `DocumentPane` in a tool of its own.
 *
 * @example
 * ```ts
 * defineConfig({projectId: 'local', dataset: 'production', tools: [myEditorTool], plugins: [structureDocumentParts()]})
 * ```
 * @public
 */
export const structureDocumentParts = definePlugin({
  name: 'vellum/structure-document-parts',
  document: {
    actions: (prev) => [...DEFAULT_DOCUMENT_ACTIONS, ...prev],
    badges: (prev) => [...DEFAULT_DOCUMENT_BADGES, ...prev],
    inspectors: (prev) => [validationInspector, ...prev],
  },
  i18n: {bundles: [structureLocaleBundle]},
})
