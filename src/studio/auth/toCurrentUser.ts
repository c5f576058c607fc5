import type {CurrentUserProfile} from '../../client'
import type {CurrentUser} from '../config'

/**
 * The studio's view of the user `GET /users/me` answered: `name` (or the `displayName` some
 * servers send instead), and only the optional fields that have a value.
 */
export function toCurrentUser(user: CurrentUserProfile): CurrentUser {
  const displayName = (user as Partial<Record<'displayName', unknown>>).displayName
  const name =
    typeof user.name === 'string' && user.name !== ''
      ? user.name
      : typeof displayName === 'string'
        ? displayName
        : user.id
  const roles = Array.isArray(user.roles)
    ? user.roles.map((role) => ({name: role.name, title: role.title || role.name}))
    : []
  return {
    id: user.id,
    name,
    ...(user.email ? {email: user.email} : {}),
    ...(user.profileImage ? {profileImage: user.profileImage} : {}),
    ...(user.provider ? {provider: user.provider} : {}),
    roles,
  }
}
