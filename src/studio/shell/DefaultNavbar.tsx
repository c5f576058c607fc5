import {useMemo} from 'react'
import {getPublishedId} from '../../document'
import type {NavbarProps} from '../config'
import {StudioNavbar, type PresentUser} from '../navbar'
import {useRouter} from '../router'
import {WorkspaceSwitcher} from '../workspaces'
import {createHelpLoader} from './createHelpLoader'
import {isDevelopment} from './isDevelopment'
import {useShellComponents} from './ShellComponentsContext'
import {STUDIO_VERSION} from './studioVersion'
import {useNewDocumentOptions} from './useNewDocumentOptions'
import {useObservableValue} from './useObservableValue'
import {useWorkspaceContext} from './useWorkspaceContext'

const NOBODY: readonly PresentUser[] = []

/**
 * The navbar of a signed-in workspace (the `navbar` slot's default): the composed logo and
 * tool menu, the workspace switcher, the new-document picker with the user's create
 * permissions, help from the workspace's server, who else is here, the user menu with the
 * colour scheme and, when the workspace's auth can sign out, Sign out. In development it also
 * shows the configuration and schema warnings. There is no search button until the studio has
 * a search to open.
 */
export function DefaultNavbar(_props: NavbarProps) {
  const {workspace, currentUser, authStore, services, issues} = useWorkspaceContext()
  const {components, colorScheme} = useShellComponents()
  const router = useRouter()
  const newDocumentOptions = useNewDocumentOptions(workspace, services)
  const presentUsers = useObservableValue<readonly PresentUser[]>(services.presence.globalPresence$, NOBODY)
  const loadHelp = useMemo(() => createHelpLoader(workspace.apiHost, STUDIO_VERSION), [workspace.apiHost])
  const development = isDevelopment()
  const {logout} = authStore

  const openPresenceDocument = (documentId: string) => {
    services.documentTypes.resolveType(documentId).then(
      (type) => {
        if (type) router.navigateIntent({intent: 'edit', params: {id: getPublishedId(documentId), type}})
      },
      (error: unknown) => console.error(`Could not open document "${documentId}":`, error),
    )
  }

  return (
    <StudioNavbar
      workspace={workspace}
      workspaceSwitcher={<WorkspaceSwitcher />}
      currentUser={currentUser}
      newDocumentOptions={newDocumentOptions}
      configIssues={development ? issues.filter((issue) => issue.severity === 'warning') : undefined}
      schemaWarnings={
        development ? workspace.schema.problems.filter((problem) => problem.severity === 'warning') : undefined
      }
      loadHelp={loadHelp}
      studioVersion={STUDIO_VERSION}
      presentUsers={presentUsers}
      onOpenPresenceDocument={openPresenceDocument}
      colorScheme={colorScheme}
      onSignOut={logout ? () => void logout() : undefined}
      components={{ToolMenu: components.toolMenu, Logo: components.logo}}
    />
  )
}
