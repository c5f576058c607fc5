import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Button, Menu, MenuDivider, MenuGroup, MenuItem} from '../../src/ui'

afterEach(cleanup)

function documentMenu(handlers: {duplicate?: () => void; remove?: () => void} = {}) {
  return render(
    <Menu button={<Button text="Actions" />}>
      <MenuItem text="Duplicate" onClick={handlers.duplicate} />
      <MenuItem text="Discard changes" disabled />
      <MenuItem text="Unpublish" />
      <MenuDivider />
      <MenuGroup title="Danger">
        <MenuItem text="Delete" tone="critical" onClick={handlers.remove} />
      </MenuGroup>
    </Menu>,
  )
}

/** Opens the menu from the keyboard, as a screen-reader or keyboard user would. */
async function openWithKeyboard(key = 'ArrowDown') {
  const button = screen.getByRole('button', {name: 'Actions'})
  act(() => button.focus())
  fireEvent.keyDown(button, {key})
  return screen.findByRole('menu')
}

const focusedText = () => document.activeElement?.textContent

describe('Menu', () => {
  it('is a menu button: closed, then expanded with a menu labelled by the button', async () => {
    documentMenu()
    const button = screen.getByRole('button', {name: 'Actions'})
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(button)
    const menu = await screen.findByRole('menu', {name: 'Actions'})
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(menu.id)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Duplicate',
      'Discard changes',
      'Unpublish',
      'Delete',
    ])
    expect(screen.getByRole('group', {name: 'Danger'})).toBeVisible()
  })

  it('opens on ArrowDown with focus on the first item, and ArrowUp on the last', async () => {
    documentMenu()
    await openWithKeyboard('ArrowDown')
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

    await openWithKeyboard('ArrowUp')
    await waitFor(() => expect(focusedText()).toBe('Delete'))
  })

  it('moves a roving tabindex with the arrow keys, skipping disabled items and wrapping around', async () => {
    documentMenu()
    await openWithKeyboard()
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))

    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'})
    await waitFor(() => expect(focusedText()).toBe('Unpublish'))
    // Only the focused item is in the tab order.
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, -1, 0, -1])

    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'})
    await waitFor(() => expect(focusedText()).toBe('Delete'))
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'})
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowUp'})
    await waitFor(() => expect(focusedText()).toBe('Delete'))
    fireEvent.keyDown(document.activeElement!, {key: 'Home'})
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'End'})
    await waitFor(() => expect(focusedText()).toBe('Delete'))
  })

  it('moves focus to the next item starting with the typed letters (type-ahead)', async () => {
    documentMenu()
    await openWithKeyboard()
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'u'})
    await waitFor(() => expect(focusedText()).toBe('Unpublish'))
  })

  it('searches on from the focused item and skips disabled items when typing ahead', async () => {
    documentMenu()
    await openWithKeyboard()
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    // "Discard changes" starts with d too, but it is disabled.
    fireEvent.keyDown(document.activeElement!, {key: 'd'})
    await waitFor(() => expect(focusedText()).toBe('Delete'))
  })

  it('runs the chosen item, closes, and gives focus back to the button', async () => {
    const duplicate = vi.fn()
    documentMenu({duplicate})
    await openWithKeyboard()
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.click(document.activeElement!)
    expect(duplicate).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Actions'})))
  })

  it('ignores clicks on a disabled item and stays open', async () => {
    documentMenu()
    fireEvent.click(screen.getByRole('button', {name: 'Actions'}))
    const item = await screen.findByRole('menuitem', {name: 'Discard changes'})
    expect(item.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(item)
    expect(screen.getByRole('menu')).toBeVisible()
  })

  it('closes on Escape and returns focus to the button', async () => {
    documentMenu()
    await openWithKeyboard()
    await waitFor(() => expect(focusedText()).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Actions'})))
  })

  it('marks the chosen option of a set of choices', async () => {
    render(
      <Menu button={<Button text="Sort" />}>
        <MenuItem text="Best match" selected />
        <MenuItem text="Updated descending" selected={false} />
      </Menu>,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Sort'}))
    const chosen = await screen.findByRole('menuitemradio', {name: 'Best match'})
    expect(chosen.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('menuitemradio', {name: 'Updated descending'}).getAttribute('aria-checked')).toBe('false')
  })

  it('refuses a menu item outside a menu', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<MenuItem text="Lost" />)).toThrow('<MenuItem> must be rendered inside a <Menu>')
  })
})
