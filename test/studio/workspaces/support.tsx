// Workspaces over in-process lakes for chooser and switcher tests: Blog (signed in), Shop
// (signed out) and Archive (signed in without roles), each its own project.
import {render} from '@testing-library/react'
import type {ReactNode} from 'react'
import {createLake, memoryStorage} from '../../../src/lake'
import {AuthBoundary, inProcessAuthClientFactory, memoryTokenStorage} from '../../../src/studio/auth'
import {StudioI18nProvider} from '../../../src/studio/i18n'
import {
  createMemoryHistory,
  RouterProvider,
  useRouter,
  type MemoryHistory,
  type RoutableWorkspace,
} from '../../../src/studio/router'
import {
  createWorkspaceAuthStores,
  WorkspaceAuthProvider,
  useWorkspaceAuthStore,
  type WorkspaceAuthStores,
  type WorkspaceSummary,
} from '../../../src/studio/workspaces'
import {ADA, NOBODY, PROVIDERS, testLocation} from '../auth/support'
import {tool} from '../router/support'

/** A workspace the chooser and switcher can show. */
export type TestWorkspace = WorkspaceSummary & RoutableWorkspace

export function testWorkspace(name: string, projectId: string, extra: Partial<TestWorkspace> = {}): TestWorkspace {
  return {
    name,
    title: name[0]!.toUpperCase() + name.slice(1),
    basePath: `/${name}`,
    projectId,
    dataset: 'production',
    apiHost: 'http://127.0.0.1:3400',
    tools: [tool('structure')],
    ...extra,
  }
}

export const blog = testWorkspace('blog', 'blog', {subtitle: 'Posts and authors'})
export const shop = testWorkspace('shop', 'shop')
export const archive = testWorkspace('archive', 'archive')

/** Stores over one in-process lake per project, with Blog's and Archive's tokens stored. */
export function testStores(): WorkspaceAuthStores {
  const storage = memoryTokenStorage()
  storage.setItem('__studio_auth_token_blog', JSON.stringify({token: 'ada-token', time: '2026-01-01T00:00:00.000Z'}))
  storage.setItem(
    '__studio_auth_token_archive',
    JSON.stringify({token: 'nobody-token', time: '2026-01-01T00:00:00.000Z'}),
  )
  return createWorkspaceAuthStores({
    storage,
    location: testLocation(),
    client: (workspace) =>
      inProcessAuthClientFactory({
        lake: createLake({storage: memoryStorage()}),
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        sessions: {'ada-token': ADA, 'nobody-token': NOBODY},
        authProviders: PROVIDERS,
      }),
  })
}

/** The active workspace behind its auth gate, as the shell shows it. */
function ActiveWorkspace() {
  const {state} = useRouter<TestWorkspace>()
  const workspace = 'workspace' in state ? state.workspace : null
  if (!workspace) return null
  return <GatedWorkspace workspace={workspace} />
}

function GatedWorkspace({workspace}: {workspace: TestWorkspace}) {
  const store = useWorkspaceAuthStore(workspace)
  return (
    <AuthBoundary store={store} basePath={workspace.basePath} workspaceTitle={workspace.title}>
      <p>{`Inside ${workspace.title}`}</p>
    </AuthBoundary>
  )
}

/**
 * Renders `children` in a router at `path` over the workspaces, plus the active workspace's
 * gate, in `locale` (en-US by default).
 */
export function renderShell(
  children: ReactNode,
  options: {workspaces?: TestWorkspace[]; path?: string; stores?: WorkspaceAuthStores; locale?: string} = {},
): {history: MemoryHistory; stores: WorkspaceAuthStores} {
  const {workspaces = [blog, shop, archive], path = '/blog/structure', stores = testStores(), locale} = options
  const history = createMemoryHistory({initialEntries: [path]})
  render(
    <StudioI18nProvider locale={locale}>
      <WorkspaceAuthProvider stores={stores}>
        <RouterProvider workspaces={workspaces} history={history}>
          {children}
          <ActiveWorkspace />
        </RouterProvider>
      </WorkspaceAuthProvider>
    </StudioI18nProvider>,
  )
  return {history, stores}
}
