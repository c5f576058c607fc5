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

function absoluteTime(date: Date, locale: string): string {
  try {
    return date.toLocaleString(locale, {dateStyle: 'medium', timeStyle: 'short'})
  } catch {
    return date.toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'short'})
  }
}
