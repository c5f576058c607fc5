import type {WorkspaceServices} from './createWorkspaceServices'
import {useWorkspaceContext} from './useWorkspaceContext'

/**
 * The services of the workspace on screen: presence, the user's key-value preferences, the
 * connection status, the user's grants and document types by id.
 * @throws Error outside a signed-in workspace of `<Studio>`.
 * @beta
 */
export function useWorkspaceServices(): WorkspaceServices {
  return useWorkspaceContext().services
}
