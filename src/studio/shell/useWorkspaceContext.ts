import {useContext} from 'react'
import {WorkspaceContext, type WorkspaceContextValue} from './WorkspaceContext'

/**
 * The signed-in workspace on screen, with its user, auth store and services.
 * @throws Error outside a signed-in workspace of `<Studio>`.
 */
export function useWorkspaceContext(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext)
  if (!value)
    throw new Error('This hook must be used inside a signed-in workspace of <Studio> (in a tool, for example)')
  return value
}
