import {addDays, addMonths, addYears, startOfMonth, startOfWeek} from 'date-fns'
import {CALENDAR_COLUMNS, CALENDAR_WEEKS} from '../../constants'

/** The weekday a week starts on, as JavaScript and date-fns number them: 0 is Sunday, 1 Monday. */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6

/**
 * Converts a locale's first day of the week, numbered 1 (Monday) to 7 (Sunday) as in the
 * studio's `LocaleWeekInfo` and `Intl.Locale#getWeekInfo`, to JavaScript's numbering.
 *
 * @throws RangeError when `firstDay` is not a whole number from 1 to 7.
 */
export function weekStartsOnFromFirstDay(firstDay: number): WeekStartsOn {
  if (!Number.isInteger(firstDay) || firstDay < 1 || firstDay > 7) {
    throw new RangeError(`A week's first day must be 1 (Monday) to 7 (Sunday), got ${JSON.stringify(firstDay)}`)
  }
  return (firstDay % 7) as WeekStartsOn
}

/**
 * The days a calendar shows for the month of `month`: {@link CALENDAR_WEEKS} weeks of
 * {@link CALENDAR_COLUMNS} days, each at local midnight, starting with the week that holds the
 * 1st. Days of the months before and after fill the first and last weeks.
 */
export function calendarWeeks(month: Date, weekStartsOn: WeekStartsOn): Date[][] {
  const first = startOfWeek(startOfMonth(month), {weekStartsOn})
  return Array.from({length: CALENDAR_WEEKS}, (_, week) =>
    Array.from({length: CALENDAR_COLUMNS}, (_, day) => addDays(first, week * CALENDAR_COLUMNS + day)),
  )
}

/**
 * Where a key moves a calendar's focused day, as in the WAI-ARIA date picker pattern: Left and
 * Right one day, Up and Down one week, PageUp and PageDown one month (with Shift one year; the
 * day is kept, or the month's last day when it has fewer), Home and End the first and last day
 * of the week. Null for any other key.
 */
export function moveFocusedDay(
  day: Date,
  key: string,
  options: {shiftKey?: boolean; weekStartsOn: WeekStartsOn},
): Date | null {
  const {shiftKey = false, weekStartsOn} = options
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -CALENDAR_COLUMNS)
    case 'ArrowDown':
      return addDays(day, CALENDAR_COLUMNS)
    case 'PageUp':
      return shiftKey ? addYears(day, -1) : addMonths(day, -1)
    case 'PageDown':
      return shiftKey ? addYears(day, 1) : addMonths(day, 1)
    case 'Home':
      return startOfWeek(day, {weekStartsOn})
    case 'End':
      return addDays(startOfWeek(day, {weekStartsOn}), CALENDAR_COLUMNS - 1)
    default:
      return null
  }
}
