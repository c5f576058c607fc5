// The auth store against a real server over HTTP, through happy-dom's fetch (which enforces
// CORS like a browser): the page is http://localhost:3000, the server on 127.0.0.1.
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {createClient} from '../../../src/client'
import {
  createAuthStore,
  httpAuthClientFactory,
  memoryTokenStorage,
  type AuthStore,
  type AuthStoreOptions,
} from '../../../src/studio/auth'
import {startTestServer, type TestServer} from '../../server/support/startTestServer'
import {PAGE_ORIGIN, sidHash, signInOnServerPage, testLocation, waitForState} from './support'

let server: TestServer
const stores: AuthStore[] = []
const EDITOR = {email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace'}
const GUEST = {email: 'guest@example.com', password: 'correct horse battery', name: 'Guest'}

beforeAll(async () => {
  server = await startTestServer({dev: true})
  server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
  await server.server.users.add({...EDITOR, roles: ['editor']})
  await server.server.users.add({...GUEST, roles: []})
})
afterAll(() => server.close())
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
})

function storeOn(apiHost: string, options: Partial<AuthStoreOptions> = {}): AuthStore {
  const store = createAuthStore({
    projectId: 'local',
    apiHost,
    client: httpAuthClientFactory({apiHost, projectId: 'local', dataset: 'production'}),
    storage: memoryTokenStorage(),
    location: testLocation(),
    ...options,
  })
  stores.push(store)
  return store
}

/** Signs in on the server's pages as a browser would and comes back with `#sid=…`. */
async function signIn(provider: 'dev' | 'local', credentials?: {email: string; password: string}) {
  const providers = await storeOn(server.url).providers()
  const loginUrl = storeOn(server.url).loginUrl(
    providers.find((p) => p.name === provider)!,
    '/studio',
  )
  return sidHash(await signInOnServerPage(loginUrl, credentials))
}

