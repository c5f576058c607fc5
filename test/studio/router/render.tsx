// Renders a studio router over test workspaces, with a screen that prints what the router resolved.
import {render} from '@testing-library/react'
import type {ReactNode} from 'react'
import {
  RouterProvider,
  useRouter,
  useRouterState,
  type RoutableWorkspace,
  type StudioHistory,
  type StudioRouteState,
  type StudioRouter,
} from '../../../src/studio/router'

/** One line per route state: `tool blog/structure {"panes":["post"]}`, `toolNotFound media`, … */
export function describeRoute(state: StudioRouteState): string {
  switch (state.type) {
    case 'tool':
      return `tool ${state.workspace.name}/${state.tool.name} ${JSON.stringify(state.toolState)}`
    case 'redirect':
      return `redirect ${state.url}`
    case 'workspaceNotFound':
      return `workspaceNotFound ${state.defaultUrl}`
    case 'toolNotFound':
      return `toolNotFound ${state.toolName}`
    case 'pathNotFound':
      return `pathNotFound ${state.tool.name} ${state.path}`
    case 'invalidIntent':
      return `invalidIntent ${state.message}`
    case 'intentNotHandled':
      return `intentNotHandled ${state.intent.intent}`
    case 'noTools':
      return 'noTools'
  }
}

/** Prints the route state in a `status` element, so tests read what a user would see. */
export function RouteScreen() {
  return <output aria-label="route">{describeRoute(useRouterState())}</output>
}

/** The router of the last render, for tests that navigate by hand. */
export const latest: {router: StudioRouter | null} = {router: null}

function CaptureRouter() {
  latest.router = useRouter()
  return null
}

/** Renders a `RouterProvider` with the route screen and any extra children. */
export function renderRouter(options: {
  workspaces: RoutableWorkspace[]
  history?: StudioHistory
  basePath?: string
  children?: ReactNode
}) {
  const {workspaces, history, basePath, children} = options
  return render(
    <RouterProvider workspaces={workspaces} history={history} basePath={basePath}>
      <RouteScreen />
      <CaptureRouter />
      {children}
    </RouterProvider>,
  )
}

/** The current router; throws before the first render. */
export function currentRouter(): StudioRouter {
  if (!latest.router) throw new Error('No router rendered yet')
  return latest.router
}
