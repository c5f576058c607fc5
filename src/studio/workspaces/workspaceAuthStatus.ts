import type {AuthState} from '../auth'

/**
 * A workspace's sign-in state as the chooser and switcher show it (spec/shell.md §4):
 * `logged-in`, `logged-out` (its login screen is there to sign in), or `no-access` (signed in
 * without a role, or the server refuses or cannot be reached); `connecting` until known.
 */
export type WorkspaceAuthStatus = 'connecting' | 'logged-in' | 'logged-out' | 'no-access'

/** The label shown next to a workspace for each {@link WorkspaceAuthStatus}. */
export const WORKSPACE_AUTH_STATUS_LABELS: Readonly<Record<WorkspaceAuthStatus, string>> = Object.freeze({
  connecting: 'Connecting…',
  'logged-in': 'Logged in',
  'logged-out': 'Logged out',
  'no-access': 'No access',
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
