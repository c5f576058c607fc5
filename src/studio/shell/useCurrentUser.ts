import type {CurrentUser} from '../config'
import {useWorkspaceContext} from './useWorkspaceContext'

/**
 * The signed-in user of the workspace on screen: id, name, e-mail, provider and roles.
 * @throws Error outside a signed-in workspace of `<Studio>`.
 * @public
 */
export function useCurrentUser(): CurrentUser {
  return useWorkspaceContext().currentUser
}
