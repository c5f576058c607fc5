// In-process sign-in for the studio's auth and workspace stories: a lake per project, sessions
// by token, and stores kept in memory, so every screen works in Storybook without a server.
import {useState, type ReactNode} from 'react'
import {createLake, memoryStorage} from '../../src/lake'
import {
  createAuthStore,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  type AuthStore,
  type AuthTokenStorage,
  type InProcessSessionUser,
} from '../../src/studio/auth'
import type {Tool} from '../../src/studio/config'
import {createMemoryHistory, RouterProvider, type RoutableWorkspace} from '../../src/studio/router'
import {createWorkspaceAuthStores, WorkspaceAuthProvider, type WorkspaceSummary} from '../../src/studio/workspaces'

/** The server an in-process story pretends to be. */
export const STORY_API_HOST = 'http://127.0.0.1:3400'

/** An editor and a user without roles. */
export const STORY_USERS = {
  editor: {
    id: 'u-ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    provider: 'local',
    roles: [{name: 'editor', title: 'Editor'}],
  },
  guest: {id: 'u-grace', name: 'Grace Hopper', email: 'grace@example.com', provider: 'local', roles: []},
} satisfies Record<string, InProcessSessionUser>

/** Session tokens of {@link STORY_USERS}. */
export type StorySession = keyof typeof STORY_USERS

/** The providers a Vellum server in developer mode lists. */
export const STORY_PROVIDERS = [
  {name: 'dev', title: 'Continue as developer', url: `${STORY_API_HOST}/v1/auth/login/dev`},
  {name: 'local', title: 'E-mail and password', url: `${STORY_API_HOST}/v1/auth/login/local`},
]

function storageWith(sessions: Record<string, StorySession | undefined>): AuthTokenStorage {
  const storage = memoryTokenStorage()
  for (const [projectId, session] of Object.entries(sessions)) {
    if (session)
      storage.setItem(
        `__studio_auth_token_${projectId}`,
        JSON.stringify({token: session, time: new Date().toISOString()}),
      )
  }
  return storage
}

const clientFor = (projectId: string) =>
  inProcessAuthClientFactory({
    lake: createLake({storage: memoryStorage()}),
    projectId,
    dataset: 'production',
    sessions: STORY_USERS,
    authProviders: STORY_PROVIDERS,
  })

/** An auth store of project `demo`, signed in as `session` (or signed out), made once per mounted story. */
export function useStoryAuthStore(session?: StorySession): AuthStore {
  const [store] = useState(() =>
    createAuthStore({
      projectId: 'demo',
      apiHost: STORY_API_HOST,
      client: clientFor('demo'),
      storage: storageWith({demo: session}),
      location: null,
    }),
  )
  return store
}

const structure: Tool = {name: 'structure', title: 'Structure', component: () => null}

/** The workspaces of the workspace stories, one project each. */
export const STORY_WORKSPACES: Array<WorkspaceSummary & RoutableWorkspace> = [
  {
    name: 'blog',
    title: 'Blog',
    subtitle: 'Posts and authors',
    basePath: '/blog',
    projectId: 'blog',
    dataset: 'production',
    apiHost: STORY_API_HOST,
    tools: [structure],
  },
  {
    name: 'shop',
    title: 'Shop',
    subtitle: 'Products',
    basePath: '/shop',
    projectId: 'shop',
    dataset: 'production',
    apiHost: STORY_API_HOST,
    tools: [structure],
  },
  {
    name: 'archive',
    title: 'Archive',
    basePath: '/archive',
    projectId: 'archive',
    dataset: 'production',
    apiHost: STORY_API_HOST,
    tools: [structure],
  },
]

/**
 * A router at `path` over {@link STORY_WORKSPACES} with their auth stores: signed in to Blog,
 * signed out of Shop, signed in to Archive without a role.
 */
export function StoryWorkspaces({path = '/blog/structure', children}: {path?: string; children: ReactNode}) {
  const [history] = useState(() => createMemoryHistory({initialEntries: [path]}))
  const [stores] = useState(() =>
    createWorkspaceAuthStores({
      storage: storageWith({blog: 'editor', archive: 'guest'}),
      location: null,
      client: (workspace) => clientFor(workspace.projectId),
    }),
  )
  return (
    <WorkspaceAuthProvider stores={stores}>
      <RouterProvider workspaces={STORY_WORKSPACES} history={history}>
        {children}
      </RouterProvider>
    </WorkspaceAuthProvider>
  )
}
