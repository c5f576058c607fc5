import type {ComponentType} from 'react'
import {createSchema, SchemaError, type NamedSchema} from '../../schema'
import {
  checkNewDocumentOptions,
  checkTemplates,
  defaultNewDocumentOptions,
  resolveNewDocumentOptions,
  type TemplateError,
} from '../../store'
import type {AnyDefinition} from '../../types'
import {defaultFileAssetSource, defaultImageAssetSource} from './AssetSource'
import {checkAssetSources} from './checkAssetSources'
import {checkNamedItems} from './checkNamedItems'
import {checkTools} from './checkTools'
import {checkWorkspaceFields} from './checkWorkspaceFields'
import type {ConfigIssue} from './ConfigIssue'
import {ConfigPropertyError} from './ConfigPropertyError'
import type {
  ClientFactory,
  ConfigContext,
  DocumentConfigContext,
  DocumentContext,
  NewDocumentOptionsContext,
  SchemaTypesContext,
} from './ConfigContext'
import type {CurrentUser} from './CurrentUser'
import {createGetClient} from './createGetClient'
import {flattenPlugins, type FlatPlugin} from './flattenPlugins'
import {FORM_COMPONENT_NAMES, type WorkspaceFormComponents} from './FormComponents'
import {getPrintableType} from './getPrintableType'
import type {PluginOptions} from './PluginOptions'
import {resolveComponentMiddleware} from './resolveComponentMiddleware'
import {checkConfigProperty, findLastConfigValue, resolveConfigProperty} from './resolveConfigProperty'
import {resolveI18n} from './resolveI18n'
import type {SearchFilterDefinition} from './SearchFilterDefinition'
import type {SearchOperatorDefinition} from './SearchOperatorDefinition'
import {STUDIO_COMPONENT_NAMES, type StudioComponentMiddleware} from './StudioComponents'
import {defaultTemplates, type NewDocumentCreationContext, type NewDocumentOption} from './Template'
import {joinBasePath} from './validateWorkspaces'
import type {Workspace, WorkspaceSchemaErrors} from './Workspace'

/** What resolving every workspace shares. */
export interface WorkspaceResolutionOptions<TClient> {
  /** The studio's root path (`''` for the root). */
  rootPath: string
  createClient?: ClientFactory<TClient>
  currentUser: CurrentUser | null
  /** What `search.filters` and `search.operators` start from. */
  searchFilters: readonly SearchFilterDefinition[]
  searchOperators: readonly SearchOperatorDefinition[]
}

/** One workspace resolved, or its schema's errors. */
export type WorkspaceResolution<TClient> =
  {workspace: Workspace<TClient>} | {schemaErrors: WorkspaceSchemaErrors} | {failed: true}

const DOCUMENT_LIST_PROPERTIES = [
  'document.actions',
  'document.badges',
  'document.inspectors',
  'document.languageFilter',
] as const

/**
 * Resolves one workspace whose name and basePath already passed `validateWorkspaces`:
 * flattens its plugins, reduces every composable property, checks everything, and fills in
 * defaults. Issues go to `issues`; resolution goes as far as it can, so one run reports as
 * many problems as possible.
 *
 * @param input - The workspace as configured.
 * @param name - Its name (`default` for a nameless only workspace).
 * @param options - What every workspace shares.
 * @param issues - Where issues go.
 * @returns The workspace; or its schema errors when the schema has errors; or `failed` when
 *   an error (already in `issues`) leaves nothing to build on.
 */
