import {act, cleanup, fireEvent, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {WorkspaceChooser} from '../../../src/studio/workspaces'
import {renderShell} from './support'

afterEach(cleanup)

const choice = (title: string) =>
  within(screen.getByRole('list', {name: 'Workspaces'})).getByRole('link', {name: new RegExp(`^${title}`)})

describe('WorkspaceChooser', () => {
  it('lists every workspace with its sign-in state', async () => {
    renderShell(<WorkspaceChooser />)
    expect(screen.getByRole('heading', {name: 'Choose your workspace'})).toBeVisible()
    const list = screen.getByRole('list', {name: 'Workspaces'})
    await within(list).findByText('Logged in')
    await within(list).findByText('Logged out')
    await within(list).findByText('No access')
    expect(choice('Blog').textContent).toBe('BBlogPosts and authorsLogged in')
    expect(choice('Shop').textContent).toContain('Logged out')
    expect(choice('Archive').textContent).toContain('No access')
    expect(choice('Shop').getAttribute('href')).toBe('/shop')
  })

  it('opens a logged-out workspace on its login screen', async () => {
    const {history} = renderShell(<WorkspaceChooser />)
    await screen.findByText('Inside Blog')
    await act(async () => {
      fireEvent.click(choice('Shop'))
    })
    expect(history.location.pathname).toBe('/shop/structure')
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(screen.queryByText('Inside Blog')).toBeNull()
  })

  it('has the footer link to add a workspace when given one', () => {
    renderShell(<WorkspaceChooser addWorkspaceHref="https://docs.example.com/workspaces" />)
    expect(screen.getByRole('link', {name: 'Add workspace'}).getAttribute('href')).toBe(
      'https://docs.example.com/workspaces',
    )
  })

  it('reads Norwegian with the nb-NO locale, sign-in states included', async () => {
    renderShell(<WorkspaceChooser addWorkspaceHref="https://docs.example.com/workspaces" />, {locale: 'nb-NO'})
    expect(screen.getByRole('region', {name: 'Velg arbeidsområde'})).toBeVisible()
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('Velg arbeidsområde')
    const list = screen.getByRole('list', {name: 'Arbeidsområder'})
    await within(list).findByText('Ingen tilgang')
    await within(list).findByText('Logget ut')
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['BBlogPosts and authorsLogget inn', 'SShopLogget ut', 'AArchiveIngen tilgang'])
    expect(screen.getByRole('link', {name: 'Legg til arbeidsområde'}).getAttribute('href')).toBe(
      'https://docs.example.com/workspaces',
    )
  })
})
