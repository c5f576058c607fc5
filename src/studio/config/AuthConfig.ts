/**
 * A sign-in provider, as `GET /auth/providers` lists them or configuration adds them.
 * @public
 */
export interface AuthProvider {
  /** Machine name, e.g. `google` or `local`. */
  name: string
  title: string
  /** Where the browser goes to sign in with it. */
  url: string
  /** URL of the provider's logo. */
  logo?: string
}

/**
 * How a workspace signs users in (`auth`). Providers from the server are merged with
 * `providers`: appended to (`mode: 'append'`, the default) or replaced by them
 * (`'replace'`); a function gets the server's list and returns the one to show.
 * @public
 */
export interface AuthConfig {
  providers?: AuthProvider[] | ((prev: AuthProvider[]) => AuthProvider[])
  mode?: 'append' | 'replace'
  /** With exactly one provider, go straight to it instead of showing the chooser. */
  redirectOnSingle?: boolean
  /** `dual` tries the session cookie, then a stored token; the others use only one. */
  loginMethod?: 'dual' | 'cookie' | 'token'
}

/**
 * A workspace's sign-in settings with their defaults filled in.
 * @public
 */
export interface ResolvedAuthConfig {
  providers?: AuthConfig['providers']
  mode: 'append' | 'replace'
  redirectOnSingle: boolean
  loginMethod: 'dual' | 'cookie' | 'token'
}
