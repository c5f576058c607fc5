import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {useRouter, type ConfigIssue} from '../../../src/studio'
import {
  isApplePlatform,
  NAVBAR_SIDEBAR_BREAKPOINT,
  StudioNavbar,
  type ColorSchemeControl,
  type NavbarWorkspace,
  type StudioNavbarProps,
} from '../../../src/studio/navbar'
import type {ColorSchemePreference} from '../../../src/ui'
import {option, renderWithRouter, setViewportWidth, tool, user, workspace} from './support'

const blog = workspace('blog', '/blog', [tool('structure'), tool('vision'), tool('media')])
const shop = workspace('shop', '/shop', [tool('structure'), tool('orders')])

/** The navbar of whatever workspace the router is in, as the shell renders it. */
function CurrentNavbar(props: Omit<StudioNavbarProps, 'workspace'>) {
  const {state} = useRouter()
  if (!('workspace' in state)) return null
  return <StudioNavbar {...props} workspace={state.workspace as NavbarWorkspace} />
}

function WithColorScheme(props: Omit<StudioNavbarProps, 'workspace' | 'colorScheme'>) {
  const [preference, setPreference] = useState<ColorSchemePreference>('system')
  const colorScheme: ColorSchemeControl = {preference, setPreference}
  return <CurrentNavbar {...props} colorScheme={colorScheme} />
}

function renderNavbar(props: Omit<StudioNavbarProps, 'workspace' | 'colorScheme'> = {}, path = '/blog/structure') {
  return renderWithRouter(
    <WithColorScheme
      currentUser={user(['administrator'])}
      workspaceSwitcher={<button type="button">Switch workspace</button>}
      {...props}
    />,
    {
      path,
      workspaces: [blog, shop],
    },
  )
}

beforeEach(() => setViewportWidth(1280))
afterEach(cleanup)

const toolLinks = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('aria-current')])

