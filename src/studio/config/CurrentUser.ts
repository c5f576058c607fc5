/**
 * A role the signed-in user holds in the project.
 * @public
 */
export interface CurrentUserRole {
  /** Machine name, e.g. `administrator` or `editor`. */
  name: string
  /** Human title, e.g. `Administrator`. */
  title: string
}

/**
 * The signed-in user, as the shell knows it after sign-in. A user with no roles is not
 * authorized for the project.
 * @public
 */
export interface CurrentUser {
  /** The user's id, the author of their transactions. */
  id: string
  /** The user's name (the server's `displayName` when it sends that instead). */
  name: string
  /** The user's e-mail address, when the server sends one. */
  email?: string
  /** URL of the user's picture. */
  profileImage?: string
  /** The sign-in provider the session came from, e.g. `local` or `google`. */
  provider?: string
  /** The roles the user holds in the project; empty means not authorized. */
  roles: CurrentUserRole[]
}
