import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {createClient, createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {
  AuthBoundary,
  createAuthStore,
  httpAuthClientFactory,
  memoryTokenStorage,
  useAuthState,
  type AuthStore,
  type AuthStoreOptions,
} from '../../../src/studio/auth'
import {startTestServer, type TestServer} from '../../server/support/startTestServer'
import {NOBODY, PAGE_ORIGIN, inProcessStore, sidHash, signInOnServerPage, testLocation} from './support'

let server: TestServer
const stores: AuthStore[] = []
const EDITOR = {email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace'}

beforeAll(async () => {
  server = await startTestServer({dev: true})
  server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
  await server.server.users.add({...EDITOR, roles: ['editor']})
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  for (const store of stores.splice(0)) store.dispose()
})

function serverStore(options: Partial<AuthStoreOptions> = {}, apiHost = server.url): AuthStore {
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

/** What a signed-in workspace shows in these tests: who is signed in, and a button that reads content. */
function Workspace({store}: {store: AuthStore}) {
  const state = useAuthState(store)
  if (state.type !== 'logged-in') return null
  return (
    <div>
      <p>{`Studio for ${state.user.name}`}</p>
      <button onClick={() => void state.client.fetch('count(*)').catch(() => {})}>Load documents</button>
    </div>
  )
}

function renderGate(store: AuthStore, props: Partial<Parameters<typeof AuthBoundary>[0]> = {}) {
  return render(
    <AuthBoundary store={store} basePath="/blog" {...props}>
      <Workspace store={store} />
    </AuthBoundary>,
  )
}

const providerLink = (name: string) => screen.getByRole('link', {name}) as HTMLAnchorElement

describe('AuthBoundary', () => {
  it('shows Connecting… while it checks, then the workspace for a signed-in user', async () => {
    const {store} = inProcessStore({token: 'ada-token'})
    renderGate(store)
    expect(screen.getByText('Connecting…')).toBeVisible()
    expect(await screen.findByText('Studio for Ada Lovelace')).toBeVisible()
  })

  it('shows the login screen with each provider’s title and logo, linking to its login URL with the base path', async () => {
    const {store} = inProcessStore()
    renderGate(store)
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    const dev = await screen.findByRole('link', {name: 'Continue as developer'})
    expect(dev.getAttribute('href')).toBe(
      `http://127.0.0.1:3400/v1/auth/login/dev?origin=${encodeURIComponent(`${PAGE_ORIGIN}/blog`)}`,
    )
    const local = providerLink('E-mail and password')
    expect(local.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    // Without a logo a provider shows the lock icon.
    expect(dev.querySelector('[data-icon="LockIcon"]')).not.toBeNull()
  })

  it('returns to the redirect path rather than the base path', async () => {
    const {store} = inProcessStore()
    renderGate(store, {redirectPath: '/blog/structure/post'})
    expect((await screen.findByRole('link', {name: 'Continue as developer'})).getAttribute('href')).toContain(
      encodeURIComponent(`${PAGE_ORIGIN}/blog/structure/post`),
    )
  })

  it('signs in with the dev provider on a real server', async () => {
    renderGate(serverStore())
    const href = (await screen.findByRole('link', {name: 'Continue as developer'})).getAttribute('href')!
    expect(href).toBe(`${server.url}/v1/auth/login/dev?origin=${encodeURIComponent(`${PAGE_ORIGIN}/blog`)}`)
    const back = await signInOnServerPage(href)
    expect(back.startsWith(`${PAGE_ORIGIN}/blog#sid=`)).toBe(true)
    cleanup()
    // The page loads again with #sid=… and a new store.
    renderGate(serverStore({location: testLocation(sidHash(back))}))
    expect(await screen.findByText('Studio for Local administrator')).toBeVisible()
  })

  it('signs in with a local account on a real server', async () => {
    renderGate(serverStore())
    const href = (await screen.findByRole('link', {name: 'E-mail and password'})).getAttribute('href')!
    const back = await signInOnServerPage(href, EDITOR)
    cleanup()
    renderGate(serverStore({location: testLocation(sidHash(back))}))
    expect(await screen.findByText('Studio for Ada Lovelace')).toBeVisible()
  })

  it('goes back to the login screen when a request of the workspace gets a 401', async () => {
    const storage = memoryTokenStorage()
    const back = await signInOnServerPage(
      `${server.url}/v1/auth/login/dev?origin=${encodeURIComponent(`${PAGE_ORIGIN}/blog`)}`,
    )
    renderGate(serverStore({location: testLocation(sidHash(back)), storage}))
    await screen.findByText('Studio for Local administrator')
    const {token} = JSON.parse(storage.getItem('__studio_auth_token_local')!) as {token: string}
    await createClient({
      apiHost: server.url,
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2021-06-07',
      token,
    }).auth.logout()
    fireEvent.click(screen.getByRole('button', {name: 'Load documents'}))
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(storage.getItem('__studio_auth_token_local')).toBeNull()
  })

  it('shows why sign-in failed on the login screen', async () => {
    const {store} = inProcessStore({location: testLocation('#sid=sid-0123456789abcdefghij')})
    renderGate(store)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in id is unknown, expired or used already; sign in again',
    )
  })

  it('goes straight to the only provider with redirectOnSingle', async () => {
    const {store} = inProcessStore()
    const redirect = vi.fn()
    renderGate(store, {
      auth: {providers: (prev) => prev.filter((p) => p.name === 'local'), redirectOnSingle: true},
      redirect,
    })
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1))
    expect(redirect).toHaveBeenCalledWith(
      `http://127.0.0.1:3400/v1/auth/login/local?origin=${encodeURIComponent(`${PAGE_ORIGIN}/blog`)}`,
    )
    expect(screen.getByRole('link', {name: 'E-mail and password'})).toBeVisible()
  })

  it('offers the back action to choose another workspace', async () => {
    const {store} = inProcessStore()
    const choose = vi.fn()
    renderGate(store, {onChooseWorkspace: choose})
    fireEvent.click(await screen.findByRole('button', {name: 'Choose another workspace'}))
    expect(choose).toHaveBeenCalledTimes(1)
  })

  it('shows Not authorized for a user with zero roles, and Sign out leads to the login screen', async () => {
    const {store, storage} = inProcessStore({token: 'nobody-token'})
    renderGate(store)
    const dialog = await screen.findByRole('dialog', {name: 'Not authorized'})
    expect(dialog.textContent).toContain('Ask an administrator of the project to invite you')
    expect(dialog.textContent).toContain('verify that you signed in with the right account')
    expect(dialog.textContent).toContain(`You are signed in as ${NOBODY.name} (${NOBODY.email}) with the dev provider.`)
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', {name: 'Sign out'}))
    })
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(storage.getItem('__studio_auth_token_demo')).toBeNull()
  })

  it('shows no Sign out when the store cannot sign out', async () => {
    const client = createInProcessClient({
      lake: createLake({storage: memoryStorage()}),
      projectId: 'demo',
      dataset: 'production',
      apiVersion: '2021-06-07',
      user: NOBODY,
    })
    const store = createAuthStore({
      projectId: 'demo',
      apiHost: 'http://127.0.0.1:3400',
      client,
      storage: memoryTokenStorage(),
      location: null,
    })
    renderGate(store)
    const dialog = await screen.findByRole('dialog', {name: 'Not authorized'})
    expect(within(dialog).queryByRole('button', {name: 'Sign out'})).toBeNull()
  })

  it('shows the cross-origin dialog when the origin is refused, and Continue checks again', async () => {
    server.server.cors.remove(PAGE_ORIGIN)
    try {
      renderGate(serverStore())
      const dialog = await screen.findByRole('dialog', {name: 'Before you continue...'})
      expect(dialog.textContent).toContain(PAGE_ORIGIN)
      expect(dialog.textContent).toContain(`vellum cors add ${PAGE_ORIGIN} --credentials`)
      expect(dialog.textContent).toContain('Project: local')
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
      fireEvent.click(within(dialog).getByRole('button', {name: 'Continue'}))
      expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    } finally {
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
    }
  })

  it('makes Continue a link to the API settings when it knows them', async () => {
    server.server.cors.remove(PAGE_ORIGIN)
    try {
      renderGate(serverStore(), {corsSettingsUrl: 'https://manage.example.com/projects/local/api'})
      const dialog = await screen.findByRole('dialog', {name: 'Before you continue...'})
      expect(within(dialog).getByRole('link', {name: 'Continue'}).getAttribute('href')).toBe(
        'https://manage.example.com/projects/local/api',
      )
    } finally {
      server.server.cors.add(PAGE_ORIGIN, {allowCredentials: true})
    }
  })

  it('shows the error with Retry when the server cannot be reached', async () => {
    const gone = await startTestServer()
    await gone.close()
    renderGate(serverStore({}, gone.url))
    const message = `Unknown network error attempting to reach ${new URL(gone.url).host}`
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    expect(screen.getByText('Connecting…')).toBeVisible()
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })
})