describe('StudioNavbar on wide screens', () => {
  it('shows the workspace title linking to the workspace, the switcher and the tools, the active one current', () => {
    renderNavbar()
    const banner = screen.getByRole('banner', {name: 'Studio'})
    expect(within(banner).getByRole('link', {name: 'Blog'}).getAttribute('href')).toBe('/blog')
    expect(within(banner).getByRole('button', {name: 'Switch workspace'})).toBeVisible()
    expect(toolLinks(screen.getByRole('navigation', {name: 'Tools'}))).toEqual([
      ['Structure', 'page'],
      ['Vision', null],
      ['Media', null],
    ])
    expect(screen.queryByRole('button', {name: 'Open menu'})).toBeNull()
  })

  it('follows the route when a tool is chosen', async () => {
    const {history} = renderNavbar()
    fireEvent.click(screen.getByRole('link', {name: 'Vision'}))
    expect(history.location.pathname).toBe('/blog/vision')
    await waitFor(() => expect(screen.getByRole('link', {name: 'Vision'}).getAttribute('aria-current')).toBe('page'))
  })

  it('shows the search button only with a search to open; the button and mod+K open it', () => {
    renderNavbar()
    expect(screen.queryByRole('button', {name: 'Search'})).toBeNull()
    cleanup()

    const onOpenSearch = vi.fn()
    renderNavbar({onOpenSearch})
    fireEvent.click(screen.getByRole('button', {name: 'Search'}))
    expect(onOpenSearch).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(window, isApplePlatform() ? {key: 'k', metaKey: true} : {key: 'k', ctrlKey: true})
    expect(onOpenSearch).toHaveBeenCalledTimes(2)
    fireEvent.keyDown(window, {key: 'k'})
    expect(onOpenSearch).toHaveBeenCalledTimes(2)
  })

  it('shows the new-document button only with options', () => {
    renderNavbar()
    expect(screen.queryByRole('button', {name: 'Create'})).toBeNull()
    cleanup()
    renderNavbar({newDocumentOptions: [option('Post')]})
    expect(screen.getByRole('button', {name: 'Create'})).toBeVisible()
  })

  it('shows the configuration-issues button only with issues, opening the dialog', async () => {
    const issues: ConfigIssue[] = [
      {
        severity: 'warning',
        message: 'Tool without a name was skipped',
        path: ['blog', 'media-plugin'],
        property: 'tools',
      },
    ]
    renderNavbar({configIssues: issues})
    fireEvent.click(screen.getByRole('button', {name: 'Configuration issues (1)'}))
    const dialog = await screen.findByRole('dialog', {name: 'Configuration issues'})
    expect(dialog.textContent).toContain('Tool without a name was skipped')
  })

  it('shows the help menu with a loader or fallback links, and the presence menu with a user list', () => {
    renderNavbar()
    expect(screen.queryByRole('button', {name: 'Help and resources'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Who is here'})).toBeNull()
    cleanup()
    renderNavbar({helpFallbackLinks: {support: 'https://help.example/'}, presentUsers: []})
    expect(screen.getByRole('button', {name: 'Help and resources'})).toBeVisible()
    expect(screen.getByRole('button', {name: 'Who is here'})).toBeVisible()
  })

  it('has the user menu in the topbar', () => {
    renderNavbar()
    expect(screen.getByRole('button', {name: 'Account: Ada Lovelace'})).toBeVisible()
  })
})

describe('StudioNavbar below the sidebar breakpoint', () => {
  beforeEach(() => setViewportWidth(NAVBAR_SIDEBAR_BREAKPOINT - 1))

  const openSidebar = async () => {
    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}))
    return screen.findByRole('dialog', {name: 'Studio menu'})
  }

  it('moves the tools, the switcher and the user menu into a sidebar behind a menu button', async () => {
    const onSignOut = vi.fn()
    renderNavbar({
      onSignOut,
      manageProjectUrl: 'https://manage.example/blog',
      inviteMembersUrl: 'https://manage.example/blog/invite',
    })
    expect(screen.queryByRole('navigation', {name: 'Tools'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Switch workspace'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Account: Ada Lovelace'})).toBeNull()
    expect(screen.getByRole('button', {name: 'Open menu'}).getAttribute('aria-expanded')).toBe('false')

    const sidebar = await openSidebar()
    // The page behind the modal sidebar is hidden from assistive technology meanwhile.
    expect(screen.getByRole('button', {name: 'Open menu', hidden: true}).getAttribute('aria-expanded')).toBe('true')
    expect(toolLinks(within(sidebar).getByRole('navigation', {name: 'Tools'}))).toEqual([
      ['Structure', 'page'],
      ['Vision', null],
      ['Media', null],
    ])
    expect(sidebar.textContent).toContain('Ada Lovelace')
    expect(sidebar.textContent).toContain('ada@example.com')
    expect(sidebar.textContent).toContain('Signed in with github')
    expect(within(sidebar).getByRole('button', {name: 'Switch workspace'})).toBeVisible()
    expect(within(sidebar).getByRole('link', {name: 'Manage project'}).getAttribute('href')).toBe(
      'https://manage.example/blog',
    )
    expect(within(sidebar).getByRole('link', {name: 'Invite members'})).toBeVisible()

    const schemes = within(sidebar).getByRole('group', {name: 'Appearance'})
    expect(
      within(schemes)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['System', 'true'],
      ['Dark', 'false'],
      ['Light', 'false'],
    ])
    fireEvent.click(within(schemes).getByRole('button', {name: 'Dark'}))
    expect(within(schemes).getByRole('button', {name: 'Dark'}).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(within(sidebar).getByRole('button', {name: 'Sign out'}))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('leaves out sign-out without a logout, and invite-members for non-administrators', async () => {
    renderNavbar({currentUser: user(['editor']), inviteMembersUrl: 'https://manage.example/blog/invite'})
    const sidebar = await openSidebar()
    expect(within(sidebar).queryByRole('button', {name: 'Sign out'})).toBeNull()
    expect(within(sidebar).queryByRole('link', {name: 'Invite members'})).toBeNull()
  })

  it('closes the sidebar when a tool is chosen in it', async () => {
    const {history} = renderNavbar()
    const sidebar = await openSidebar()
    fireEvent.click(within(sidebar).getByRole('link', {name: 'Media'}))
    expect(history.location.pathname).toBe('/blog/media')
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
  })

  it('closes the sidebar when the tool changes by other means', async () => {
    const {history} = renderNavbar()
    await openSidebar()
    act(() => history.push('/blog/vision'))
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
  })

  it('closes the sidebar when the workspace changes', async () => {
    const {history} = renderNavbar()
    await openSidebar()
    act(() => history.push('/shop/structure'))
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
    expect(screen.getByRole('link', {name: 'Shop'})).toBeVisible()
    // Opening it again shows the new workspace's tools.
    const sidebar = await openSidebar()
    expect(toolLinks(within(sidebar).getByRole('navigation', {name: 'Tools'})).map(([title]) => title)).toEqual([
      'Structure',
      'Orders',
    ])
  })

  it('closes the sidebar on Escape and from its close button', async () => {
    renderNavbar()
    const sidebar = await openSidebar()
    fireEvent.keyDown(sidebar, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
    fireEvent.click(within(await openSidebar()).getByRole('button', {name: 'Close menu'}))
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
  })

  it('puts the tools back in the topbar when the window grows past the breakpoint', async () => {
    renderNavbar()
    await openSidebar()
    setViewportWidth(NAVBAR_SIDEBAR_BREAKPOINT)
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull())
    expect(screen.queryByRole('button', {name: 'Open menu'})).toBeNull()
    expect(screen.getByRole('navigation', {name: 'Tools'})).toBeVisible()
    // Narrow again: the sidebar stays closed until asked for.
    setViewportWidth(NAVBAR_SIDEBAR_BREAKPOINT - 1)
    expect(screen.queryByRole('dialog', {name: 'Studio menu'})).toBeNull()
  })

  it('opens the new-document picker as a dialog', async () => {
    renderNavbar({newDocumentOptions: [option('Post')]})
    fireEvent.click(screen.getByRole('button', {name: 'Create new document'}))
    expect(await screen.findByRole('dialog', {name: 'Create new document'})).toBeVisible()
  })
})
