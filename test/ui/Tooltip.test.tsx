import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {Button, TOOLTIP_DELAY_MS, Tooltip} from '../../src/ui'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Lets floating-ui finish positioning (a resolved promise) inside act. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

function renderSearchButton() {
  render(
    <Tooltip content="Search (Ctrl+K)">
      <Button text="Search" />
    </Tooltip>,
  )
  return screen.getByRole('button', {name: 'Search'})
}

describe('Tooltip', () => {
  it('opens after the pointer rests on the element and describes it while open', async () => {
    const button = renderSearchButton()
    expect(button.getAttribute('aria-describedby')).toBeNull()
    fireEvent.mouseEnter(button)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 1)
    })
    expect(screen.queryByRole('tooltip')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.textContent).toBe('Search (Ctrl+K)')
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
    expect(screen.getByRole('button', {name: 'Search', description: 'Search (Ctrl+K)'})).toBe(button)
  })

  it('opens at once on keyboard focus and closes on Escape', async () => {
    const button = renderSearchButton()
    fireEvent.keyDown(document.body, {key: 'Tab'})
    act(() => button.focus())
    await settle()
    expect(screen.getByRole('tooltip')).toBeVisible()
    fireEvent.keyDown(button, {key: 'Escape'})
    await settle()
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(button.getAttribute('aria-describedby')).toBeNull()
  })

  it('closes when the pointer leaves', async () => {
    const button = renderSearchButton()
    fireEvent.mouseEnter(button)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS)
    })
    expect(screen.getByRole('tooltip')).toBeVisible()
    fireEvent.mouseLeave(button, {clientX: 500, clientY: 500})
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('never opens when disabled', async () => {
    render(
      <Tooltip content="Nope" disabled>
        <Button text="Plain" />
      </Tooltip>,
    )
    const button = screen.getByRole('button', {name: 'Plain'})
    fireEvent.mouseEnter(button)
    act(() => button.focus())
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS * 2)
    })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
