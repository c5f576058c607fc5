/**
 * A sign-in provider, as `GET /auth/providers` lists them or configuration adds them.
 * @public
 */
export interface AuthProvider {
  /** Machine name, e.g. `google` or `local`. */
  name: string
  /** The provider's name on the sign-in screen, e.g. `E-mail and password`. */
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
  /** Providers to offer, or a function from the server's list to the one to show. */
  providers?: AuthProvider[] | ((prev: AuthProvider[]) => AuthProvider[])
  /** Whether `providers` are added after the server's (`append`, the default) or replace them (`replace`). */
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
  /** Configured providers, or a function from the server's list to the one to show. */
  providers?: AuthConfig['providers']
  /** Whether `providers` are added after the server's or replace them; default `append`. */
  mode: 'append' | 'replace'
  /** With exactly one provider, go straight to it instead of showing the chooser; default false. */
  redirectOnSingle: boolean
  /** `dual` (the default) tries the session cookie, then a stored token; the others use only one. */
  loginMethod: 'dual' | 'cookie' | 'token'
}
