import {BehaviorSubject, Observable, skip} from 'rxjs'
import {ClientError, type AuthProviderInfo, type RequestOptions, type VellumClient} from '../../client'
import type {AuthConfig, AuthProvider, CurrentUser} from '../config'
import {browserAuthLocation, type AuthLocation} from './AuthLocation'
import type {AuthState} from './AuthState'
import {
  authTokenKey,
  clearAuthToken,
  memoryTokenStorage,
  readAuthToken,
  writeAuthToken,
  type AuthTokenStorage,
} from './authTokenStorage'
import {CrossOriginError} from './CrossOriginError'
import type {AuthClientFactory, AuthCredentials} from './httpAuthClientFactory'
import {isUnauthorizedError, reportUnauthorized} from './reportUnauthorized'
import {takeSessionId} from './sessionId'
import {toCurrentUser} from './toCurrentUser'

/** How a workspace proves who the user is (`auth.loginMethod`). */
export type LoginMethod = NonNullable<AuthConfig['loginMethod']>

/** Options of {@link createAuthStore}. */
export interface AuthStoreOptions {
  projectId: string
  /** The server, e.g. `https://api.example.com`; named in errors and used to resolve relative provider URLs. */
  apiHost: string
  /**
   * The client to check the session with. A factory ({@link AuthClientFactory}, e.g.
   * `httpAuthClientFactory`) gets the credentials of the session and is called again when they
   * change; the store can then sign in with a token and sign out. A plain client acts with
   * fixed credentials (an in-process client, an API token): the store only reports who that
   * is, and offers no logout.
   */
  client: VellumClient | AuthClientFactory
  /**
   * `dual` (default) tries the session cookie, then the stored token; `cookie` uses only the
   * cookie and never exchanges `#sid`; `token` uses only the stored token.
   */
  loginMethod?: LoginMethod
  /** Where the token is kept; `localStorage` by default, in memory where there is none. */
  storage?: AuthTokenStorage
  /** The page's location, for `#sid=…` and the sign-in return URL; the window's by default, none in Node. */
  location?: AuthLocation | null
  /** The clock of the stored token's `time`. */
  now?: () => Date
}

/**
 * The sign-in state of one project on one server, as a small framework-free store: read it
 * with {@link AuthStore.getState} and {@link AuthStore.subscribe} (React: `useAuthState`) or
 * {@link AuthStore.state$}.
 */
export interface AuthStore {
  readonly projectId: string
  /** The server, without a trailing `/`. */
  readonly apiHost: string
  readonly loginMethod: LoginMethod
  /**
   * The current state; the same object until it changes. The first read starts the first
   * check in a microtask (outside the render that read it), so a page asks the server who is
   * signed in while it is still rendering, not after its first paint.
   */
  getState(): AuthState
  /**
   * Calls `listener` after every change of state. The first subscriber starts the first
   * check (if reading the state has not), so creating a store does no work by itself.
   * @returns the teardown.
   */
  subscribe(listener: () => void): () => void
  /** The states, the current one first; subscribing starts the first check too. */
  readonly state$: Observable<AuthState>
  /**
   * The client of the current session (API version of the sign-in calls): made again when the
   * credentials change, and any 401 it receives signs the user out. Other parts derive theirs
   * with `withConfig({dataset, apiVersion})` and should derive again when the state changes.
   */
  readonly client: VellumClient
  /**
   * Checks the session now: exchanges a `#sid=…` from a sign-in redirect (then removes it from
   * the URL), then asks `/users/me` with the credentials the login method allows. Used for the
   * first check and for Retry and Continue; a newer check supersedes an older one.
   * @returns the state it ended in.
   */
  connect(): Promise<AuthState>
  /** The server's sign-in providers (`GET /auth/providers`). */
  providers(options?: RequestOptions): Promise<AuthProviderInfo[]>
  /**
   * The URL that signs in with `provider` and comes back to `returnPath` on this page
   * (the provider's URL with `origin=<page origin><returnPath>`).
   * @throws Error for a return path that is not a path starting with `/`.
   */
  loginUrl(provider: Pick<AuthProvider, 'url'>, returnPath: string): string
  /**
   * Signs out: clears the stored token, then asks the server to end the session, then is
   * logged out (also when that call fails). Undefined when the store cannot sign out — it was
   * given a fixed client — so the shell shows no Sign out.
   */
  readonly logout: (() => Promise<void>) | undefined
  /** Stops following other tabs; checks still running are ignored. */
  dispose(): void
}

type CheckResult =
  | {type: 'user'; user: CurrentUser; credentials: AuthCredentials | null}
  | {type: 'logged-out'; error?: Error}
  | {type: 'cross-origin-error'; error: CrossOriginError}
  | {type: 'error'; error: Error}

const COOKIE: AuthCredentials = Object.freeze({token: null, withCredentials: true})
const ANONYMOUS: AuthCredentials = Object.freeze({token: null, withCredentials: false})
const LOGIN_METHODS: readonly LoginMethod[] = ['dual', 'cookie', 'token']

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))

