import {localeFormatter} from './localeFormatter'

/** Within this many milliseconds of now a time reads 'just now'. */
export const JUST_NOW_MS = 10_000

/**
 * How often a relative time is refreshed, by the unit it is shown in:
 * every 5 s for seconds, every 20 s for minutes, every minute for hours, hourly for days and
 * longer.
 */
export const RELATIVE_TIME_REFRESH_MS = Object.freeze({seconds: 5_000, minutes: 20_000, hours: 60_000, days: 3_600_000})

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A relative time as text, and when it should be written again. */
export interface FormattedRelativeTime {
  /** E.g. `just now`, `5 minutes ago`, `yesterday`, `in 2 hours`. */
  text: string
  /** Milliseconds until the text may change, per {@link RELATIVE_TIME_REFRESH_MS}. */
  refreshMs: number
}

/** Options of {@link formatRelativeTime}. */
export interface RelativeTimeOptions {
  /** The locale to write in; an unknown one falls back to en-US. */
  locale: string
  /** What to say within {@link JUST_NOW_MS} of now, in that locale. */
  justNow: string
}

function formatterFor(locale: string): Intl.RelativeTimeFormat {
  return localeFormatter('relative-time', locale, (each) => new Intl.RelativeTimeFormat(each, {numeric: 'auto'}))
}

/** A time as milliseconds since the epoch. */
export function toTimestamp(time: Date | string | number): number {
  const timestamp = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time
  if (!Number.isFinite(timestamp)) throw new RangeError(`Invalid time for a relative time: ${String(time)}`)
  return timestamp
}

/**
 * Writes `time` relative to `now` in the largest unit that fits: seconds, minutes, hours, days,
 * weeks (under 30 days), months (under a year), then years; 'just now' within 10 seconds.
 * Times in the future read `in …`.
 *
 * @param time - A Date, an ISO string or epoch milliseconds.
 * @param now - Epoch milliseconds.
 * @throws RangeError for a time that is not a valid date.
 * @example
 * ```ts
 * formatRelativeTime('2024-05-01T12:00:00Z', Date.parse('2024-05-01T12:05:00Z'), {locale: 'en-US', justNow: 'just now'})
 * // → {text: '5 minutes ago', refreshMs: 20000}
 * ```
 */
export function formatRelativeTime(
  time: Date | string | number,
  now: number,
  options: RelativeTimeOptions,
): FormattedRelativeTime {
  const diff = toTimestamp(time) - now
  const elapsed = Math.abs(diff)
  const sign = diff < 0 ? -1 : 1
  const format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    formatterFor(options.locale).format(sign * Math.floor(value), unit)
  if (elapsed < JUST_NOW_MS) return {text: options.justNow, refreshMs: RELATIVE_TIME_REFRESH_MS.seconds}
  if (elapsed < MINUTE) return {text: format(elapsed / SECOND, 'second'), refreshMs: RELATIVE_TIME_REFRESH_MS.seconds}
  if (elapsed < HOUR) return {text: format(elapsed / MINUTE, 'minute'), refreshMs: RELATIVE_TIME_REFRESH_MS.minutes}
  if (elapsed < DAY) return {text: format(elapsed / HOUR, 'hour'), refreshMs: RELATIVE_TIME_REFRESH_MS.hours}
  const refreshMs = RELATIVE_TIME_REFRESH_MS.days
  if (elapsed < 7 * DAY) return {text: format(elapsed / DAY, 'day'), refreshMs}
  if (elapsed < 30 * DAY) return {text: format(elapsed / (7 * DAY), 'week'), refreshMs}
  if (elapsed < 365 * DAY) return {text: format(elapsed / (30 * DAY), 'month'), refreshMs}
  return {text: format(elapsed / (365 * DAY), 'year'), refreshMs}
}
