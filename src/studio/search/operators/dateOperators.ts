import type {SearchOperator} from '../searchDefinitions'
import {literal} from './groqFragments'
import {
  calendarDate,
  endOfDay,
  minuteBounds,
  parseDate,
  startOfDay,
  subtractUnits,
  toDateLastValue,
  toDateRangeValue,
  toDateValue,
  type DateLastFilterValue,
} from './dateValues'

/** Whether the field holds calendar dates (`date`, 'YYYY-MM-DD') or instants (`datetime`, ISO). */
type DateKind = 'date' | 'datetime'

/** The default 'last' filter: the last 7 days. */
export const DEFAULT_DATE_LAST_VALUE: DateLastFilterValue = {unit: 'day', unitValue: 7}

/** Comparison of a field with a time: strings for calendar dates, `dateTime()` for instants. */
function compare(kind: DateKind, fieldPath: string, op: string, time: Date): string {
  return kind === 'date'
    ? `${fieldPath} ${op} ${literal(calendarDate(time))}`
    : `dateTime(${fieldPath}) ${op} dateTime(${literal(time.toISOString())})`
}

/** The first and last moment a date value stands for: its day, or its minute with the time included. */
function bounds(kind: DateKind, date: Date, includeTime: boolean): [Date, Date] {
  return kind === 'datetime' && includeTime ? minuteBounds(date) : [startOfDay(date), endOfDay(date)]
}

const prefix = (kind: DateKind) => (kind === 'date' ? 'date' : 'dateTime')

function operator(
  kind: DateKind,
  suffix: string,
  inputKind: string,
  initialValue: unknown,
  groq: (fieldPath: string, value: unknown, now: Date) => string | null,
): SearchOperator {
  // Dates and datetimes share their texts: 'is after', 'is in the last'.
  const key = `search:operator.date-${suffix.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
  return {
    name: `${prefix(kind)}${suffix[0]!.toUpperCase()}${suffix.slice(1)}`,
    nameKey: `${key}.name`,
    descriptionKey: `${key}.description`,
    inputKind,
    initialValue,
    groqFilter: ({fieldPath, value}) => (fieldPath ? groq(fieldPath, value, new Date()) : null),
  }
}

/**
 * The operators of `date` or `datetime` fields and the pinned 'Edited at' and 'Created at'
 * filters: after, before, equal, not equal, in the last N days/months/years, and a range. A
 * date without its time stands for its whole day: 'after' is after that day, a range runs from
 * the start of its first day to the end of its last. A range with one end is open on the other.
 */
export function dateOperators(kind: DateKind): SearchOperator[] {
  const single = (suffix: string, build: (fieldPath: string, first: Date, last: Date) => string) =>
    operator(
      kind,
      suffix,
      kind === 'date' ? 'date' : 'datetime',
      {date: null, includeTime: false},
      (fieldPath, value) => {
        const parsed = toDateValue(value)
        const date = parseDate(parsed?.date)
        if (!parsed || !date) return null
        const [first, last] = bounds(kind, date, parsed.includeTime)
        return build(fieldPath, first, last)
      },
    )
  return [
    single('after', (path, _first, last) => compare(kind, path, '>', last)),
    single('before', (path, first) => compare(kind, path, '<', first)),
    single('equal', (path, first, last) =>
      kind === 'date'
        ? compare(kind, path, '==', first)
        : `${compare(kind, path, '>=', first)} && ${compare(kind, path, '<=', last)}`,
    ),
    single('notEqual', (path, first, last) =>
      kind === 'date'
        ? compare(kind, path, '!=', first)
        : `!(${compare(kind, path, '>=', first)} && ${compare(kind, path, '<=', last)})`,
    ),
    operator(kind, 'last', 'dateLast', DEFAULT_DATE_LAST_VALUE, (path, value, now) => {
      const last = toDateLastValue(value)
      if (!last || last.unitValue === null || last.unitValue < 0) return null
      const since = subtractUnits(now, last.unit, last.unitValue)
      return compare(kind, path, '>=', since)
    }),
    operator(
      kind,
      'range',
      kind === 'date' ? 'dateRange' : 'datetimeRange',
      {from: null, to: null, includeTime: false},
      (path, value) => {
        const range = toDateRangeValue(value)
        const from = parseDate(range?.from)
        const to = parseDate(range?.to)
        if (!range || (!from && !to)) return null
        const exact = kind === 'datetime' && range.includeTime
        const parts: string[] = []
        if (from) parts.push(compare(kind, path, '>=', exact ? from : startOfDay(from)))
        if (to) parts.push(compare(kind, path, '<=', exact ? to : endOfDay(to)))
        return parts.join(' && ')
      },
    ),
  ]
}
