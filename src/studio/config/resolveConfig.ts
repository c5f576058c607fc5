import {isRecord} from '../../document'
import type {ConfigIssue} from './ConfigIssue'
import type {ClientFactory} from './ConfigContext'
import {ConfigResolutionError} from './ConfigResolutionError'
import type {CurrentUser} from './CurrentUser'
import {getPrintableType} from './getPrintableType'
import {resolveWorkspace} from './resolveWorkspace'
import type {SearchFilterDefinition} from './SearchFilterDefinition'
import type {SearchOperatorDefinition} from './SearchOperatorDefinition'
import {getWorkspaceIdentifier, normalizeRootPath, validateWorkspaces} from './validateWorkspaces'
import type {Workspace, WorkspaceSchemaErrors} from './Workspace'
import type {Config} from './WorkspaceOptions'

/** Options of {@link resolveConfig}. */
export interface ResolveConfigOptions<TClient = unknown> {
  /** The path the studio is mounted under, e.g. `/studio`; joined before every workspace's basePath. */
  basePath?: string
  /**
   * Makes API clients for `getClient`. It is only called when a client is asked for, so
   * configuration can be resolved (in tests, at build time) without one.
   */
  createClient?: ClientFactory<TClient>
  /** The signed-in user reducers see in their context; resolve again when it changes. */
  currentUser?: CurrentUser | null
  /** The built-in search filters and operators, which `search.filters` and `search.operators` start from. */
  search?: {filters?: readonly SearchFilterDefinition[]; operators?: readonly SearchOperatorDefinition[]}
}

/** A resolved configuration. */
export interface ResolvedConfig<TClient = unknown> {
  /** The workspaces that resolved, in configuration order. */
  workspaces: Array<Workspace<TClient>>
  /**
   * Workspaces whose schema has errors: the shell shows its 'Schema errors' screen for them.
   * They are not in `workspaces`.
   */
  schemaErrors: WorkspaceSchemaErrors[]
  /** Warnings for the 'Configuration issues' dialog (errors throw instead). */
  issues: ConfigIssue[]
}

/**
 * Resolves a studio configuration: checks the workspaces' names and base paths, then for
 * every workspace flattens its plugins (depth-first, the workspace last), reduces every
 * composable property, compiles its schema, checks everything and fills in defaults.
 *
 * Configuration errors are collected across all workspaces and thrown together; warnings
 * (skipped tools, unknown component slots) are returned and logged. A workspace whose schema
 * has errors is returned in `schemaErrors` with every problem, for the schema errors screen.
 *
 * @param config - What `defineConfig` declared: one workspace or several.
 * @param options - Root path, client factory, current user, built-in search definitions.
 * @returns The resolved workspaces, schema errors and warnings.
 * @throws {@link ConfigResolutionError} listing every issue when any is an error.
 * @example
 * ```ts
 * const {workspaces, schemaErrors, issues} = resolveConfig(config, {createClient})
 * if (schemaErrors.length > 0) return <SchemaErrorsScreen errors={schemaErrors} />
 * const [blog] = workspaces
 * blog.tools.map((tool) => tool.name) // ['structure', 'vision']
 * ```
 */
export function resolveConfig<TClient = unknown>(
  config: Config,
  options: ResolveConfigOptions<TClient> = {},
): ResolvedConfig<TClient> {
  const issues: ConfigIssue[] = []
  const fail = (message: string) => {
    issues.push({severity: 'error', message, path: []})
    return new ConfigResolutionError(issues)
  }
  const given: unknown = config
  if (given === undefined || given === null) throw fail('No `vellum.config.ts` or `vellum.config.js` file found')
  if (!Array.isArray(given) && !isRecord(given)) {
    throw fail(
      `Expected the configuration to be a workspace or an array of workspaces, but received ${getPrintableType(given)}`,
    )
  }

  const root = normalizeRootPath(options.basePath)
  if ('issue' in root) issues.push(root.issue)
  const inputs: unknown[] = Array.isArray(given) ? given : [given]
  issues.push(...validateWorkspaces(inputs))
  if (hasErrors(issues) || 'issue' in root) throw new ConfigResolutionError(issues)

  const shared = {
    rootPath: root.rootPath,
    createClient: options.createClient,
    currentUser: options.currentUser ?? null,
    searchFilters: options.search?.filters ?? [],
    searchOperators: options.search?.operators ?? [],
  }
  const workspaces: Array<Workspace<TClient>> = []
  const schemaErrors: WorkspaceSchemaErrors[] = []
  inputs.forEach((input, index) => {
    const workspace = input as Record<string, unknown>
    const name =
      inputs.length === 1 && workspace.name === undefined ? 'default' : getWorkspaceIdentifier(workspace, index)
    const resolution = resolveWorkspace(workspace, name, shared, issues)
    if ('workspace' in resolution) workspaces.push(resolution.workspace)
    else if ('schemaErrors' in resolution) schemaErrors.push(resolution.schemaErrors)
  })
  if (hasErrors(issues)) throw new ConfigResolutionError(issues)
  return {workspaces, schemaErrors, issues}
}

function hasErrors(issues: readonly ConfigIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error')
}
