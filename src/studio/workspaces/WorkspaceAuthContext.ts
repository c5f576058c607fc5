import {createContext} from 'react'
import type {WorkspaceAuthStores} from './createWorkspaceAuthStores'

/** The auth stores of the nearest `WorkspaceAuthProvider`; null outside one. */
export const WorkspaceAuthContext = createContext<WorkspaceAuthStores | null>(null)
