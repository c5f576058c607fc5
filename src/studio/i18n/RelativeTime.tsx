import {type ComponentPropsWithRef} from 'react'
import {toTimestamp} from './formatRelativeTime'
import {localeFormatter} from './localeFormatter'
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

/** The exact date and time, e.g. `Nov 22, 2026, 4:13 AM`. */
function absoluteTime(date: Date, locale: string): string {
  return localeFormatter(
    'date-time-medium-short',
    locale,
    (each) => new Intl.DateTimeFormat(each, {dateStyle: 'medium', timeStyle: 'short'}),
  ).format(date)
}
