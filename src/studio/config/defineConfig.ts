import type {Config, SingleWorkspace, WorkspaceOptions} from './WorkspaceOptions'

/**
 * Declares a studio configuration: one workspace, or an array of workspaces. It returns its
 * input unchanged and exists for type checking and editor help; `resolveConfig` (which
 * `<Studio>` runs) checks and resolves it.
 *
 * @param config - One workspace (its `name` defaults to `default`, its `basePath` to the
 *   root), or several, each with a unique `name` and `basePath`.
 * @returns The same configuration.
 * @example
 * ```ts
 * export default defineConfig({
 *   projectId: 'local',
 *   dataset: 'production',
 *   schema: {types: [post, author]},
 *   plugins: [structureTool()],
 * })
 * ```
 * @public
 */
export function defineConfig(config: SingleWorkspace): SingleWorkspace
/**
 * Declares a studio configuration of several workspaces, each with a unique `name` and `basePath`.
 * @public
 */
export function defineConfig(config: WorkspaceOptions[]): WorkspaceOptions[]
export function defineConfig(config: Config): Config {
  return config
}
