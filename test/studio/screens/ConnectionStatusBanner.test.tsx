import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {ConnectionStatusBanner} from '../../../src/studio/screens'

const NOW = Date.parse('2024-05-01T12:00:00Z')

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const banner = () => screen.queryByRole('status')
const failed = (retryInMs: number, extra: {isOffline?: boolean; attemptNo?: number} = {}) =>
  ({
    type: 'error',
    retryAt: new Date(NOW + retryInMs),
    isOffline: extra.isOffline ?? false,
    attemptNo: extra.attemptNo ?? 2,
  }) as const

describe('ConnectionStatusBanner', () => {
  it('shows nothing while connected or connecting for the first time', () => {
    const {rerender} = render(<ConnectionStatusBanner status={{type: 'connected'}} />)
    expect(banner()).toBeNull()
    rerender(<ConnectionStatusBanner status={{type: 'connecting', attemptNo: 0}} />)
    expect(banner()).toBeNull()
  })

  it('says the server cannot be reached, counting down to the next attempt with its number', () => {
    render(<ConnectionStatusBanner status={failed(2_500, {attemptNo: 3})} />)
    expect(banner()!.textContent).toBe('Cannot reach the server Trying again in 3 seconds (attempt 3).')
    act(() => vi.advanceTimersByTime(500))
    expect(banner()!.textContent).toContain('Trying again in 2 seconds (attempt 3).')
    act(() => vi.advanceTimersByTime(1_000))
    expect(banner()!.textContent).toContain('Trying again in 1 second (attempt 3).')
    act(() => vi.advanceTimersByTime(1_000))
    expect(banner()!.textContent).toContain('Trying again now (attempt 3).')
  })

  it('says the browser is offline instead when it is', () => {
    render(<ConnectionStatusBanner status={failed(8_000, {isOffline: true})} />)
    expect(banner()!.textContent).toBe(
      'You are offline Changes are kept in this browser. The studio reconnects when your connection is back.',
    )
  })

  it("says 'Reconnecting…' while a retry runs", () => {
    render(<ConnectionStatusBanner status={{type: 'connecting', attemptNo: 2}} />)
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Reconnecting…'])
  })

  it('offers to retry at once when it can', () => {
    const onRetry = vi.fn()
    const {rerender} = render(<ConnectionStatusBanner status={failed(60_000)} />)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<ConnectionStatusBanner status={failed(60_000)} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', {name: 'Retry now'}))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