export function resolveWorkspace<TClient>(
  input: Record<string, unknown>,
  name: string,
  options: WorkspaceResolutionOptions<TClient>,
  issues: ConfigIssue[],
): WorkspaceResolution<TClient> {
  const path = [name]
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run()
    } catch (error) {
      issues.push(issueFromError(error, path))
      return fallback
    }
  }

  const fields = checkWorkspaceFields(input, name, path, issues)
  const basePath = joinBasePath(options.rootPath, typeof input.basePath === 'string' ? input.basePath : undefined)
  const plugins = attempt<FlatPlugin[] | undefined>(
    () => flattenPlugins(input as Omit<PluginOptions, 'name'>, name),
    undefined,
  )
  if (!plugins) return {failed: true}

  const {projectId, dataset} = fields
  const typesContext: SchemaTypesContext = {projectId, dataset}
  const i18n = resolveI18n(plugins, typesContext, path, issues)
  const types = attempt<AnyDefinition[] | undefined>(
    () =>
      resolveConfigProperty<AnyDefinition, SchemaTypesContext>({
        plugins,
        propertyName: 'schema.types',
        kind: 'list',
        initialValue: [],
        context: typesContext,
      }),
    undefined,
  )
  if (!types) return {failed: true}
  let schema: NamedSchema
  try {
    schema = compiledSchema(input, types, name)
  } catch (error) {
    if (error instanceof SchemaError)
      return {schemaErrors: {name, title: fields.title, basePath, problems: error.problems}}
    throw error
  }

  const getClient = createGetClient(options.createClient, {projectId, dataset, apiHost: fields.apiHost})
  const context: ConfigContext<TClient> = {
    projectId,
    dataset,
    schema,
    currentUser: options.currentUser,
    getClient,
    i18n: i18n.translator,
  }
  const list = <T>(propertyName: string, initialValue: readonly T[]): unknown[] =>
    attempt<unknown[]>(
      () =>
        resolveConfigProperty<unknown, ConfigContext<TClient>>({
          plugins,
          propertyName,
          kind: 'list',
          initialValue,
          context,
        }),
      [],
    )
  const flag = (propertyName: string, fallback: boolean): boolean =>
    attempt(() => {
      const found = findLastConfigValue(plugins, propertyName, 'boolean')
      return found ? (found.value as boolean) : fallback
    }, fallback)

  // The templates' own problems are errors of `schema.templates`; every one is reported.
  const report = (property: string) => (error: TemplateError) => issues.push({...issueFromError(error, path), property})
  const checkedTemplates = checkTemplates<ComponentType>(schema, list('schema.templates', defaultTemplates(schema)))
  checkedTemplates.errors.forEach(report('schema.templates'))
  const {templates} = checkedTemplates
  const tools = checkTools(list('tools', []), path, issues)
  const fileSources = checkAssetSources(
    list('form.file.assetSources', [defaultFileAssetSource]),
    'form.file.assetSources',
    path,
    issues,
  )
  const imageSources = checkAssetSources(
    list('form.image.assetSources', [defaultImageAssetSource]),
    'form.image.assetSources',
    path,
    issues,
  )
  const filters = checkNamedItems<SearchFilterDefinition>(
    list('search.filters', options.searchFilters),
    'search.filters',
    path,
    issues,
  )
  const operators = checkNamedItems<SearchOperatorDefinition>(
    list('search.operators', options.searchOperators),
    'search.operators',
    path,
    issues,
  )
  const studioComponents = resolveComponentMiddleware<StudioComponentMiddleware>(
    plugins,
    'studio.components',
    STUDIO_COMPONENT_NAMES,
    issues,
  )
  const formComponents = resolveComponentMiddleware<WorkspaceFormComponents>(
    plugins,
    'form.components',
    FORM_COMPONENT_NAMES,
    issues,
  )

  // Per-document properties run later, per document; their types are checked now.
  for (const propertyName of DOCUMENT_LIST_PROPERTIES)
    issues.push(...checkConfigProperty(plugins, propertyName, 'list').map((error) => issueFromError(error, path)))
  const newDocumentOptionsTypeErrors = checkConfigProperty(plugins, 'document.newDocumentOptions', 'reducer')
  issues.push(...newDocumentOptionsTypeErrors.map((error) => issueFromError(error, path)))
  const commentsEnabled = attempt(
    () => findLastConfigValue(plugins, 'document.comments.enabled', 'boolean-or-function'),
    undefined,
  )

  // Every place starts from the templates without parameters; plugins' reducers tailor the list to the place.
  const newDocumentOptionsFor = (creationContext: NewDocumentCreationContext): unknown[] =>
    resolveConfigProperty<unknown, NewDocumentOptionsContext<TClient>>({
      plugins,
      propertyName: 'document.newDocumentOptions',
      kind: 'reducer',
      initialValue: defaultNewDocumentOptions(templates),
      context: {...context, creationContext},
    })
  // The global options are resolved now, so an option naming an unknown template is reported up front.
  const newDocumentOptions =
    newDocumentOptionsTypeErrors.length > 0
      ? []
      : attempt(() => {
          const {items, errors} = checkNewDocumentOptions(newDocumentOptionsFor({type: 'global'}), templates, schema)
          errors.forEach(report('document.newDocumentOptions'))
          return items
        }, [])

  const documentList =
    <T>(propertyName: string) =>
    (documentContext: DocumentContext): T[] =>
      resolveConfigProperty<T, DocumentConfigContext<TClient>>({
        plugins,
        propertyName,
        kind: 'list',
        initialValue: [],
        context: {...context, ...documentContext},
      })

  const workspace: Workspace<TClient> = {
    type: 'workspace',
    name,
    ...fields,
    basePath,
    schema,
    i18n,
    tools,
    templates,
    newDocumentOptions,
    currentUser: options.currentUser,
    getClient,
    document: {
      actions: documentList('document.actions'),
      badges: documentList('document.badges'),
      inspectors: documentList('document.inspectors'),
      languageFilter: documentList('document.languageFilter'),
      resolveNewDocumentOptions: (creationContext) => {
        const items = resolveNewDocumentOptions(
          newDocumentOptionsFor(creationContext) as NewDocumentOption[],
          templates,
          schema,
        )
        const onlyType = creationContext.type === 'structure' ? creationContext.schemaType : undefined
        return onlyType ? items.filter((item) => item.schemaType === onlyType) : items
      },
      comments: {enabled: (commentsContext) => isCommentsEnabled(commentsEnabled, commentsContext)},
    },
    form: {
      file: {assetSources: fileSources, directUploads: flag('form.file.directUploads', true)},
      image: {assetSources: imageSources, directUploads: flag('form.image.directUploads', true)},
      components: formComponents,
    },
    search: {
      filters,
      operators,
      partialIndexing: {enabled: flag('search.partialIndexing.enabled', false)},
      enableNewSearch: flag('search.enableNewSearch', false),
    },
    studio: {components: studioComponents},
  }
  return {workspace}
}

