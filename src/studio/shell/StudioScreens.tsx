import {useRouterState} from '../router'
import {RedirectingScreen, SchemaErrorsScreen, WorkspaceNotFoundScreen} from '../screens'
import type {ShellWorkspace} from './prepareStudio'
import {WorkspaceGate} from './WorkspaceGate'

/**
 * What the studio shows for the address: the redirecting notice while the router moves on,
 * 'Workspace not found' for an address outside every workspace, 'Schema errors' for a
 * workspace whose schema has errors, and otherwise the workspace behind its sign-in gate.
 */
export function StudioScreens() {
  const state = useRouterState<ShellWorkspace>()
  if (state.type === 'redirect') return <RedirectingScreen />
  if (state.type === 'workspaceNotFound') return <WorkspaceNotFoundScreen defaultUrl={state.defaultUrl} />
  const {workspace} = state
  if (workspace.schemaErrors) return <SchemaErrorsScreen errors={[workspace.schemaErrors]} />
  // One gate per workspace: switching workspaces starts from its own sign-in state.
  return <WorkspaceGate key={workspace.name} workspace={workspace} />
}
