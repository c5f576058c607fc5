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
  id: string
  /** The user's name (the server's `displayName` when it sends that instead). */
  name: string
  email?: string
  /** URL of the user's picture. */
  profileImage?: string
  /** The sign-in provider the session came from, e.g. `local` or `google`. */
  provider?: string
  roles: CurrentUserRole[]
}
