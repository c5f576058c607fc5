import {format} from 'date-fns'
import {describe, expect, it} from 'vitest'
import {calendarLabels, calendarWeeks, moveFocusedDay, weekStartsOnFromFirstDay} from '../../../../src/form'

const days = (week: Date[]) => week.map((day) => format(day, 'MM-dd'))

describe('weekStartsOnFromFirstDay', () => {
  it('turns 1 (Monday) … 7 (Sunday) into JavaScript weekdays', () => {
    expect(weekStartsOnFromFirstDay(1)).toBe(1)
    expect(weekStartsOnFromFirstDay(6)).toBe(6)
    expect(weekStartsOnFromFirstDay(7)).toBe(0)
  })

  it('rejects anything else', () => {
    for (const day of [0, 8, 1.5, Number.NaN]) expect(() => weekStartsOnFromFirstDay(day)).toThrow(RangeError)
  })
})

describe('calendarWeeks', () => {
  it('gives six weeks of seven days from the week of the 1st, starting on Sunday', () => {
    // November 1, 2026 is a Sunday.
    const weeks = calendarWeeks(new Date(2026, 10, 22), 0)
    expect(weeks).toHaveLength(6)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(days(weeks[0]!)).toEqual(['11-01', '11-02', '11-03', '11-04', '11-05', '11-06', '11-07'])
    expect(days(weeks[5]!)).toEqual(['12-06', '12-07', '12-08', '12-09', '12-10', '12-11', '12-12'])
  })

  it('starts on Monday when the locale says so, with the last days of the month before', () => {
    const weeks = calendarWeeks(new Date(2026, 10, 22), 1)
    expect(days(weeks[0]!)).toEqual(['10-26', '10-27', '10-28', '10-29', '10-30', '10-31', '11-01'])
    expect(weeks[0]![0]!.getDay()).toBe(1)
  })

  it('gives every day at local midnight', () => {
    const weeks = calendarWeeks(new Date(2026, 2, 15), 0)
    expect(weeks.flat().every((day) => day.getHours() === 0 && day.getMinutes() === 0)).toBe(true)
  })
})

describe('moveFocusedDay', () => {
  const wednesday = new Date(2026, 10, 25)
  const move = (key: string, options: {shiftKey?: boolean; weekStartsOn?: 0 | 1} = {}) => {
    const next = moveFocusedDay(wednesday, key, {weekStartsOn: 0, ...options})
    return next && format(next, 'yyyy-MM-dd')
  }

  it('moves a day with Left and Right and a week with Up and Down', () => {
    expect(move('ArrowLeft')).toBe('2026-11-24')
    expect(move('ArrowRight')).toBe('2026-11-26')
    expect(move('ArrowUp')).toBe('2026-11-18')
    expect(move('ArrowDown')).toBe('2026-12-02')
  })

  it('moves a month with PageUp and PageDown, a year with Shift', () => {
    expect(move('PageUp')).toBe('2026-10-25')
    expect(move('PageDown')).toBe('2026-12-25')
    expect(move('PageUp', {shiftKey: true})).toBe('2025-11-25')
    expect(move('PageDown', {shiftKey: true})).toBe('2027-11-25')
    // The 31st becomes the last day of a shorter month.
    expect(format(moveFocusedDay(new Date(2026, 0, 31), 'PageDown', {weekStartsOn: 0})!, 'yyyy-MM-dd')).toBe(
      '2026-02-28',
    )
  })

  it('moves to the first and last day of the week with Home and End, per the first weekday', () => {
    expect(move('Home')).toBe('2026-11-22')
    expect(move('End')).toBe('2026-11-28')
    expect(move('Home', {weekStartsOn: 1})).toBe('2026-11-23')
    expect(move('End', {weekStartsOn: 1})).toBe('2026-11-29')
  })

  it('ignores other keys', () => {
    expect(move('a')).toBeNull()
    expect(move('Enter')).toBeNull()
  })
})

describe('calendarLabels', () => {
  it('names months, weekdays and days in the locale', () => {
    const sunday = new Date(2026, 10, 22)
    const english = calendarLabels('en-US')
    expect([
      english.weekdayShort(sunday),
      english.weekdayLong(sunday),
      english.month(sunday),
      english.day(sunday),
    ]).toEqual(['Sun', 'Sunday', 'November 2026', 'Sunday, November 22, 2026'])
    expect(calendarLabels('de-DE').month(sunday)).toBe('November 2026')
    expect(calendarLabels('de-DE').weekdayLong(sunday)).toBe('Sonntag')
  })

  it('falls back to en-US for a tag that is no locale', () => {
    expect(calendarLabels('not a locale!').locale).toBe('en-US')
    expect(calendarLabels('not a locale!').weekdayShort(new Date(2026, 10, 22))).toBe('Sun')
  })
})
