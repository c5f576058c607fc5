import type {VellumClient} from '../../client'
import type {AuthClientFactory, AuthTokenStorage} from '../auth'
import type {WorkspaceAuthTarget} from './WorkspaceSummary'

/**
 * The sign-in settings a host can give `<Studio auth={…}>`: how sessions are checked and where
 * tokens are kept. Every option has a default, so most hosts leave `auth` out.
 *
 * @example
 * ```tsx
 * // Tokens kept in memory only, so closing the tab signs out.
 * const auth: StudioAuthOptions = {storage: memoryTokenStorage()}
 * <Studio config={config} auth={auth} />
 * ```
 * @public
 */
export interface StudioAuthOptions {
  /**
   * The client (or client factory) a project's auth store checks the session with, per
   * workspace; by default the HTTP client of the workspace's server (`httpAuthClientFactory`).
   */
  client?: (workspace: WorkspaceAuthTarget) => VellumClient | AuthClientFactory
  /** Where tokens are kept; `localStorage` by default. */
  storage?: AuthTokenStorage
  /** The clock of stored tokens' `time`; the system clock by default. */
  now?: () => Date
}
