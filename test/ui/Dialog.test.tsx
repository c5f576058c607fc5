import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {useRef, useState} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Button, Dialog, Menu, MenuItem, TextInput} from '../../src/ui'

afterEach(cleanup)

function DeleteFlow({onConfirm = () => {}}: {onConfirm?: () => void}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button text="Delete document" onClick={() => setOpen(true)} />
      <Button text="Elsewhere" />
      <Dialog
        open={open}
        header="Delete document?"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button text="Cancel" onClick={() => setOpen(false)} />
            <Button text="Delete" tone="critical" onClick={onConfirm} />
          </>
        }
      >
        This cannot be undone.
      </Dialog>
    </>
  )
}

/** Opens the dialog the way a user does: focus the button, then press it. */
async function open() {
  const opener = screen.getByRole('button', {name: 'Delete document'})
  act(() => opener.focus())
  fireEvent.click(opener)
  return screen.findByRole('dialog')
}

describe('Dialog', () => {
  it('is a modal dialog named by its header, with focus moved inside', async () => {
    render(<DeleteFlow />)
    const dialog = await open()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', {name: 'Delete document?'})).toBe(dialog)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  it('hides the page behind it from assistive technology while open', async () => {
    render(<DeleteFlow />)
    await open()
    const behind = screen.getByRole('button', {name: 'Elsewhere', hidden: true})
    await waitFor(() =>
      expect(behind.closest('[aria-hidden="true"], [inert], [data-floating-ui-inert]')).not.toBeNull(),
    )
    expect(screen.queryByRole('button', {name: 'Elsewhere'})).toBeNull()
  })

  it('traps Tab: focus leaving the last control comes back to the first', async () => {
    render(<DeleteFlow />)
    const dialog = await open()
    // A real Tab from the last control lands on floating-ui's trailing focus guard.
    const guards = Array.from(document.querySelectorAll<HTMLElement>('[data-floating-ui-focus-guard]'))
    expect(guards.length).toBeGreaterThanOrEqual(2)
    act(() => guards[guards.length - 1]!.focus())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Close'})))
    act(() => guards[0]!.focus())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Delete'})))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<DeleteFlow />)
    await open()
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Delete document'})))
  })

  it('closes from its close button and from a click on the backdrop', async () => {
    render(<DeleteFlow />)
    await open()
    fireEvent.click(screen.getByRole('button', {name: 'Close'}))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const dialog = await open()
    fireEvent.mouseDown(dialog.parentElement!.parentElement!.querySelector('.vellum-dialog-overlay')!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('cannot be dismissed without onClose: no close button, Escape does nothing', async () => {
    render(
      <Dialog header="Not authorized">
        <Button text="Sign out" />
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog', {name: 'Not authorized'})
    expect(screen.queryByRole('button', {name: 'Close'})).toBeNull()
    fireEvent.keyDown(dialog, {key: 'Escape'})
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('focuses the element given as initialFocus', async () => {
    function Rename() {
      const input = useRef<HTMLInputElement>(null)
      return (
        <Dialog header="Rename" onClose={() => {}} initialFocus={input}>
          <TextInput label="Title" ref={input} />
        </Dialog>
      )
    }
    render(<Rename />)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')))
  })

  it('closes only the innermost layer on Escape: a menu inside the dialog first', async () => {
    const onClose = vi.fn()
    render(
      <Dialog header="Edit" onClose={onClose}>
        <Menu button={<Button text="More" />}>
          <MenuItem text="Duplicate" />
        </Menu>
      </Dialog>,
    )
    const more = await screen.findByRole('button', {name: 'More'})
    act(() => more.focus())
    fireEvent.keyDown(more, {key: 'ArrowDown'})
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Duplicate'))
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeVisible()
  })
})
