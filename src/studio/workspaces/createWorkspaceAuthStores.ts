import {createAuthStore, httpAuthClientFactory, type AuthLocation, type AuthStore} from '../auth'
import type {StudioAuthOptions} from './StudioAuthOptions'
import type {WorkspaceAuthTarget} from './WorkspaceSummary'

/**
 * Options of {@link createWorkspaceAuthStores}: the host's {@link StudioAuthOptions} and the
 * page's location, which the studio fills from its router.
 * @internal
 */
export interface WorkspaceAuthStoresOptions extends StudioAuthOptions {
  /** The page's location; the window's by default. */
  location?: AuthLocation | null
}

/** The auth stores of a studio's workspaces: one per project and server. */
export interface WorkspaceAuthStores {
  /**
   * The store of a workspace's project and server, made on first use. Workspaces on the same
   * project and server share it, so signing in to one signs in to all of them.
   * @throws Error for a workspace without a project id or server.
   */
  get(workspace: WorkspaceAuthTarget): AuthStore
  /** Disposes every store made. */
  dispose(): void
}

const defaultClient = (workspace: WorkspaceAuthTarget) =>
  httpAuthClientFactory({apiHost: workspace.apiHost, projectId: workspace.projectId, dataset: workspace.dataset})

/**
 * Makes the per-workspace auth stores the workspace chooser, the switcher and each workspace's
 * `AuthBoundary` read, one per (projectId, apiHost). The first workspace of a project and
 * server decides its `loginMethod`. The stored token's key is per project (`__studio_auth_token_{projectId}`),
 * so two servers serving the same project id in one browser share it; a token one of them
 * refuses is cleared there.
 *
 * @example
 * const stores = createWorkspaceAuthStores()
 * <WorkspaceAuthProvider stores={stores}>…</WorkspaceAuthProvider>
 */
export function createWorkspaceAuthStores(options: WorkspaceAuthStoresOptions = {}): WorkspaceAuthStores {
  const stores = new Map<string, AuthStore>()
  const clientFor = options.client ?? defaultClient
  return {
    get(workspace) {
      if (
        !workspace ||
        typeof workspace.projectId !== 'string' ||
        typeof workspace.apiHost !== 'string' ||
        workspace.apiHost === ''
      ) {
        throw new Error('A workspace needs a `projectId` and an `apiHost` to sign in to')
      }
      const apiHost = workspace.apiHost.replace(/\/+$/, '')
      const key = `${workspace.projectId} ${apiHost}`
      let store = stores.get(key)
      if (!store) {
        store = createAuthStore({
          projectId: workspace.projectId,
          apiHost,
          client: clientFor(workspace),
          ...(workspace.auth?.loginMethod ? {loginMethod: workspace.auth.loginMethod} : {}),
          ...(options.storage ? {storage: options.storage} : {}),
          ...(options.location === undefined ? {} : {location: options.location}),
          ...(options.now ? {now: options.now} : {}),
        })
        stores.set(key, store)
      }
      return store
    },
    dispose() {
      for (const store of stores.values()) store.dispose()
      stores.clear()
    },
  }
}
