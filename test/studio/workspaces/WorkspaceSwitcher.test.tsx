import {act, cleanup, fireEvent, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {WorkspaceSwitcher} from '../../../src/studio/workspaces'
import {blog, renderShell} from './support'

afterEach(cleanup)

const openMenu = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: /^Blog/}))
  })
  return screen.getByRole('menu', {name: 'Workspaces'})
}

describe('WorkspaceSwitcher', () => {
  it('renders nothing with a single workspace', async () => {
    renderShell(<WorkspaceSwitcher />, {workspaces: [blog]})
    await screen.findByText('Inside Blog')
    expect(screen.queryByRole('button', {name: /Blog/})).toBeNull()
  })

  it('lists the workspaces with their sign-in state, the current one chosen', async () => {
    renderShell(<WorkspaceSwitcher />)
    await screen.findByText('Inside Blog')
    await openMenu()
    const items = screen.getAllByRole('menuitemradio')
    await screen.findByText('No access')
    expect(items.map((item) => item.textContent)).toEqual([
      'BBlogPosts and authorsLogged in',
      'SShopLogged out',
      'AArchiveNo access',
    ])
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false'])
  })

  it('switches workspace with the router: a logged-out one shows its login, a no-access one its dialog', async () => {
    const {history} = renderShell(<WorkspaceSwitcher />)
    await screen.findByText('Inside Blog')
    await openMenu()
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: /^Shop/}))
    })
    expect(history.location.pathname).toBe('/shop/structure')
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(screen.queryByRole('menu')).toBeNull()

    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: /^Shop/}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: /^Archive/}))
    })
    expect(history.location.pathname).toBe('/archive/structure')
    expect(await screen.findByRole('dialog', {name: 'Not authorized'})).toBeVisible()
  })

  it('stays put when the current workspace is chosen', async () => {
    const {history} = renderShell(<WorkspaceSwitcher />)
    await screen.findByText('Inside Blog')
    await openMenu()
    const before = history.entries.length
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: /^Blog/}))
    })
    expect(history.entries.length).toBe(before)
    expect(history.location.pathname).toBe('/blog/structure')
  })

  it('reads Norwegian with the nb-NO locale, sign-in states included', async () => {
    renderShell(<WorkspaceSwitcher />, {locale: 'nb-NO'})
    await screen.findByText('Inside Blog')
    expect(screen.getByRole('button', {name: /^Blog/}).getAttribute('title')).toBe('Bytt arbeidsområde')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: /^Blog/}))
    })
    const menu = screen.getByRole('menu', {name: 'Arbeidsområder'})
    await within(menu).findByText('Ingen tilgang')
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['BBlogPosts and authorsLogget inn', 'SShopLogget ut', 'AArchiveIngen tilgang'])
  })

  it('asks to choose a workspace outside every workspace', () => {
    renderShell(<WorkspaceSwitcher />, {path: '/nowhere'})
    expect(screen.getByRole('button', {name: 'Choose workspace'})).toBeVisible()
    cleanup()
    renderShell(<WorkspaceSwitcher />, {path: '/nowhere', locale: 'nb-NO'})
    expect(screen.getByRole('button', {name: 'Velg arbeidsområde'})).toBeVisible()
  })
})
