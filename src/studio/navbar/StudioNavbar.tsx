import {Suspense, useContext, useState, type ComponentType, type ReactNode} from 'react'
import {Avatar, Button, createPreloadable, IconButton, LeaveIcon, LinkIcon, MenuIcon, UserIcon} from '../../ui'
import type {SchemaProblem} from '../../types'
import type {ConfigIssue, CurrentUser, LogoProps, ToolMenuProps, Workspace} from '../config'
import {useTranslation} from '../i18n'
import {Link, useRouter} from '../router'
import type {SchemaHelpUrl} from '../screens'
import {WorkspaceContext} from '../shell/WorkspaceContext'
import type {ColorSchemeControl} from './ColorSchemeControl'
import {ColorSchemeButtons} from './ColorSchemeButtons'
import {ConfigIssuesButton} from './ConfigIssuesButton'
import {DefaultLogo} from './DefaultLogo'
import {DefaultToolMenu} from './DefaultToolMenu'
import {HelpMenu} from './HelpMenu'
import type {HelpFallbackLinks, HelpLoader} from './HelpResources'
import {NAVBAR_SIDEBAR_BREAKPOINT} from './navbarConstants'
import {NavbarSidebar} from './NavbarSidebar'
import {NewDocumentButton} from './NewDocumentButton'
import type {NewDocumentCreateOption} from './NewDocumentCreateOption'
import {PresenceMenu, type PresentUser} from './PresenceMenu'
import {SearchButton} from './SearchButton'
import {useMediaQuery} from './useMediaQuery'
import {isAdministrator, UserIdentity, UserMenu} from './UserMenu'

// The search dialog (its filters, operators and list) is its own chunk, loaded when search
// first opens: before the dialog opens, since React would hold a suspended dialog back 300 ms.
const workspaceSearch = createPreloadable(() =>
  import('../search/WorkspaceSearch').then((module) => module.WorkspaceSearch),
)

/** The parts of a workspace the navbar shows. */
export type NavbarWorkspace = Pick<Workspace, 'name' | 'title' | 'icon' | 'basePath' | 'tools'>

/** Props of {@link StudioNavbar}. Every part but the logo and the tools is optional and shows only when given. */
export interface StudioNavbarProps {
  workspace: NavbarWorkspace
  /** The workspace switcher (built by the workspaces part), in the topbar and in the sidebar. */
  workspaceSwitcher?: ReactNode
  /** The signed-in user: the user menu (sidebar on narrow screens) and the roles the new-document picker names. */
  currentUser?: CurrentUser | null
  /** The new-document picker's options (see `createNewDocumentOptions`); no button without them. */
  newDocumentOptions?: readonly NewDocumentCreateOption[]
  /** Instead of sending the create intent for a picked option. */
  onCreateDocument?: (option: NewDocumentCreateOption) => void
  /**
   * Opens a search dialog of the host's own. Without it, inside a signed-in workspace the
   * navbar shows the search button (and mod+K) and opens the workspace's search dialog itself;
   * outside one (a story of the navbar alone) there is no search button.
   */
  onOpenSearch?: () => void
  /** Configuration warnings for the 'Configuration issues' button; pass them in development only. */
  configIssues?: readonly ConfigIssue[]
  /** Schema warnings for the same dialog; pass them in development only. */
  schemaWarnings?: readonly SchemaProblem[]
  /** Documentation links of schema problems. */
  getSchemaHelpUrl?: SchemaHelpUrl
  /** Loads the help menu's resources; the menu shows with this or with fallback links. */
  loadHelp?: HelpLoader
  helpFallbackLinks?: HelpFallbackLinks
  studioVersion?: string
  onHelpAction?: (action: string) => void
  /** The other users present; the presence menu shows only with them (an empty list included). */
  presentUsers?: readonly PresentUser[]
  onOpenPresenceDocument?: (documentId: string) => void
  /** The colour scheme choice offered in the user menu and the sidebar. */
  colorScheme?: ColorSchemeControl
  /** Signs out; only when the workspace's auth provides a logout. */
  onSignOut?: () => void
  manageProjectUrl?: string
  /** Shown to administrators only. */
  inviteMembersUrl?: string
  /** Extra actions at the topbar location (free-trial button, plugin buttons). */
  actions?: ReactNode
  /** The tool list and logo slots, e.g. resolved from `studio.components`. */
  components?: {ToolMenu?: ComponentType<ToolMenuProps>; Logo?: ComponentType<LogoProps>}
}

/**
 * The studio navbar: workspace logo, workspace switcher, tools,
 * new-document button, search, configuration issues, help, presence and user menus. Below
 * {@link NAVBAR_SIDEBAR_BREAKPOINT} px the tools, the workspace switcher, the user, theme
 * choices, project links and sign-out move into a slide-in sidebar behind a menu button; the
 * sidebar closes when the tool or workspace changes. Render it inside a `RouterProvider`.
 */
