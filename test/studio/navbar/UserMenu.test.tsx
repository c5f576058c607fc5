import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {UserMenu, type UserMenuProps} from '../../../src/studio/navbar'
import type {ColorSchemePreference} from '../../../src/ui'
import {user} from './support'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function WithScheme(props: Omit<UserMenuProps, 'colorScheme'>) {
  const [preference, setPreference] = useState<ColorSchemePreference>('light')
  return <UserMenu {...props} colorScheme={{preference, setPreference}} />
}

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', {name: 'Account: Ada Lovelace'}))
  return screen.getByRole('menu')
}

describe('UserMenu', () => {
  it("shows the user's name, e-mail and sign-in provider", () => {
    render(<UserMenu user={user()} />)
    const menu = openMenu()
    const identity = within(menu).getAllByRole('menuitem')[0]!
    expect(within(identity).getByText('Ada Lovelace', {selector: '.vellum-user-identity-name'})).toBeVisible()
    expect(identity.textContent).toContain('ada@example.com')
    expect(identity.textContent).toContain('Signed in with github')
    expect(identity.getAttribute('aria-disabled')).toBe('true')
  })

  it('offers the colour schemes system, dark and light, marking and changing the choice', () => {
    render(<WithScheme user={user()} />)
    let menu = openMenu()
    const group = within(menu).getByRole('group', {name: 'Appearance'})
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['System', 'false'],
      ['Dark', 'false'],
      ['Light', 'true'],
    ])
    fireEvent.click(within(group).getByRole('menuitemradio', {name: 'Dark'}))
    expect(screen.queryByRole('menu')).toBeNull()
    menu = openMenu()
    expect(within(menu).getByRole('menuitemradio', {name: 'Dark'}).getAttribute('aria-checked')).toBe('true')
  })

  it('signs out only when the workspace auth provides a logout', () => {
    render(<UserMenu user={user()} />)
    expect(within(openMenu()).queryByRole('menuitem', {name: 'Sign out'})).toBeNull()
    cleanup()
    const onSignOut = vi.fn()
    render(<UserMenu user={user()} onSignOut={onSignOut} />)
    fireEvent.click(within(openMenu()).getByRole('menuitem', {name: 'Sign out'}))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('links to the project, and to inviting members for administrators only', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const links = {manageProjectUrl: 'https://manage.example/p', inviteMembersUrl: 'https://manage.example/p/invite'}
    render(<UserMenu user={user(['editor'])} {...links} />)
    let menu = openMenu()
    expect(within(menu).queryByRole('menuitem', {name: 'Invite members'})).toBeNull()
    fireEvent.click(within(menu).getByRole('menuitem', {name: 'Manage project'}))
    expect(open).toHaveBeenCalledWith('https://manage.example/p', '_blank', 'noopener,noreferrer')
    cleanup()
    render(<UserMenu user={user(['administrator'])} {...links} />)
    menu = openMenu()
    fireEvent.click(within(menu).getByRole('menuitem', {name: 'Invite members'}))
    expect(open).toHaveBeenLastCalledWith('https://manage.example/p/invite', '_blank', 'noopener,noreferrer')
  })
})
