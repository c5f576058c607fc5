import {afterEach, describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {createAuthStore, inProcessAuthClientFactory, memoryTokenStorage} from '../../../src/studio/auth'
import {ADA, PAGE_ORIGIN, PROVIDERS, inProcessStore, testLocation, waitForState} from './support'

const KEY = '__studio_auth_token_demo'
const SID = 'sid-0123456789abcdefghij'

afterEach(() => localStorage.clear())

describe('createAuthStore', () => {
  it('is logged out without a stored token', async () => {
    const {store} = inProcessStore()
    expect(store.getState()).toEqual({type: 'connecting'})
    expect(await waitForState(store, 'logged-out')).toEqual({type: 'logged-out'})
  })

  it('starts its first check when its state is first read, before anyone subscribes', async () => {
    const {store} = inProcessStore({token: 'ada-token'})
    expect(store.getState()).toEqual({type: 'connecting'})
    // Nobody subscribed: the read alone asked the server.
    await expect.poll(() => store.getState().type).toBe('logged-in')
  })

  it('signs in with the stored token, and its client acts as that user', async () => {
    const {store} = inProcessStore({token: 'ada-token'})
    const state = await waitForState(store, 'logged-in')
    expect(state.user).toEqual({
      id: 'u-ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      provider: 'local',
      roles: [{name: 'editor', title: 'Editor'}],
    })
    expect((await state.client.users.getMe()).id).toBe('u-ada')
    expect(store.client).toBe(state.client)
  })

  it('is unauthorized for a user with zero roles', async () => {
    const {store} = inProcessStore({token: 'nobody-token'})
    const state = await waitForState(store, 'unauthorized')
    expect(state.user.name).toBe('Charles Babbage')
    expect(state.user.roles).toEqual([])
  })

  it('clears a stored token the server refuses, and is logged out', async () => {
    const {store, storage} = inProcessStore({token: 'expired-token'})
    await waitForState(store, 'logged-out')
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('signs out: clears the token, then is logged out with a signed-out client', async () => {
    const {store, storage} = inProcessStore({token: 'ada-token'})
    await waitForState(store, 'logged-in')
    await store.logout!()
    expect(store.getState()).toEqual({type: 'logged-out'})
    expect(storage.getItem(KEY)).toBeNull()
    await expect(store.client.users.getMe()).rejects.toMatchObject({statusCode: 401})
  })

  it('offers no logout with a fixed client', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({
      lake,
      projectId: 'demo',
      dataset: 'production',
      apiVersion: '2021-06-07',
      user: ADA,
    })
    const store = createAuthStore({
      projectId: 'demo',
      apiHost: 'http://127.0.0.1:3400',
      client,
      storage: memoryTokenStorage(),
      location: null,
    })
    expect(store.logout).toBeUndefined()
    expect((await waitForState(store, 'logged-in')).user.id).toBe('u-ada')
  })

  it('does nothing until it is first subscribed to, then reads the sid at once', () => {
    const location = testLocation(`#sid=${SID}`)
    const {store} = inProcessStore({location})
    expect(location.hash).toBe(`#sid=${SID}`)
    const unsubscribe = store.subscribe(() => {})
    expect(location.hash).toBe('')
    unsubscribe()
  })

  it('removes a sid it cannot exchange from the URL and says why on the logged-out state', async () => {
    const location = testLocation(`#sid=${SID}&keep`)
    const {store} = inProcessStore({location})
    const state = await waitForState(store, 'logged-out')
    expect(location.replaced).toEqual(['#keep'])
    expect(state.error?.message).toBe('The sign-in id is unknown, expired or used already; sign in again')
  })

  it('lists the server providers', async () => {
    const {store} = inProcessStore()
    expect(await store.providers()).toEqual(PROVIDERS)
  })

  it('builds login URLs that come back to the return path on this page', () => {
    const {store} = inProcessStore()
    expect(store.loginUrl(PROVIDERS[0]!, '/blog/structure?x=1')).toBe(
      `http://127.0.0.1:3400/v1/auth/login/dev?origin=${encodeURIComponent(`${PAGE_ORIGIN}/blog/structure?x=1`)}`,
    )
    // Relative provider URLs are on the server.
    expect(store.loginUrl({url: '/v1/auth/login/sso?team=a'}, '/')).toBe(
      `http://127.0.0.1:3400/v1/auth/login/sso?team=a&origin=${encodeURIComponent(`${PAGE_ORIGIN}/`)}`,
    )
    expect(() => store.loginUrl(PROVIDERS[0]!, 'blog')).toThrow('must be a path starting with "/"')
    expect(() => store.loginUrl(PROVIDERS[0]!, '//evil.example.com')).toThrow('must be a path starting with "/"')
  })

  it('notifies subscribers of changes only, and stops after unsubscribing', async () => {
    const {store} = inProcessStore({token: 'ada-token'})
    const seen: string[] = []
    const unsubscribe = store.subscribe(() => seen.push(store.getState().type))
    await waitForState(store, 'logged-in')
    unsubscribe()
    await store.logout!()
    expect(seen).toEqual(['logged-in'])
  })

  it('follows another tab storing and clearing the token', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = inProcessAuthClientFactory({
      lake,
      projectId: 'demo',
      dataset: 'production',
      sessions: {'ada-token': ADA},
    })
    // The default storage is localStorage, whose `storage` events tell of other tabs.
    const store = createAuthStore({
      projectId: 'demo',
      apiHost: 'http://127.0.0.1:3400',
      client,
      location: testLocation(),
    })
    await waitForState(store, 'logged-out')

    const otherTab = (newValue: string | null) => {
      if (newValue === null) localStorage.removeItem(KEY)
      else localStorage.setItem(KEY, newValue)
      window.dispatchEvent(new StorageEvent('storage', {key: KEY, newValue}))
    }
    otherTab(JSON.stringify({token: 'ada-token', time: new Date().toISOString()}))
    expect((await waitForState(store, 'logged-in')).user.id).toBe('u-ada')
    const states: string[] = []
    store.subscribe(() => states.push(store.getState().type))
    otherTab(null)
    await waitForState(store, 'logged-out')
    // The signed-in screen stays until the check is done: no 'connecting' in between.
    expect(states).toEqual(['logged-out'])
    store.dispose()
  })

  it('refuses an invalid project id, login method or client', () => {
    const client = inProcessAuthClientFactory({
      lake: createLake({storage: memoryStorage()}),
      projectId: 'demo',
      dataset: 'production',
    })
    expect(() => createAuthStore({projectId: 'no spaces', apiHost: 'http://h', client})).toThrow(
      'Invalid project id "no spaces"',
    )
    expect(() =>
      createAuthStore({projectId: 'demo', apiHost: 'http://h', client, loginMethod: 'magic' as 'dual'}),
    ).toThrow('Unknown login method "magic"')
    expect(() => createAuthStore({projectId: 'demo', apiHost: 'http://h', client: {} as never})).toThrow(
      'needs a client or a client factory',
    )
  })
})
