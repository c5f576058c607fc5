import {useAuthState} from '../auth'
import {useWorkspaceAuthStore} from './useWorkspaceAuthStore'
import {workspaceAuthStatus, type WorkspaceAuthStatus} from './workspaceAuthStatus'
import type {WorkspaceAuthTarget} from './WorkspaceSummary'

/**
 * A workspace's sign-in state (logged-in, logged-out, no-access, or connecting), following its
 * auth store. Reading it starts the store's first check.
 */
export function useWorkspaceAuthStatus(workspace: WorkspaceAuthTarget): WorkspaceAuthStatus {
  return workspaceAuthStatus(useAuthState(useWorkspaceAuthStore(workspace)))
}
