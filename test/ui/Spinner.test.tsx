import {act, cleanup, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {SPINNER_DELAY_MS, Spinner, TextInput} from '../../src/ui'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Spinner', () => {
  it('waits 500 ms before it shows, so quick loads never flash one', () => {
    render(<Spinner label="Loading documents" />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(499))
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status', {name: 'Loading documents'})).toBeVisible()
  })

  it('shows at once with a delay of 0', () => {
    render(<Spinner delay={0} />)
    expect(screen.getByRole('status', {name: 'Loading'})).toBeVisible()
  })

  it('never shows when unmounted before its delay', () => {
    const {unmount} = render(<Spinner />)
    unmount()
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is how a loading text input shows progress, after the same delay', () => {
    render(<TextInput aria-label="Search" loading loadingLabel="Searching" />)
    const input = screen.getByRole('textbox', {name: 'Search'})
    expect(input.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS))
    expect(screen.getByRole('status', {name: 'Searching'})).toBeVisible()
  })
})
