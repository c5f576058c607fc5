import type {VellumClient} from '../../client'
import {resolveConfig, type ConfigIssue, type CurrentUser, type Workspace} from '../config'
import type {ShellWorkspace} from './prepareStudio'

/** A workspace resolved for its signed-in user, with the warnings resolution found. */
export interface SignedInResolution {
  workspace: Workspace<VellumClient>
  /** Warnings of this workspace's configuration, for the 'Configuration issues' dialog. */
  issues: ConfigIssue[]
}

/** Options of {@link resolveSignedInWorkspace}. */
export interface SignedInWorkspaceOptions {
  /** Where the studio is mounted in the host app. */
  basePath: string
  /** The signed-in user the configuration's reducers see. */
  currentUser: CurrentUser
  /**
   * The client of the user's session (the auth store's): the workspace's data clients are
   * derived from it with `withConfig({dataset, apiVersion})`, so they carry the session's
   * credentials and a 401 on any of them signs the user out.
   */
  sessionClient: VellumClient
}

/**
 * Resolves one workspace again once a user has signed in: its reducers see the user (a
 * `tools` reducer may offer a tool to administrators only), and `getClient` hands out clients
 * of the user's session for the workspace's dataset. Resolve again whenever the session's
 * client or the user changes; the clients are derived anew then.
 *
 * @param entry - The workspace as `prepareStudio` found it (not one with schema errors).
 * @param options - Root path, user and session client.
 * @throws ConfigResolutionError when a reducer fails for this user (the studio's crash screen shows it).
 */
export function resolveSignedInWorkspace(
  entry: Pick<ShellWorkspace, 'source' | 'name'>,
  options: SignedInWorkspaceOptions,
): SignedInResolution {
  const {sessionClient} = options
  const resolved = resolveConfig<VellumClient>(entry.source, {
    basePath: options.basePath,
    currentUser: options.currentUser,
    createClient: ({dataset, apiVersion}) => sessionClient.withConfig({dataset, apiVersion}),
  })
  const workspace = resolved.workspaces.find((each) => each.name === entry.name)
  if (!workspace) throw new Error(`Workspace "${entry.name}" did not resolve for the signed-in user`)
  return {workspace, issues: resolved.issues}
}
