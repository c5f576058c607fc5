// Support for auth tests: a location to put `#sid=` in, the browser's trip through a
// provider's sign-in page on a real server, waiting for a store state, and in-process sessions.
import {request} from 'node:http'
import {filter, firstValueFrom, throwError, timeout} from 'rxjs'
import {createLake, memoryStorage} from '../../../src/lake'
import {
  createAuthStore,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  type AuthLocation,
  type AuthState,
  type AuthStateType,
  type AuthStore,
  type AuthStoreOptions,
  type AuthTokenStorage,
  type InProcessSessionUser,
} from '../../../src/studio/auth'

/** The origin happy-dom's window has: what the studio page "is" in DOM tests. */
export const PAGE_ORIGIN = 'http://localhost:3000'

/** A location that records hash replacements, like a page after a sign-in redirect. */
export interface TestLocation extends AuthLocation {
  hash: string
  /** Every hash written, in order. */
  readonly replaced: string[]
}

/** A page location at `origin` with `hash` (e.g. `#sid=…`). */
export function testLocation(hash = '', origin = PAGE_ORIGIN): TestLocation {
  const location: TestLocation = {
    origin,
    hash,
    replaced: [],
    replaceHash(next) {
      location.hash = next
      location.replaced.push(next)
    },
  }
  return location
}

/** The `#sid=…` part of a sign-in redirect's location. */
export function sidHash(redirectLocation: string): string {
  const hash = new URL(redirectLocation).hash
  if (!hash.startsWith('#sid=')) throw new Error(`No sign-in id in ${redirectLocation}`)
  return hash
}

/**
 * What the browser does on the server's own pages after following a login link: GET it (the
 * dev provider signs in at once), or, with credentials, post the local provider's form from
 * the server's sign-in page (so with the server's own Origin). Resolves with the redirect's
 * Location, or the URL the signed-in page refreshes to (`…/studio#sid=…`). Node's http, as the studio never makes these requests.
 */
export function signInOnServerPage(loginUrl: string, credentials?: {email: string; password: string}): Promise<string> {
  const url = new URL(loginUrl)
  const body = credentials ? new URLSearchParams(credentials).toString() : undefined
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: credentials ? 'POST' : 'GET',
        headers: credentials
          ? {'Content-Type': 'application/x-www-form-urlencoded', Origin: url.origin, Accept: 'text/html'}
          : {Accept: 'text/html'},
      },
      (res) => {
        let html = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (html += chunk))
        res.on('end', () => {
          const location = res.headers.location
          // A form post returning to another origin gets a page that refreshes to it (the form's CSP is `form-action 'self'`).
          const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/
            .exec(html)?.[1]
            ?.replaceAll('&amp;', '&')
          if (res.statusCode === 302 && location) resolve(location)
          else if (res.statusCode === 200 && refresh) resolve(refresh)
          else reject(new Error(`Sign-in answered ${res.statusCode} without a redirect`))
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Resolves with the store's first state of `type` (the current one counts); subscribing starts the store. */
export function waitForState<T extends AuthStateType>(
  store: AuthStore,
  type: T,
): Promise<Extract<AuthState, {type: T}>> {
  return firstValueFrom(
    store.state$.pipe(
      filter((state): state is Extract<AuthState, {type: T}> => state.type === type),
      // Only a guard against hanging tests; nothing asserts on time.
      timeout({
        first: 15_000,
        with: () => throwError(() => new Error(`The auth store never became ${type}; it is ${store.getState().type}`)),
      }),
    ),
  )
}

/** The editor and the user without roles the in-process sessions know. */
export const ADA: InProcessSessionUser = {
  id: 'u-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  provider: 'local',
  roles: [{name: 'editor', title: 'Editor'}],
}
export const NOBODY: InProcessSessionUser = {
  id: 'u-nobody',
  name: 'Charles Babbage',
  email: 'charles@example.com',
  provider: 'dev',
  roles: [],
}

/** The providers in-process stores list. */
export const PROVIDERS = [
  {name: 'dev', title: 'Continue as developer', url: 'http://127.0.0.1:3400/v1/auth/login/dev'},
  {
    name: 'local',
    title: 'E-mail and password',
    url: 'http://127.0.0.1:3400/v1/auth/login/local',
    logo: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
  },
]

/**
 * An auth store over an in-process lake whose sessions are `ada-token` (Ada, an editor) and
 * `nobody-token` (no roles); `token` is stored before the store starts.
 */
export function inProcessStore(
  options: {token?: string; storage?: AuthTokenStorage} & Partial<AuthStoreOptions> = {},
): {store: AuthStore; storage: AuthTokenStorage} {
  const {token, storage = memoryTokenStorage(), ...rest} = options
  if (token) storage.setItem('__studio_auth_token_demo', JSON.stringify({token, time: '2026-01-01T00:00:00.000Z'}))
  const lake = createLake({storage: memoryStorage()})
  const client = inProcessAuthClientFactory({
    lake,
    projectId: 'demo',
    dataset: 'production',
    sessions: {'ada-token': ADA, 'nobody-token': NOBODY},
    authProviders: PROVIDERS,
  })
  const store = createAuthStore({
    projectId: 'demo',
    apiHost: 'http://127.0.0.1:3400',
    client,
    storage,
    location: testLocation(),
    ...rest,
  })
  return {store, storage}
}
