import {createClient, type ClientOptions, type VellumClient} from '../../client'

/** The API version of the sign-in calls (`/users/me`, `/auth/*`), as hosted content lakes take them. */
export const AUTH_API_VERSION = '2021-06-07'

/**
 * The credentials an auth store wants a client made with.
 * @public
 */
export interface AuthCredentials {
  /** A session token to send as `Authorization: Bearer`, or null for none. */
  token: string | null
  /** Whether to send the session cookie. */
  withCredentials: boolean
}

/**
 * Makes the client for a set of credentials. The auth store calls it again whenever the
 * credentials change (sign-in, 401, sign-out), so the client always follows the session.
 * @public
 */
export type AuthClientFactory = (credentials: AuthCredentials) => VellumClient

/** Options of {@link httpAuthClientFactory}: a client's options without its credentials. */
export type HttpAuthClientOptions = Omit<ClientOptions, 'token' | 'withCredentials' | 'apiVersion'> & {
  /** Default {@link AUTH_API_VERSION}; other parts derive their own with `withConfig`. */
  apiVersion?: string
}

/**
 * The {@link AuthClientFactory} of a Vellum server over HTTP: `createClient` with the token and
 * cookie setting the auth store asks for.
 *
 * @example
 * const store = createAuthStore({
 *   projectId: 'local',
 *   apiHost: 'http://127.0.0.1:3400',
 *   client: httpAuthClientFactory({apiHost: 'http://127.0.0.1:3400', projectId: 'local', dataset: 'production'}),
 * })
 */
export function httpAuthClientFactory(options: HttpAuthClientOptions): AuthClientFactory {
  return ({token, withCredentials}) =>
    createClient({
      ...options,
      apiVersion: options.apiVersion ?? AUTH_API_VERSION,
      withCredentials,
      ...(token === null ? {} : {token}),
    })
}