const sameCredentials = (a: AuthCredentials | null, b: AuthCredentials | null): boolean =>
  a === b || (a !== null && b !== null && a.token === b.token && a.withCredentials === b.withCredentials)

function defaultStorage(): {storage: AuthTokenStorage; crossTab: boolean} {
  try {
    if (typeof localStorage !== 'undefined' && localStorage)
      return {storage: localStorage, crossTab: typeof window !== 'undefined'}
  } catch {
    // Access to localStorage can throw (blocked storage); keep the token in memory.
  }
  return {storage: memoryTokenStorage(), crossTab: false}
}

/**
 * Creates the sign-in store of a project on a server:
 *
 * - `connecting`, then `logged-in`, `unauthorized` (no roles), `logged-out`,
 *   `cross-origin-error` (`/users/me` got no answer but `/ping` did) or `error`;
 * - a `#sid=…` in the URL (at least 20 characters) is exchanged once at `/auth/fetch` for a
 *   session token, stored as `{token, time}` under `__studio_auth_token_{projectId}`, and
 *   removed from the URL;
 * - any 401 the session's client receives clears the stored token and signs out;
 * - another tab storing or clearing the token makes this one check again (through `storage`
 *   events of `localStorage`), without leaving a signed-in screen while it does.
 *
 * @throws Error for an invalid project id or login method.
 * @example
 * const store = createAuthStore({projectId: 'local', apiHost, client: httpAuthClientFactory({apiHost, projectId: 'local', dataset: 'production'})})
 * store.subscribe(() => console.log(store.getState().type))
 */
