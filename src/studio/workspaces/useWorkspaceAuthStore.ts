import {useContext} from 'react'
import type {AuthStore} from '../auth'
import {WorkspaceAuthContext} from './WorkspaceAuthContext'
import type {WorkspaceAuthTarget} from './WorkspaceSummary'

/**
 * The auth store of a workspace's project and server, from the nearest `WorkspaceAuthProvider`.
 * @throws Error outside a `WorkspaceAuthProvider`.
 */
export function useWorkspaceAuthStore(workspace: WorkspaceAuthTarget): AuthStore {
  const stores = useContext(WorkspaceAuthContext)
  if (!stores) throw new Error('useWorkspaceAuthStore() must be used inside <WorkspaceAuthProvider>')
  return stores.get(workspace)
}
