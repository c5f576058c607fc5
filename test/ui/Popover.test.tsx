import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {Button, Popover, TextInput} from '../../src/ui'

afterEach(cleanup)

function NewDocument() {
  return (
    <>
      <Popover content={<TextInput aria-label="Filter types" />}>
        <Button text="New document" />
      </Popover>
      <Button text="Outside" />
    </>
  )
}

describe('Popover', () => {
  it('opens on click as a dialog named by its button, with focus moved inside', async () => {
    render(<NewDocument />)
    const button = screen.getByRole('button', {name: 'New document'})
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(button)
    const popover = await screen.findByRole('dialog', {name: 'New document'})
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(popover.id)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Filter types'})))
  })

  it('closes on Escape and gives focus back to its button', async () => {
    render(<NewDocument />)
    const button = screen.getByRole('button', {name: 'New document'})
    act(() => button.focus())
    fireEvent.click(button)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Filter types'})))
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('closes on a press outside', async () => {
    render(<NewDocument />)
    fireEvent.click(screen.getByRole('button', {name: 'New document'}))
    await screen.findByRole('dialog')
    fireEvent.pointerDown(screen.getByRole('button', {name: 'Outside'}))
    fireEvent.mouseDown(screen.getByRole('button', {name: 'Outside'}))
    fireEvent.click(screen.getByRole('button', {name: 'Outside'}))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('follows its owner when controlled, and takes an aria-label', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Popover open={open} onOpenChange={setOpen} content="Filters" aria-label="Search filters">
          <Button text="Filters" />
        </Popover>
      )
    }
    render(<Controlled />)
    expect(await screen.findByRole('dialog', {name: 'Search filters'})).toBeVisible()
    fireEvent.click(screen.getByRole('button', {name: 'Filters'}))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
