import {describe, expect, it} from 'vitest'
import {memoryTokenStorage, type AuthState} from '../../../src/studio/auth'
import {createStudioI18n} from '../../../src/studio/i18n'
import {
  createWorkspaceAuthStores,
  WORKSPACE_AUTH_STATUS_LABEL_KEYS,
  workspaceAuthStatus,
  type WorkspaceAuthStatus,
} from '../../../src/studio/workspaces'
import {NOBODY} from '../auth/support'
import {testWorkspace} from './support'

describe('createWorkspaceAuthStores', () => {
  it('gives workspaces on the same project and server one store', () => {
    const stores = createWorkspaceAuthStores({storage: memoryTokenStorage(), location: null})
    const a = stores.get(testWorkspace('a', 'p1'))
    expect(stores.get(testWorkspace('b', 'p1', {apiHost: 'http://127.0.0.1:3400/', dataset: 'staging'}))).toBe(a)
    expect(stores.get(testWorkspace('c', 'p2'))).not.toBe(a)
    expect(stores.get(testWorkspace('d', 'p1', {apiHost: 'http://127.0.0.1:3401'}))).not.toBe(a)
    stores.dispose()
  })

  it('lets the first workspace of a project decide the login method', () => {
    const stores = createWorkspaceAuthStores({storage: memoryTokenStorage(), location: null})
    expect(stores.get(testWorkspace('a', 'p1', {auth: {loginMethod: 'token'}})).loginMethod).toBe('token')
    expect(stores.get(testWorkspace('b', 'p1', {auth: {loginMethod: 'cookie'}})).loginMethod).toBe('token')
    expect(stores.get(testWorkspace('c', 'p2')).loginMethod).toBe('dual')
  })

  it('uses an HTTP client of the workspace’s server by default', () => {
    const stores = createWorkspaceAuthStores({storage: memoryTokenStorage(), location: null})
    const store = stores.get(testWorkspace('a', 'p1', {dataset: 'staging'}))
    expect(store.apiHost).toBe('http://127.0.0.1:3400')
    expect(store.client.config).toEqual({projectId: 'p1', dataset: 'staging', apiVersion: '2021-06-07'})
  })

  it('refuses a workspace without a project or server', () => {
    const stores = createWorkspaceAuthStores({storage: memoryTokenStorage(), location: null})
    expect(() => stores.get({projectId: 'p1', dataset: 'production', apiHost: ''})).toThrow(
      'A workspace needs a `projectId` and an `apiHost`',
    )
    expect(() => stores.get({dataset: 'production', apiHost: 'http://h'} as never)).toThrow(
      'A workspace needs a `projectId` and an `apiHost`',
    )
  })
})

describe('workspaceAuthStatus', () => {
  it('maps auth states to logged-in, logged-out, no-access or connecting', () => {
    const user = {id: 'u', name: NOBODY.name, roles: []}
    const client = {} as never
    const cases: Array<[AuthState, string]> = [
      [{type: 'connecting'}, 'connecting'],
      [{type: 'logged-in', user, client}, 'logged-in'],
      [{type: 'logged-out'}, 'logged-out'],
      [{type: 'unauthorized', user, client}, 'no-access'],
      [{type: 'error', error: new Error('down')}, 'no-access'],
    ]
    for (const [state, status] of cases) expect(workspaceAuthStatus(state)).toBe(status)
  })

  it('has a label for each status in en-US and nb-NO', () => {
    const labels = (locale: string) => {
      const i18n = createStudioI18n({locale})
      return Object.fromEntries(
        Object.entries(WORKSPACE_AUTH_STATUS_LABEL_KEYS).map(([status, key]) => [status, i18n.t(key)]),
      ) as Record<WorkspaceAuthStatus, string>
    }
    expect(labels('en-US')).toEqual({
      connecting: 'Connecting…',
      'logged-in': 'Logged in',
      'logged-out': 'Logged out',
      'no-access': 'No access',
    })
    expect(labels('nb-NO')).toEqual({
      connecting: 'Kobler til…',
      'logged-in': 'Logget inn',
      'logged-out': 'Logget ut',
      'no-access': 'Ingen tilgang',
    })
  })
})
