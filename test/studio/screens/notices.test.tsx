import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {useRouterState} from '../../../src/studio'
import {
  NoToolsScreen,
  RedirectingScreen,
  ToolNotFoundScreen,
  WorkspaceNotFoundScreen,
} from '../../../src/studio/screens'
import {renderWithRouter, tool, workspace} from '../navbar/support'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The screen a studio shows for the router's state, as the shell picks it. */
function Screens() {
  const state = useRouterState()
  switch (state.type) {
    case 'workspaceNotFound':
      return <WorkspaceNotFoundScreen defaultUrl={state.defaultUrl} />
    case 'toolNotFound':
      return <ToolNotFoundScreen toolName={state.toolName} tools={state.workspace.tools} />
    case 'noTools':
      return <NoToolsScreen />
    case 'redirect':
      return <RedirectingScreen />
    case 'tool':
      return <p>{`tool ${state.tool.name}`}</p>
    default:
      return <p>{state.type}</p>
  }
}

const blog = workspace('blog', '/blog', [tool('structure'), tool('vision')])
const empty = workspace('empty', '/empty', [])
const heading = () => screen.getByRole('heading', {level: 1}).textContent

describe('studio notices', () => {
  it("shows 'Workspace not found' for an unknown path, with a link to the default workspace", () => {
    const {history} = renderWithRouter(<Screens />, {path: '/nowhere', workspaces: [blog, empty]})
    expect(heading()).toBe('Workspace not found')
    const link = screen.getByRole('link', {name: 'Go to default workspace'})
    expect(link.getAttribute('href')).toBe('/blog')
    fireEvent.click(link)
    expect(history.location.pathname).toBe('/blog/structure')
    expect(screen.getByText('tool structure')).toBeVisible()
  })

  it("shows 'Tool not found: {tool}' with links to the workspace's tools", () => {
    const {history} = renderWithRouter(<Screens />, {path: '/blog/media', workspaces: [blog, empty]})
    expect(heading()).toBe('Tool not found: media')
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Structure', '/blog/structure'],
      ['Vision', '/blog/vision'],
    ])
    fireEvent.click(links[1]!)
    expect(history.location.pathname).toBe('/blog/vision')
  })

  it("shows 'No configured tools' for a workspace without tools", () => {
    renderWithRouter(<Screens />, {path: '/empty', workspaces: [blog, empty]})
    expect(heading()).toBe('No configured tools')
    expect(screen.getByRole('region', {name: 'No configured tools'}).textContent).toContain(
      'Add one to the `tools` list',
    )
  })

  it('shows a redirecting spinner only after its delay, so quick redirects paint nothing', () => {
    vi.useFakeTimers()
    render(<RedirectingScreen />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('status', {name: 'Redirecting…'})).toBeVisible()
  })
})
