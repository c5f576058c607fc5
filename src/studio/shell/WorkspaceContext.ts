import {createContext} from 'react'
import type {VellumClient} from '../../client'
import type {AuthStore} from '../auth'
import type {ConfigIssue, CurrentUser, Workspace} from '../config'
import type {WorkspaceServices} from './createWorkspaceServices'

/** What the studio knows inside a signed-in workspace; tools read it with `useWorkspace` and friends. */
export interface WorkspaceContextValue {
  /** The workspace resolved for the signed-in user. */
  workspace: Workspace<VellumClient>
  currentUser: CurrentUser
  /** The auth store of the workspace's project and server (sign-out, the session's client). */
  authStore: AuthStore
  services: WorkspaceServices
  /** Warnings of the workspace's configuration. */
  issues: ConfigIssue[]
}

/** The signed-in workspace on screen; null outside one. */
export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null)
