import {DEFAULT_LOCALE} from '../../../i18n'

/** The names a calendar shows, in one locale. */
export interface CalendarLabels {
  /** The locale the names are in; en-US when the one asked for is not a valid locale tag. */
  locale: string
  /** A weekday's short name, for column headers (`Sun`). */
  weekdayShort: (day: Date) => string
  /** A weekday's full name, the header's abbreviation expanded (`Sunday`). */
  weekdayLong: (day: Date) => string
  /** A month and its year, the calendar's caption (`November 2026`). */
  month: (day: Date) => string
  /** A whole date, each day's accessible name (`Sunday, November 22, 2026`). */
  day: (day: Date) => string
}

/**
 * The calendar's month, weekday and day names in a locale, from the platform's `Intl`, so a
 * locale needs no bundle of month names of its own.
 *
 * @param locale - A BCP 47 tag such as `en-US` or `nb-NO`.
 */
export function calendarLabels(locale: string): CalendarLabels {
  const tag = isValidLocale(locale) ? locale : DEFAULT_LOCALE
  const formatter = (options: Intl.DateTimeFormatOptions) => {
    const intl = new Intl.DateTimeFormat(tag, options)
    return (day: Date) => intl.format(day)
  }
  return {
    locale: tag,
    weekdayShort: formatter({weekday: 'short'}),
    weekdayLong: formatter({weekday: 'long'}),
    month: formatter({month: 'long', year: 'numeric'}),
    day: formatter({dateStyle: 'full'}),
  }
}

function isValidLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0
  } catch {
    // A malformed tag throws a RangeError.
    return false
  }
}
