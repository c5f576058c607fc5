import type {CSSProperties} from 'react'
import type {LayoutProps} from '../config'
import {useRouterState} from '../router'
import {ConnectionStatusBanner, NoToolsScreen, ToolNotFoundScreen, type ConnectionStatusLike} from '../screens'
import {IntentNotHandledScreen} from './IntentNotHandledScreen'
import {PathNotFoundScreen} from './PathNotFoundScreen'
import {useShellComponents} from './ShellComponentsContext'
import {useObservableValue} from './useObservableValue'
import {useWorkspaceContext} from './useWorkspaceContext'

const FIRST_ATTEMPT: ConnectionStatusLike = {type: 'connecting', attemptNo: 0}

const layoutStyle: CSSProperties = {display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0}
const mainStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  overflow: 'auto',
  position: 'relative',
}

/**
 * The screen of a signed-in workspace (the `layout` slot's default): the navbar, the
 * connection status when the server cannot be reached, and below them the active tool or the
 * notice the address calls for ('Tool not found: {tool}', 'No configured tools', …).
 */
export function DefaultStudioLayout(_props: LayoutProps) {
  const {components} = useShellComponents()
  const {services} = useWorkspaceContext()
  const status = useObservableValue<ConnectionStatusLike>(services.connectionStatus.connectionStatus$, FIRST_ATTEMPT)
  const {navbar: Navbar} = components
  return (
    <div className="vellum-studio-layout" style={layoutStyle}>
      <Navbar />
      <ConnectionStatusBanner status={status} onRetry={services.connectionStatus.retryNow} />
      <main className="vellum-studio-main" style={mainStyle}>
        <ActiveRoute />
      </main>
    </div>
  )
}

/** What the address shows inside the workspace. */
function ActiveRoute() {
  const state = useRouterState()
  const {components} = useShellComponents()
  const {workspace} = useWorkspaceContext()
  switch (state.type) {
    case 'tool': {
      const {activeToolLayout: ActiveToolLayout} = components
      return <ActiveToolLayout activeTool={state.tool} />
    }
    case 'toolNotFound':
      return <ToolNotFoundScreen toolName={state.toolName} tools={workspace.tools} />
    case 'noTools':
      return <NoToolsScreen />
    case 'pathNotFound':
      return <PathNotFoundScreen tool={state.tool} />
    case 'intentNotHandled':
      return <IntentNotHandledScreen intent={state.intent} />
    case 'invalidIntent':
      return <IntentNotHandledScreen message={state.message} />
    // The shell above renders no workspace for these.
    case 'redirect':
    case 'workspaceNotFound':
      return null
  }
}
