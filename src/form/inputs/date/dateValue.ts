import {format, isValid, parse, parseISO, startOfDay} from 'date-fns'
import {DATE_STORED_FORMAT} from '../../constants'
import type {DateKind, DateTimeFormat} from './dateTimeFormat'

// A stored calendar date, optionally followed by a time (which a `date` field ignores, as its
// validation does).
const STORED_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/
// Typed text that looks like an ISO 8601 date is read as one when the field's pattern fails.
const ISO_LIKE = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/

/**
 * The moment a stored value names: for a `date` (`yyyy-MM-dd`) local midnight of that day, for a
 * `datetime` (ISO 8601) the instant. Null for anything else: a non-string, text in another
 * format, or a day that does not exist (`2026-02-30`).
 *
 * @example
 * parseStoredDate('2026-11-22', 'date') // local midnight, Nov 22, 2026
 * parseStoredDate('2026-11-22T15:30:00.000Z', 'datetime') // that instant
 */
export function parseStoredDate(value: unknown, kind: DateKind): Date | null {
  if (typeof value !== 'string') return null
  if (kind === 'datetime') {
    const instant = parseISO(value)
    return isValid(instant) ? instant : null
  }
  const match = STORED_DAY.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(0)
  // setFullYear, unlike the Date constructor, keeps years below 100 as they are.
  date.setFullYear(year, month - 1, day)
  date.setHours(0, 0, 0, 0)
  // Out-of-range parts roll over (Feb 30 → Mar 2): such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date
}

/**
 * The stored form of a moment: `yyyy-MM-dd` (its local day) for a `date`, an ISO 8601 string in
 * UTC (`toISOString()`) for a `datetime`.
 */
export function toStoredDate(date: Date, kind: DateKind): string {
  return kind === 'date' ? format(date, DATE_STORED_FORMAT) : date.toISOString()
}

/** A moment as the field shows it, in its format's pattern (`Nov 22, 2026`, `Nov 22, 2026 3:30 PM`). */
export function formatDateText(date: Date, dateFormat: DateTimeFormat): string {
  return format(date, dateFormat.pattern)
}

/**
 * Reads text typed into a date or datetime field: in the field's pattern (whitespace around it
 * ignored, month names in any case), or else as an ISO 8601 date or date-time, so a pasted
 * `2026-11-22` works too. A `date` comes back as local midnight of the day.
 *
 * @param text - What the editor typed.
 * @param dateFormat - The field's format.
 * @param referenceDate - Fills in what the pattern leaves out (a pattern without a year takes its year).
 * @returns The moment, or null when the text names none (the input then keeps it and says
 *   'Invalid date').
 */
export function parseDateText(text: string, dateFormat: DateTimeFormat, referenceDate: Date): Date | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const typed = parse(trimmed, dateFormat.pattern, referenceDate)
  if (isValid(typed)) return dateFormat.kind === 'date' ? startOfDay(typed) : typed
  if (ISO_LIKE.test(trimmed)) return parseStoredDate(trimmed, dateFormat.kind)
  return null
}

/**
 * Rounds a moment's minutes down to a multiple of `timeStep`, dropping seconds; with a step of 1 the moment is returned as it is.
 *
 * @example
 * roundToTimeStep(new Date(2026, 10, 22, 15, 44), 15) // 15:30
 */
export function roundToTimeStep(date: Date, timeStep: number): Date {
  if (timeStep <= 1) return date
  const rounded = new Date(date)
  rounded.setMinutes(Math.floor(date.getMinutes() / timeStep) * timeStep, 0, 0)
  return rounded
}