export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const key = authTokenKey(options.projectId)
  const loginMethod = options.loginMethod ?? 'dual'
  if (!LOGIN_METHODS.includes(loginMethod))
    throw new Error(
      `Unknown login method "${String(loginMethod)}": use ${LOGIN_METHODS.map((m) => `"${m}"`).join(', ')}`,
    )
  if (typeof options.apiHost !== 'string' || options.apiHost === '')
    throw new Error('createAuthStore needs the `apiHost` of the server')
  const apiHost = options.apiHost.replace(/\/+$/, '')
  const factory = typeof options.client === 'function' ? options.client : null
  const fixed = typeof options.client === 'function' ? null : options.client
  if (!factory && (!fixed || typeof fixed.users?.getMe !== 'function'))
    throw new Error('createAuthStore needs a client or a client factory')
  const {storage, crossTab} = options.storage ? {storage: options.storage, crossTab: false} : defaultStorage()
  const location = options.location === undefined ? browserAuthLocation() : options.location
  const now = options.now ?? (() => new Date())

  // --- The stored token (in memory too, when storage refuses it) ---
  let unsaved: string | null = null
  const readToken = (): string | null => readAuthToken(storage, key)?.token ?? unsaved
  const saveToken = (token: string) => {
    unsaved = writeAuthToken(storage, key, token, now()) ? null : token
  }
  /** Clears the token; with `only`, just when that is still the stored one (another tab may have stored a newer one). */
  const dropToken = (only?: string) => {
    if (only !== undefined && readToken() !== only) return
    clearAuthToken(storage, key)
    unsaved = null
  }

  // --- The session: its credentials and the client made with them ---
  const subject = new BehaviorSubject<AuthState>({type: 'connecting'})
  let generation = 0
  const signedOut = (): AuthCredentials | null => (fixed ? null : loginMethod === 'token' ? ANONYMOUS : COOKIE)
  const clientWith = (credentials: AuthCredentials | null): VellumClient =>
    credentials && factory ? factory(credentials) : fixed!
  const sessionFor = (credentials: AuthCredentials | null) => {
    const current = ++generation
    return {
      credentials,
      generation: current,
      client: reportUnauthorized(clientWith(credentials), () => onUnauthorized(current)),
    }
  }
  const initialToken = fixed || loginMethod === 'cookie' ? null : readToken()
  let session = sessionFor(initialToken === null ? signedOut() : {token: initialToken, withCredentials: false})
  const switchTo = (credentials: AuthCredentials | null) => {
    if (!sameCredentials(session.credentials, credentials)) session = sessionFor(credentials)
  }

  let disposed = false
  let runs = 0
  let exchange: Promise<Error | undefined> | null = null
  const set = (state: AuthState) => {
    if (!disposed) subject.next(state)
  }

  function onUnauthorized(ofGeneration: number): void {
    const current = subject.value
    if (disposed || ofGeneration !== session.generation) return
    if (current.type !== 'logged-in' && current.type !== 'unauthorized') return
    // A check in flight asked with the credentials that just failed.
    runs++
    dropToken(session.credentials?.token ?? undefined)
    switchTo(signedOut())
    set({type: 'logged-out'})
  }

  /** Reads `#sid=…` (once) and starts exchanging it; later checks wait for the same exchange. */
  function startExchange(): Promise<Error | undefined> {
    if (location) {
      const {sid, hash} = takeSessionId(location.hash)
      if (hash !== location.hash) location.replaceHash(hash)
      if (sid !== null && factory && loginMethod !== 'cookie') {
        exchange = factory(ANONYMOUS)
          .auth.exchangeSessionId(sid)
          .then(
            (token) => {
              saveToken(token)
              return undefined
            },
            (error: unknown) => asError(error),
          )
      }
    }
    return exchange ?? Promise.resolve(undefined)
  }

  function candidates(): Array<AuthCredentials | null> {
    if (fixed) return [null]
    const token = readToken()
    // Without a token, an anonymous /users/me still tells "signed out" (401) from a CORS refusal.
    const bearer = token === null ? ANONYMOUS : {token, withCredentials: false}
    if (loginMethod === 'cookie') return [COOKIE]
    if (loginMethod === 'token') return [bearer]
    return [COOKIE, bearer]
  }

  async function check(): Promise<CheckResult> {
    const notice = await startExchange()
    let failure: unknown
    let answered = false
    for (const credentials of candidates()) {
      try {
        const user = toCurrentUser(await clientWith(credentials).users.getMe())
        return {type: 'user', user, credentials}
      } catch (error) {
        if (isUnauthorizedError(error)) {
          answered = true
          if (credentials?.token) dropToken(credentials.token)
        } else {
          failure ??= error
        }
      }
    }
    if (answered || failure === undefined) return notice ? {type: 'logged-out', error: notice} : {type: 'logged-out'}
    // The server answered with an error: it was reached, and said what went wrong.
    if (failure instanceof ClientError) return {type: 'error', error: failure}
    // No answer at all. /ping answers every origin without credentials: if it answers, the
    // refusal was CORS; if not, the server is unreachable.
    try {
      await clientWith(fixed ? null : ANONYMOUS).ping()
    } catch {
      return {type: 'error', error: asError(failure)}
    }
    return {
      type: 'cross-origin-error',
      error: new CrossOriginError({projectId: options.projectId, apiHost, origin: location?.origin}),
    }
  }

  function apply(result: CheckResult): void {
    if (result.type === 'user') {
      switchTo(result.credentials)
      set({
        type: result.user.roles.length > 0 ? 'logged-in' : 'unauthorized',
        user: result.user,
        client: session.client,
      })
    } else if (result.type === 'logged-out') {
      switchTo(signedOut())
      set(result.error ? {type: 'logged-out', error: result.error} : {type: 'logged-out'})
    } else {
      set(result)
    }
  }

  async function connect(connectOptions: {silent?: boolean} = {}): Promise<AuthState> {
    const run = ++runs
    const current = subject.value
    const signedIn = current.type === 'logged-in' || current.type === 'unauthorized'
    if (current.type !== 'connecting' && !(connectOptions.silent && signedIn)) set({type: 'connecting'})
    let result: CheckResult
    try {
      result = await check()
    } catch (error) {
      result = {type: 'error', error: asError(error)}
    }
    if (run !== runs || disposed) return subject.value
    exchange = null
    apply(result)
    return subject.value
  }

  // --- Starting on first use, and following other tabs ---
  let started = false
  let startQueued = false
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    if (readToken() === (session.credentials?.token ?? null) && subject.value.type !== 'connecting') return
    void connect({silent: true})
  }
  /** The first check, on first use; null when it has started already. */
  const start = (): Promise<AuthState> | null => {
    if (started || disposed) return null
    started = true
    if (crossTab && !fixed) window.addEventListener('storage', onStorage)
    return connect()
  }

  const logout = factory
    ? async () => {
        const {client} = session
        runs++
        dropToken()
        let failure: unknown
        try {
          await client.auth.logout()
        } catch (error) {
          failure = error
        }
        switchTo(signedOut())
        const error =
          failure === undefined
            ? undefined
            : new Error(`Signed out here, but the server could not end the session: ${asError(failure).message}`)
        set(error ? {type: 'logged-out', error} : {type: 'logged-out'})
      }
    : undefined

  return {
    projectId: options.projectId,
    apiHost,
    loginMethod,
    getState: () => {
      if (!started && !startQueued) {
        startQueued = true
        queueMicrotask(() => void start())
      }
      return subject.value
    },
    subscribe(listener) {
      // The current state is not news to a listener: only changes call it.
      const subscription = subject.pipe(skip(1)).subscribe({next: () => listener()})
      void start()
      return () => subscription.unsubscribe()
    },
    state$: new Observable<AuthState>((subscriber) => {
      const subscription = subject.subscribe(subscriber)
      void start()
      return subscription
    }),
    get client() {
      return session.client
    },
    connect: () => start() ?? connect(),
    providers: (requestOptions) => clientWith(fixed ? null : ANONYMOUS).auth.providers(requestOptions),
    loginUrl(provider, returnPath) {
      if (typeof returnPath !== 'string' || !returnPath.startsWith('/') || returnPath.startsWith('//')) {
        throw new Error(`The sign-in return path must be a path starting with "/", got "${String(returnPath)}"`)
      }
      const url = new URL(provider.url, `${apiHost}/`)
      url.searchParams.set('origin', location ? `${location.origin}${returnPath}` : returnPath)
      return url.href
    },
    logout,
    dispose() {
      disposed = true
      if (started && crossTab && !fixed) window.removeEventListener('storage', onStorage)
    },
  }
}
