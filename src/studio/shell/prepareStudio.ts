import type {VellumClient} from '../../client'
import {
  ConfigResolutionError,
  DEFAULT_API_HOST,
  getWorkspaceIdentifier,
  resolveConfig,
  type AuthConfig,
  type Config,
  type ConfigIssue,
  type Workspace,
  type WorkspaceSchemaErrors,
} from '../config'
import type {RoutableWorkspace} from '../router'
import type {WorkspaceSummary} from '../workspaces'

/**
 * A workspace as the shell routes to it, before anyone signs in: what the router, the
 * workspace chooser and switcher read, plus what the shell needs to show it — the resolved
 * workspace, or the schema errors that keep it from resolving — and the configuration to
 * resolve it again from once a user has signed in.
 */
export interface ShellWorkspace extends RoutableWorkspace, WorkspaceSummary {
  /** The workspace resolved without a user; absent when its schema has errors. */
  prepared?: Workspace<VellumClient>
  /** Why it cannot be shown: its schema's problems, for the 'Schema errors' screen. */
  schemaErrors?: WorkspaceSchemaErrors
  /** This workspace's configuration alone, as `resolveConfig` takes it. */
  source: Config
}

/** What the studio's configuration came to before sign-in. */
export type PreparedStudio =
  {type: 'ready'; workspaces: ShellWorkspace[]; issues: ConfigIssue[]} | {type: 'error'; error: ConfigResolutionError}

/**
 * Resolves a studio configuration for routing, before anyone signs in: every workspace in
 * configuration order, those whose schema has errors included (the shell shows their
 * 'Schema errors' screen when their path is visited, and the others work as usual). Each
 * workspace keeps its own slice of the configuration, so the shell can resolve it again for
 * the signed-in user (`resolveSignedInWorkspace`).
 *
 * @param config - What `defineConfig` declared.
 * @param basePath - Where the studio is mounted in the host app (`''` at the site root).
 * @returns The workspaces and warnings, or the configuration error listing every issue.
 * @throws Whatever `resolveConfig` throws that is not a `ConfigResolutionError` (a bug).
 */
export function prepareStudio(config: Config, basePath: string): PreparedStudio {
  let resolved
  try {
    resolved = resolveConfig<VellumClient>(config, {basePath})
  } catch (error) {
    if (error instanceof ConfigResolutionError) return {type: 'error', error}
    throw error
  }
  const inputs: unknown[] = Array.isArray(config) ? config : [config]
  const workspaces = inputs.map((input, index): ShellWorkspace => {
    const raw = input as Record<string, unknown>
    const name = inputs.length === 1 && raw.name === undefined ? 'default' : getWorkspaceIdentifier(raw, index)
    // One workspace of several is resolved again on its own: an array of one keeps its name and basePath.
    const source = (Array.isArray(config) ? [input] : config) as Config
    const prepared = resolved.workspaces.find((workspace) => workspace.name === name)
    if (prepared) return {...summaryOf(prepared), tools: prepared.tools, prepared, source}
    const schemaErrors = resolved.schemaErrors.find((errors) => errors.name === name)
    if (!schemaErrors) throw new Error(`resolveConfig returned neither workspace "${name}" nor its schema errors`)
    return {...fieldsOfInput(raw, schemaErrors), tools: [], schemaErrors, source}
  })
  return {type: 'ready', workspaces, issues: resolved.issues}
}

function summaryOf(workspace: Workspace<VellumClient>): WorkspaceSummary {
  const {name, title, subtitle, icon, basePath, projectId, dataset, apiHost, auth} = workspace
  return {
    name,
    title,
    basePath,
    projectId,
    dataset,
    apiHost,
    auth,
    ...(subtitle === undefined ? {} : {subtitle}),
    ...(icon === undefined ? {} : {icon}),
  }
}

// A workspace whose schema failed passed every other check first, so its fields are valid.
function fieldsOfInput(input: Record<string, unknown>, errors: WorkspaceSchemaErrors): WorkspaceSummary {
  const apiHost = typeof input.apiHost === 'string' ? input.apiHost.replace(/\/+$/, '') : DEFAULT_API_HOST
  return {
    name: errors.name,
    title: errors.title,
    basePath: errors.basePath,
    projectId: String(input.projectId),
    dataset: String(input.dataset),
    apiHost,
    ...(typeof input.subtitle === 'string' ? {subtitle: input.subtitle} : {}),
    ...(typeof input.auth === 'object' && input.auth !== null ? {auth: input.auth as AuthConfig} : {}),
  }
}