describe('auth store over HTTP', () => {
  it('is logged out on a fresh visit', async () => {
    expect(await waitForState(storeOn(server.url), 'logged-out')).toEqual({type: 'logged-out'})
  })

  it('lists the dev and local providers with login URLs that return to the page', async () => {
    const store = storeOn(server.url)
    const providers = await store.providers()
    expect(providers.map((p) => p.title)).toEqual(['Continue as developer', 'E-mail and password'])
    expect(store.loginUrl(providers[0]!, '/studio')).toBe(
      `${server.url}/v1/auth/login/dev?origin=${encodeURIComponent(`${PAGE_ORIGIN}/studio`)}`,
    )
  })

  it('signs in with the dev provider: exchanges #sid, stores {token, time}, removes the sid from the URL', async () => {
    const location = testLocation(await signIn('dev'))
    const storage = memoryTokenStorage()
    const store = storeOn(server.url, {location, storage, now: () => new Date('2026-05-01T12:00:00Z')})
    const state = await waitForState(store, 'logged-in')
    expect(state.user).toMatchObject({
      name: 'Local administrator',
      email: 'admin@localhost',
      roles: [{name: 'administrator', title: 'Administrator'}],
    })
    expect(location.hash).toBe('')
    const record = JSON.parse(storage.getItem('__studio_auth_token_local')!) as {token: string; time: string}
    expect(record.time).toBe('2026-05-01T12:00:00.000Z')
    expect(record.token).toMatch(/\S{20,}/)
    // The session's client sends the token.
    expect(await state.client.fetch('count(*[_type == "nothing"])')).toBe(0)
  })

  it('signs in with a local account, and a new page load reuses the stored token', async () => {
    const storage = memoryTokenStorage()
    const first = storeOn(server.url, {location: testLocation(await signIn('local', EDITOR)), storage})
    expect((await waitForState(first, 'logged-in')).user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      provider: 'local',
      roles: [{name: 'editor'}],
    })
    const reloaded = storeOn(server.url, {storage})
    expect((await waitForState(reloaded, 'logged-in')).user.email).toBe('ada@example.com')
  })

  it('is unauthorized for a local account with zero roles', async () => {
    const store = storeOn(server.url, {location: testLocation(await signIn('local', GUEST))})
    const state = await waitForState(store, 'unauthorized')
    expect(state.user).toMatchObject({name: 'Guest', email: 'guest@example.com', provider: 'local', roles: []})
  })

  it('says why when the sid was used already', async () => {
    const hash = await signIn('dev')
    await waitForState(storeOn(server.url, {location: testLocation(hash)}), 'logged-in')
    const again = storeOn(server.url, {location: testLocation(hash)})
    expect((await waitForState(again, 'logged-out')).error?.message).toBe(
      'The sign-in id is unknown, expired or used already; sign in again',
    )
  })

  it('signs out on any 401 of its client: the token is cleared and the state is logged out', async () => {
    const storage = memoryTokenStorage()
    const store = storeOn(server.url, {location: testLocation(await signIn('dev')), storage})
    const {client} = await waitForState(store, 'logged-in')
    const {token} = JSON.parse(storage.getItem('__studio_auth_token_local')!) as {token: string}
    // The session ends elsewhere (another device signing out of it).
    await createClient({
      apiHost: server.url,
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2021-06-07',
      token,
    }).auth.logout()
    // A client derived for another API version reports the 401 too.
    await expect(client.withConfig({apiVersion: '2025-02-19'}).fetch('count(*)')).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(store.getState()).toEqual({type: 'logged-out'})
    expect(storage.getItem('__studio_auth_token_local')).toBeNull()
  })

  it('logs out: the stored token is cleared and the server session ends', async () => {
    const storage = memoryTokenStorage()
    const store = storeOn(server.url, {location: testLocation(await signIn('dev')), storage})
    await waitForState(store, 'logged-in')
    const {token} = JSON.parse(storage.getItem('__studio_auth_token_local')!) as {token: string}
    await store.logout!()
    expect(store.getState()).toEqual({type: 'logged-out'})
    expect(storage.getItem('__studio_auth_token_local')).toBeNull()
    const old = createClient({
      apiHost: server.url,
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2021-06-07',
      token,
    })
    await expect(old.users.getMe()).rejects.toMatchObject({statusCode: 401})
  })

  it('with the cookie login method, leaves the sid unexchanged but removes it', async () => {
    const location = testLocation(await signIn('dev'))
    const storage = memoryTokenStorage()
    const store = storeOn(server.url, {location, storage, loginMethod: 'cookie'})
    await waitForState(store, 'logged-out')
    expect(location.hash).toBe('')
    expect(storage.getItem('__studio_auth_token_local')).toBeNull()
  })

  it('with the token login method, signs in with the exchanged token', async () => {
    const store = storeOn(server.url, {location: testLocation(await signIn('dev')), loginMethod: 'token'})
    expect((await waitForState(store, 'logged-in')).user.email).toBe('admin@localhost')
  })

  it('reports a cross-origin error when /users/me gets no answer but /ping does', async () => {
    const store = storeOn(server.url, {location: testLocation('', 'http://studio.example.com')})
    // happy-dom's page origin is what the server sees; take it off the allow-list for this test.
    server.server.cors.remove(PAGE_ORIGIN)
    try {
      const state = await waitForState(store, 'cross-origin-error')
      expect(state.error).toMatchObject({
        name: 'CrossOriginError',
        projectId: 'local',
        apiHost: server.url,
        origin: 'http://studio.example.com',
      })
      // Once the origin is allowed, checking again gets through.
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
      expect((await store.connect()).type).toBe('logged-out')
    } finally {
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
    }
  })

  it('signs in with the token when the origin is allowed without credentials', async () => {
    const hash = await signIn('dev')
    server.server.cors.add(PAGE_ORIGIN, {allowCredentials: false})
    try {
      // The cookie request is refused by CORS, the anonymous one is answered: signed out, not a CORS problem.
      expect((await waitForState(storeOn(server.url), 'logged-out')).type).toBe('logged-out')
      const store = storeOn(server.url, {location: testLocation(hash)})
      expect((await waitForState(store, 'logged-in')).user.email).toBe('admin@localhost')
    } finally {
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
    }
  })

  it('reports an error when the server cannot be reached at all', async () => {
    const gone = await startTestServer()
    await gone.close()
    const state = await waitForState(storeOn(gone.url), 'error')
    expect(state.error.message).toBe(`Unknown network error attempting to reach ${new URL(gone.url).host}`)
  })
})