export function StudioNavbar(props: StudioNavbarProps) {
  const {
    workspace,
    workspaceSwitcher,
    currentUser,
    newDocumentOptions,
    onOpenSearch,
    loadHelp,
    helpFallbackLinks,
    presentUsers,
    actions,
    components,
  } = props
  const {t} = useTranslation()
  const router = useRouter()
  const narrow = useMediaQuery(`(max-width: ${NAVBAR_SIDEBAR_BREAKPOINT - 1}px)`)
  const ToolMenu = components?.ToolMenu ?? DefaultToolMenu
  const Logo = components?.Logo ?? DefaultLogo
  const WorkspaceIcon = workspace.icon

  const state = router.state
  const activeToolName = state.type === 'tool' || state.type === 'pathNotFound' ? state.tool.name : undefined
  // The sidebar belongs to the place it was opened at: a new tool or workspace closes it.
  const place = `${workspace.name}\n${activeToolName ?? ''}`
  const [sidebarPlace, setSidebarPlace] = useState<string | null>(null)
  // On a wide screen there is no sidebar to keep open for when the window narrows again.
  if (!narrow && sidebarPlace !== null) setSidebarPlace(null)
  const sidebarOpen = narrow && sidebarPlace === place
  const closeSidebar = () => setSidebarPlace(null)

  // The workspace's own search, when the host does not bring one; mod+K toggles it.
  const workspaceContext = useContext(WorkspaceContext)
  const [searchOpen, setSearchOpen] = useState(false)
  const toggleSearch = () => {
    const open = () => setSearchOpen(true)
    if (searchOpen) setSearchOpen(false)
    else if (workspaceSearch.loaded()) open()
    // A failed load opens all the same: the dialog throws its error to the error boundary, as before.
    else void workspaceSearch.preload().then(open, open)
  }
  const openSearch = onOpenSearch ?? (workspaceContext ? toggleSearch : undefined)

  const showHelp = loadHelp !== undefined || Object.values(helpFallbackLinks ?? {}).some(Boolean)
  const roles = currentUser?.roles ?? []
  return (
    <header className="vellum-navbar" data-narrow={narrow || undefined} aria-label={t('navbar.aria-label')}>
      <div className="vellum-navbar-start">
        {narrow && (
          <IconButton
            icon={<MenuIcon />}
            label={t('navbar.open-menu')}
            aria-haspopup="dialog"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarPlace(place)}
          />
        )}
        <Link href={workspace.basePath} className="vellum-navbar-brand">
          {WorkspaceIcon && (
            <span className="vellum-navbar-brand-icon" aria-hidden>
              <WorkspaceIcon />
            </span>
          )}
          <Logo title={workspace.title} />
        </Link>
        {!narrow && workspaceSwitcher}
        {newDocumentOptions && (
          <NewDocumentButton
            options={newDocumentOptions}
            roles={roles}
            onCreate={props.onCreateDocument}
            mode={narrow ? 'dialog' : 'popover'}
          />
        )}
        {!narrow && (
          <nav aria-label={t('navbar.tools.aria-label')} className="vellum-navbar-tools">
            <ToolMenu
              tools={workspace.tools}
              activeToolName={activeToolName}
              context="topbar"
              closeSidebar={closeSidebar}
            />
          </nav>
        )}
      </div>
      <div className="vellum-navbar-end">
        {actions}
        {openSearch && <SearchButton onOpenSearch={openSearch} />}
        {searchOpen && workspaceContext && !onOpenSearch && (
          <Suspense fallback={null}>
            <workspaceSearch.Component context={workspaceContext} onClose={() => setSearchOpen(false)} />
          </Suspense>
        )}
        <ConfigIssuesButton
          issues={props.configIssues}
          schemaProblems={props.schemaWarnings}
          getHelpUrl={props.getSchemaHelpUrl}
        />
        {showHelp && (
          <HelpMenu
            loadHelp={loadHelp}
            fallbackLinks={helpFallbackLinks}
            studioVersion={props.studioVersion}
            onInternalAction={props.onHelpAction}
          />
        )}
        {presentUsers && <PresenceMenu users={presentUsers} onOpenDocument={props.onOpenPresenceDocument} />}
        {!narrow && currentUser && (
          <UserMenu
            user={currentUser}
            colorScheme={props.colorScheme}
            manageProjectUrl={props.manageProjectUrl}
            inviteMembersUrl={props.inviteMembersUrl}
            onSignOut={props.onSignOut}
          />
        )}
      </div>
      {narrow && (
        <NavbarSidebar open={sidebarOpen} onClose={closeSidebar}>
          <div className="vellum-navbar-sidebar-content">
            {currentUser && (
              <div className="vellum-navbar-sidebar-user">
                <Avatar name={currentUser.name} src={currentUser.profileImage} size={1} decorative />
                <UserIdentity user={currentUser} />
              </div>
            )}
            {workspaceSwitcher}
            <nav aria-label={t('navbar.tools.aria-label')}>
              <ToolMenu
                tools={workspace.tools}
                activeToolName={activeToolName}
                context="sidebar"
                closeSidebar={closeSidebar}
              />
            </nav>
            {props.colorScheme && <ColorSchemeButtons colorScheme={props.colorScheme} />}
            <SidebarLinks {...props} />
          </div>
        </NavbarSidebar>
      )}
    </header>
  )
}

/** The sidebar's project links and sign out. */
function SidebarLinks({currentUser, manageProjectUrl, inviteMembersUrl, onSignOut}: StudioNavbarProps) {
  const {t} = useTranslation()
  const showInvite = inviteMembersUrl && currentUser && isAdministrator(currentUser)
  if (!manageProjectUrl && !showInvite && !onSignOut) return null
  return (
    <div className="vellum-navbar-sidebar-links">
      {manageProjectUrl && (
        <a href={manageProjectUrl} target="_blank" rel="noreferrer noopener" className="vellum-navbar-sidebar-link">
          <LinkIcon /> {t('user-menu.manage-project')}
        </a>
      )}
      {showInvite && (
        <a href={inviteMembersUrl} target="_blank" rel="noreferrer noopener" className="vellum-navbar-sidebar-link">
          <UserIcon /> {t('user-menu.invite-members')}
        </a>
      )}
      {onSignOut && <Button mode="bleed" icon={<LeaveIcon />} text={t('user-menu.sign-out')} onClick={onSignOut} />}
    </div>
  )
}
