import type {ReactNode} from 'react'
import type {WorkspaceAuthStores} from './createWorkspaceAuthStores'
import {WorkspaceAuthContext} from './WorkspaceAuthContext'

/** Props of {@link WorkspaceAuthProvider}. */
export interface WorkspaceAuthProviderProps {
  /** The studio's stores, from `createWorkspaceAuthStores` (made once, not on every render). */
  stores: WorkspaceAuthStores
  children?: ReactNode
}

/** Gives the workspace chooser, the switcher and `useWorkspaceAuthStore` the studio's auth stores. */
export function WorkspaceAuthProvider({stores, children}: WorkspaceAuthProviderProps) {
  return <WorkspaceAuthContext.Provider value={stores}>{children}</WorkspaceAuthContext.Provider>
}
