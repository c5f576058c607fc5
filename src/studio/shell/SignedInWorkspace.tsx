import {useLayoutEffect, useMemo, useState, type CSSProperties} from 'react'
import type {VellumClient} from '../../client'
import {ThemeProvider, useSystemColorScheme} from '../../ui'
import type {AuthStore} from '../auth'
import {composeComponents, defaultStudioTheme, type CurrentUser, type StudioComponentProps} from '../config'
import {StudioI18nProvider} from '../i18n'
import {DefaultLogo, DefaultToolMenu} from '../navbar'
import {useRouter} from '../router'
import {createWorkspaceServices} from './createWorkspaceServices'
import {DefaultActiveToolLayout} from './DefaultActiveToolLayout'
import {DefaultNavbar} from './DefaultNavbar'
import {DefaultStudioLayout} from './DefaultStudioLayout'
import type {ShellWorkspace} from './prepareStudio'
import {resolveSignedInWorkspace} from './resolveSignedInWorkspace'
import {ShellComponentsContext, type ShellComponents} from './ShellComponentsContext'
import {useStudioShell} from './StudioShellContext'
import {useStableUser} from './useStableUser'
import {useStudioColorScheme} from './useStudioColorScheme'
import {WorkspaceContext, type WorkspaceContextValue} from './WorkspaceContext'

/** Props of {@link SignedInWorkspace}. */
export interface SignedInWorkspaceProps {
  entry: ShellWorkspace
  store: AuthStore
  /** The session's client, from the auth store's logged-in state. */
  sessionClient: VellumClient
  user: CurrentUser
}

const DEFAULT_COMPONENTS = {
  layout: DefaultStudioLayout,
  navbar: DefaultNavbar,
  toolMenu: DefaultToolMenu,
  logo: DefaultLogo,
  activeToolLayout: DefaultActiveToolLayout,
}

const fill: CSSProperties = {display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0}

/**
 * A workspace once its user has signed in: resolves its configuration again for that user
 * with clients of the user's session, makes its services, tells the router about the user's
 * tools, and renders the workspace's layout in the user's colour scheme, the workspace's theme
 * and its translations. Everything is made again when the session's client or the user
 * changes, so no part keeps old credentials.
 */
export function SignedInWorkspace({entry, store, sessionClient, user}: SignedInWorkspaceProps) {
  const shell = useStudioShell()
  const router = useRouter<ShellWorkspace>()
  const currentUser = useStableUser(user)
  const {source, name} = entry
  const {basePath, setSignedInWorkspace} = shell
  const {workspace, issues} = useMemo(
    () => resolveSignedInWorkspace({source, name}, {basePath, currentUser, sessionClient}),
    [source, name, basePath, currentUser, sessionClient],
  )
  // The debug switches (`#_debug_roles`, `#show_own`, …) as the page was opened.
  const [hash] = useState(() => router.location.hash)
  const services = useMemo(
    () => createWorkspaceServices({workspace, currentUser, hash}),
    [workspace, currentUser, hash],
  )

  // Before paint: the router routes with this user's tools from the first frame on.
  useLayoutEffect(() => {
    setSignedInWorkspace(name, workspace)
    return () => setSignedInWorkspace(name, null)
  }, [setSignedInWorkspace, name, workspace])

  const {preference, control} = useStudioColorScheme({
    scheme: shell.scheme,
    onSchemeChange: shell.onSchemeChange,
    projectId: workspace.projectId,
    userId: currentUser.id,
  })
  const system = useSystemColorScheme()
  const tokens =
    workspace.theme === defaultStudioTheme ? undefined : workspace.theme[preference === 'system' ? system : preference]
  const components = useMemo(
    () => composeComponents<StudioComponentProps>(DEFAULT_COMPONENTS, workspace.studio.components) as ShellComponents,
    [workspace],
  )
  const shellValue = useMemo(() => ({components, colorScheme: control}), [components, control])
  const value = useMemo(
    (): WorkspaceContextValue => ({workspace, currentUser, authStore: store, services, issues}),
    [workspace, currentUser, store, services, issues],
  )

  // Until the router follows this user's tools, what it shows may be a tool the user does not get.
  const routed = router.workspaces.find((each) => each.name === name)
  if (routed?.tools !== workspace.tools) return null

  const {layout: Layout} = components
  return (
    <ThemeProvider scheme={preference} theme={tokens} style={fill}>
      <StudioI18nProvider locale={workspace.i18n.defaultLocale.id} bundles={workspace.i18n.bundles}>
        <WorkspaceContext.Provider value={value}>
          <ShellComponentsContext.Provider value={shellValue}>
            <Layout />
          </ShellComponentsContext.Provider>
        </WorkspaceContext.Provider>
      </StudioI18nProvider>
    </ThemeProvider>
  )
}
