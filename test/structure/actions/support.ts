// Helpers for reading the document pane's action bar the way a user does.
import {expect} from 'vitest'
import {act, fireEvent, screen, waitFor, within} from '@testing-library/react'

/** The primary action's button (publish, by default), once the pane shows it. */
export async function primaryAction(name: string | RegExp): Promise<HTMLButtonElement> {
  const footer = await screen.findByRole('group', {name: 'Document actions'})
  return (await within(footer).findByRole('button', {name})) as HTMLButtonElement
}

/** The tooltip of a footer button: focuses its wrapper (a disabled button takes no focus) and reads it. */
export async function tooltipOf(button: HTMLElement): Promise<string> {
  const wrapper = button.parentElement as HTMLElement
  act(() => wrapper.focus())
  const tooltip = await screen.findByRole('tooltip')
  const text = tooltip.textContent ?? ''
  act(() => wrapper.blur())
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  return text
}

/** Opens the "More document actions" menu and returns its item named `name`. */
export async function menuAction(name: string | RegExp): Promise<HTMLButtonElement> {
  const more = await screen.findByRole('button', {name: 'More document actions'})
  await act(async () => {
    fireEvent.click(more)
  })
  return (await screen.findByRole('menuitem', {name})) as HTMLButtonElement
}

/** Confirms the open confirm dialog. */
export async function confirmDialog(name: string): Promise<void> {
  const dialog = await screen.findByRole('dialog', {name})
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', {name: 'Confirm'}))
  })
}
