import {type ComponentPropsWithRef} from 'react'
import {toTimestamp} from './formatRelativeTime'
import {useRelativeTime} from './useRelativeTime'
import {useTranslation} from './useTranslation'

/** Props of {@link RelativeTime}. */
export interface RelativeTimeProps extends Omit<ComponentPropsWithRef<'time'>, 'children' | 'dateTime'> {
  /** A Date, an ISO string or epoch milliseconds. */
  time: Date | string | number
}

/**
 * A `<time>` element reading `5 minutes ago` (see `useRelativeTime`), with the exact date and
 * time as its machine-readable value and its tooltip.
 */
export function RelativeTime({time, ...rest}: RelativeTimeProps) {
  const {locale} = useTranslation()
  const text = useRelativeTime(time)
  const date = new Date(toTimestamp(time))
  return (
    <time {...rest} dateTime={date.toISOString()} title={rest.title ?? absoluteTime(date, locale)}>
      {text}
    </time>
  )
}

const absoluteFormatters = new Map<string, Intl.DateTimeFormat>()

/** The exact date and time, e.g. `Nov 22, 2026, 4:13 AM`; one formatter per locale, made once (making one is slow). */
function absoluteTime(date: Date, locale: string): string {
  let formatter = absoluteFormatters.get(locale)
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {dateStyle: 'medium', timeStyle: 'short'}
    try {
      formatter = new Intl.DateTimeFormat(locale, options)
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options)
    }
    absoluteFormatters.set(locale, formatter)
  }
  return formatter.format(date)
}
