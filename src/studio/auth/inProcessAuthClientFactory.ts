import {createInProcessClient, type InProcessClientOptions} from '../../client'
import {AUTH_API_VERSION, type AuthClientFactory} from './httpAuthClientFactory'

/** A user an in-process session acts as. */
export type InProcessSessionUser = NonNullable<InProcessClientOptions['user']>

/** Options of {@link inProcessAuthClientFactory}: those of an in-process client, with sessions instead of one user. */
export interface InProcessAuthOptions extends Omit<InProcessClientOptions, 'user' | 'apiVersion'> {
  /** Default {@link AUTH_API_VERSION}. */
  apiVersion?: string
  /** Who each session token signs in as; a token not listed is refused (401), as an expired one. */
  sessions?: Readonly<Record<string, InProcessSessionUser>>
  /** Who the session cookie signs in as; nobody by default. */
  cookieUser?: InProcessSessionUser
}

/**
 * An {@link AuthClientFactory} over a lake in this process, for Storybook, DOM tests and docs:
 * a client with a listed session token acts as that token's user, one sending the cookie acts
 * as `cookieUser`, and any other is signed out (401). With it an auth store runs its whole
 * cycle — stored token, sign-out, 401 — without a server. (A `#sid` cannot be exchanged
 * in-process: nobody signs in through a redirect.)
 *
 * @example
 * const lake = createLake({storage: memoryStorage()})
 * const client = inProcessAuthClientFactory({lake, projectId: 'demo', dataset: 'production', sessions: {'demo-token': {id: 'u1', name: 'Ada'}}})
 * const store = createAuthStore({projectId: 'demo', apiHost: 'http://localhost:3400', client, storage})
 */
export function inProcessAuthClientFactory(options: InProcessAuthOptions): AuthClientFactory {
  const {sessions = {}, cookieUser, apiVersion = AUTH_API_VERSION, ...clientOptions} = options
  return ({token, withCredentials}) => {
    const user =
      token !== null
        ? Object.hasOwn(sessions, token)
          ? sessions[token]
          : undefined
        : withCredentials
          ? cookieUser
          : undefined
    return createInProcessClient({...clientOptions, apiVersion, user: user ?? null})
  }
}
