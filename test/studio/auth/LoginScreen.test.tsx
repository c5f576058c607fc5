import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createAuthStore, httpAuthClientFactory, LoginScreen, memoryTokenStorage} from '../../../src/studio/auth'
import {startTestServer} from '../../server/support/startTestServer'
import {inProcessStore, testLocation} from './support'

afterEach(cleanup)

describe('LoginScreen', () => {
  it('says so, with Retry, when the providers cannot be loaded', async () => {
    const gone = await startTestServer()
    await gone.close()
    const store = createAuthStore({
      projectId: 'local',
      apiHost: gone.url,
      client: httpAuthClientFactory({apiHost: gone.url, projectId: 'local', dataset: 'production'}),
      storage: memoryTokenStorage(),
      location: testLocation(),
    })
    render(<LoginScreen store={store} returnPath="/" />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      `Could not load the login providers: Unknown network error attempting to reach ${new URL(gone.url).host}`,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(await screen.findByRole('alert')).toBeVisible()
  })

  it('shows the workspace title, replaced providers, and a note when there are none', async () => {
    const {store} = inProcessStore()
    const {rerender} = render(
      <LoginScreen
        store={store}
        workspaceTitle="Blog"
        auth={{mode: 'replace', providers: [{name: 'sso', title: 'Company SSO', url: 'https://sso.example.com/login'}]}}
      />,
    )
    expect(screen.getByText('Blog')).toBeVisible()
    expect((await screen.findByRole('link', {name: 'Company SSO'})).getAttribute('href')).toBe(
      `https://sso.example.com/login?origin=${encodeURIComponent('http://localhost:3000/')}`,
    )
    expect(screen.queryByRole('link', {name: 'Continue as developer'})).toBeNull()
    rerender(<LoginScreen store={store} auth={{providers: () => []}} />)
    expect(await screen.findByText('This server offers no way to sign in.')).toBeVisible()
  })

  it('shows a configuration mistake in the providers function as an error', async () => {
    const {store} = inProcessStore()
    render(<LoginScreen store={store} auth={{providers: () => 'nope' as never}} />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The `auth.providers` function must return a list of providers',
    )
  })
})
