import {act, cleanup, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {formatRelativeTime, RelativeTime, StudioI18nProvider} from '../../../src/studio/i18n'

const NOW = Date.parse('2024-05-01T12:00:00Z')
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const en = {locale: 'en-US', justNow: 'just now'}

describe('formatRelativeTime', () => {
  it("says 'just now' within 10 seconds either way", () => {
    expect(formatRelativeTime(NOW, NOW, en).text).toBe('just now')
    expect(formatRelativeTime(NOW - 9_999, NOW, en).text).toBe('just now')
    expect(formatRelativeTime(NOW + 5_000, NOW, en).text).toBe('just now')
    expect(formatRelativeTime(NOW - 10_000, NOW, en).text).toBe('10 seconds ago')
  })

  it('uses the largest unit that fits, counting whole units', () => {
    const cases: Array<[number, string]> = [
      [59 * SECOND, '59 seconds ago'],
      [MINUTE, '1 minute ago'],
      [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
      [2 * HOUR + 30 * MINUTE, '2 hours ago'],
      [DAY, 'yesterday'],
      [3 * DAY, '3 days ago'],
      [8 * DAY, 'last week'],
      [21 * DAY, '3 weeks ago'],
      [90 * DAY, '3 months ago'],
      [800 * DAY, '2 years ago'],
    ]
    expect(cases.map(([ago]) => formatRelativeTime(NOW - ago, NOW, en).text)).toEqual(cases.map(([, text]) => text))
    expect(formatRelativeTime(NOW + 2 * HOUR, NOW, en).text).toBe('in 2 hours')
  })

  it('refreshes every 5 s for seconds, 20 s for minutes, a minute for hours and hourly beyond', () => {
    const refresh = (ago: number) => formatRelativeTime(NOW - ago, NOW, en).refreshMs
    expect([
      refresh(0),
      refresh(30 * SECOND),
      refresh(5 * MINUTE),
      refresh(5 * HOUR),
      refresh(2 * DAY),
      refresh(20 * DAY),
      refresh(400 * DAY),
    ]).toEqual([5_000, 5_000, 20_000, 60_000, 3_600_000, 3_600_000, 3_600_000])
  })

  it('writes in the locale, falling back to en-US for an invalid one', () => {
    const norwegian = new Intl.RelativeTimeFormat('nb-NO', {numeric: 'auto'}).format(-3, 'day')
    expect(norwegian).not.toBe('3 days ago')
    expect(formatRelativeTime(NOW - 3 * DAY, NOW, {locale: 'nb-NO', justNow: 'akkurat nå'}).text).toBe(norwegian)
    expect(formatRelativeTime(NOW - 3 * DAY, NOW, {locale: 'not a locale!', justNow: ''}).text).toBe('3 days ago')
  })

  it('accepts dates and ISO strings, and refuses an invalid time', () => {
    expect(formatRelativeTime(new Date(NOW - 2 * MINUTE), NOW, en).text).toBe('2 minutes ago')
    expect(formatRelativeTime(new Date(NOW - 2 * MINUTE).toISOString(), NOW, en).text).toBe('2 minutes ago')
    expect(() => formatRelativeTime('yesterday-ish', NOW, en)).toThrow(RangeError)
  })
})

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  const text = () => screen.getByRole('time').textContent
  /** Moves the clock a second at a time, letting React render (and reschedule) between ticks. */
  const advance = (ms: number, step = SECOND) => {
    for (let left = ms; left > 0; left -= step) act(() => vi.advanceTimersByTime(Math.min(step, left)))
    if (ms === 0) act(() => vi.advanceTimersByTime(0))
  }

  it('is a <time> with the exact moment as its value', () => {
    render(<RelativeTime time={NOW - 3 * MINUTE} role="time" />)
    expect(screen.getByRole('time').getAttribute('dateTime')).toBe(new Date(NOW - 3 * MINUTE).toISOString())
    expect(screen.getByRole('time')).toHaveAttribute('title', 'May 1, 2024, 11:57 AM')
  })

  /** Runs the next timer; returns how far the clock moved and what the element says then. */
  const nextRefresh = () => {
    const before = Date.now()
    act(() => vi.advanceTimersToNextTimer())
    return [Date.now() - before, text()]
  }

  it('refreshes every 5 s while in seconds and every 20 s once in minutes', () => {
    render(<RelativeTime time={NOW - 50 * SECOND} role="time" />)
    expect(text()).toBe('50 seconds ago')
    expect(nextRefresh()).toEqual([5_000, '55 seconds ago'])
    expect(nextRefresh()).toEqual([5_000, '1 minute ago'])
    expect(nextRefresh()).toEqual([20_000, '1 minute ago'])
    expect(nextRefresh()).toEqual([20_000, '1 minute ago'])
    expect(nextRefresh()).toEqual([20_000, '2 minutes ago'])
  })

  it('refreshes every minute while in hours and hourly once in days', () => {
    render(<RelativeTime time={NOW - (HOUR - 10 * SECOND)} role="time" />)
    expect(text()).toBe('59 minutes ago')
    expect(nextRefresh()).toEqual([20_000, '1 hour ago'])
    expect(nextRefresh()).toEqual([60_000, '1 hour ago'])
    // Now 1 h 1 min 10 s ago.
    advance(22 * HOUR, MINUTE)
    expect(text()).toBe('23 hours ago')
    advance(HOUR, MINUTE)
    expect(text()).toBe('yesterday')
    nextRefresh()
    expect(nextRefresh()).toEqual([HOUR, 'yesterday'])
  })

  it('measures a new time against a fresh clock at once', () => {
    const {rerender} = render(<RelativeTime time={NOW - 3 * DAY} role="time" />)
    expect(text()).toBe('3 days ago')
    advance(30 * MINUTE)
    rerender(<RelativeTime time={Date.now() - 5 * SECOND} role="time" />)
    advance(0)
    expect(text()).toBe('just now')
  })

  it("says 'just now' in the studio locale", () => {
    render(
      <StudioI18nProvider locale="nb-NO">
        <RelativeTime time={NOW} role="time" />
      </StudioI18nProvider>,
    )
    expect(text()).toBe('akkurat nå')
  })
})