function isCommentsEnabled(
  found: {value: unknown; path: string[]} | undefined,
  context: Parameters<Workspace['document']['comments']['enabled']>[0],
): boolean {
  if (!found) return true
  if (typeof found.value === 'boolean') return found.value
  const propertyName = 'document.comments.enabled'
  let enabled: unknown
  try {
    enabled = (found.value as (context: unknown) => unknown)(context)
  } catch (cause) {
    throw new ConfigPropertyError({propertyName, path: found.path, cause})
  }
  if (typeof enabled !== 'boolean') {
    const cause = new Error(
      `Expected the \`${propertyName}\` function to return a boolean, but it returned ${getPrintableType(enabled)}`,
    )
    throw new ConfigPropertyError({propertyName, path: found.path, cause})
  }
  return enabled
}

/** Turns an error thrown while resolving into an issue; a ConfigPropertyError keeps its plugin path. */
export function issueFromError(error: unknown, path: string[]): ConfigIssue {
  if (error instanceof ConfigPropertyError) {
    return {
      severity: 'error',
      message: error.message,
      path: error.path,
      property: error.propertyName,
      cause: error.cause,
    }
  }
  return {severity: 'error', message: error instanceof Error ? error.message : String(error), path, cause: error}
}

/** The last schema compiled per workspace input, with the definitions it was compiled from. */
const compiledSchemas = new WeakMap<object, {types: readonly AnyDefinition[]; name: string; schema: NamedSchema}>()

/**
 * Compiles a workspace's schema, or hands back the one compiled last time from the very same
 * definitions. The shell resolves a workspace once before sign-in and again for the signed-in
 * user; the types reducers only see the project and dataset, so the second compile would
 * produce the same schema, and keeping its identity lets everything keyed on it stay cached.
 */
function compiledSchema(input: object, types: readonly AnyDefinition[], name: string): NamedSchema {
  const last = compiledSchemas.get(input)
  if (
    last &&
    last.name === name &&
    last.types.length === types.length &&
    last.types.every((type, index) => type === types[index])
  )
    return last.schema
  const schema = createSchema(types, {name})
  compiledSchemas.set(input, {types, name, schema})
  return schema
}
