import type {AuthState} from '../auth'

/**
 * A workspace's sign-in state as the chooser and switcher show it:
 * `logged-in`, `logged-out` (its login screen is there to sign in), or `no-access` (signed in
 * without a role, or the server refuses or cannot be reached); `connecting` until known.
 */
export type WorkspaceAuthStatus = 'connecting' | 'logged-in' | 'logged-out' | 'no-access'

/**
 * The message key (in the studio's locale bundles) of the label shown next to a workspace for
 * each {@link WorkspaceAuthStatus}: 'Connecting…', 'Logged in', 'Logged out', 'No access' in
 * en-US.
 *
 * @example
 * ```tsx
 * const {t} = useTranslation()
 * <Badge>{t(WORKSPACE_AUTH_STATUS_LABEL_KEYS[status])}</Badge>
 * ```
 */
export const WORKSPACE_AUTH_STATUS_LABEL_KEYS: Readonly<Record<WorkspaceAuthStatus, string>> = Object.freeze({
  connecting: 'workspaces.status.connecting',
  'logged-in': 'workspaces.status.logged-in',
  'logged-out': 'workspaces.status.logged-out',
  'no-access': 'workspaces.status.no-access',
})

/** The {@link WorkspaceAuthStatus} of an auth state. */
export function workspaceAuthStatus(state: AuthState): WorkspaceAuthStatus {
  switch (state.type) {
    case 'connecting':
      return 'connecting'
    case 'logged-in':
      return 'logged-in'
    case 'logged-out':
      return 'logged-out'
    case 'unauthorized':
    case 'cross-origin-error':
    case 'error':
      return 'no-access'
  }
}
