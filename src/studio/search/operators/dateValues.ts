import {isRecord} from '../../../document'

/** The value of a date operator (`dateAfter`, `dateEqual`, …): a date and whether its time counts. @beta */
export interface DateFilterValue {
  date: string | null
  includeTime: boolean
}

/** The value of a date range operator: its ends (either may be open) and whether times count. @beta */
export interface DateRangeFilterValue {
  from: string | null
  to: string | null
  includeTime: boolean
}

/** The value of a 'last N days/months/years' operator. @beta */
export interface DateLastFilterValue {
  unit: 'day' | 'month' | 'year'
  unitValue: number | null
}

/** The units of a 'last' filter. @beta */
export const DATE_LAST_UNITS: ReadonlyArray<DateLastFilterValue['unit']> = ['day', 'month', 'year']

/** A valid date from an ISO string, else null. */
export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Local midnight of the day a time falls on. */
export function startOfDay(date: Date): Date {
  const start = new Date(date)
  start.setHours(0, 0, 0, 0)
  return start
}

/** The last millisecond of the local day a time falls on. */
export function endOfDay(date: Date): Date {
  const end = new Date(date)
  end.setHours(23, 59, 59, 999)
  return end
}

/** The start of the minute a time falls on, and its last millisecond. */
export function minuteBounds(date: Date): [Date, Date] {
  const start = new Date(date)
  start.setSeconds(0, 0)
  return [start, new Date(start.getTime() + 59_999)]
}

/** The calendar date (YYYY-MM-DD) of a time, in local time, as `date` fields store it. */
export function calendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The time N units before `now` (months and years on the calendar, so 1 month before 31 March
 * is the last day of February).
 */
export function subtractUnits(now: Date, unit: DateLastFilterValue['unit'], amount: number): Date {
  const date = new Date(now)
  if (unit === 'day') date.setDate(date.getDate() - amount)
  else {
    const day = date.getDate()
    date.setDate(1)
    if (unit === 'month') date.setMonth(date.getMonth() - amount)
    else date.setFullYear(date.getFullYear() - amount)
    const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()
    date.setDate(Math.min(day, lastDay))
  }
  return date
}

/** A date filter value from anything: `{date, includeTime}` or null. */
export function toDateValue(value: unknown): DateFilterValue | null {
  if (!isRecord(value)) return null
  return {date: typeof value.date === 'string' ? value.date : null, includeTime: value.includeTime === true}
}

/** A date range value from anything, or null. */
export function toDateRangeValue(value: unknown): DateRangeFilterValue | null {
  if (!isRecord(value)) return null
  return {
    from: typeof value.from === 'string' ? value.from : null,
    to: typeof value.to === 'string' ? value.to : null,
    includeTime: value.includeTime === true,
  }
}

/** A 'last' value from anything, or null when its unit or number is missing. */
export function toDateLastValue(value: unknown): DateLastFilterValue | null {
  if (!isRecord(value) || !DATE_LAST_UNITS.includes(value.unit as DateLastFilterValue['unit'])) return null
  const unitValue = typeof value.unitValue === 'number' && Number.isFinite(value.unitValue) ? value.unitValue : null
  return {unit: value.unit as DateLastFilterValue['unit'], unitValue}
}
