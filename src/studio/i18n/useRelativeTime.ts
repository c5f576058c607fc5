import {useEffect, useState} from 'react'
import {formatRelativeTime, toTimestamp} from './formatRelativeTime'
import {useTranslation} from './useTranslation'

/**
 * A time relative to now in the studio's locale (`just now`, `5 minutes ago`, `yesterday`),
 * re-rendered as it ages: every 5 s while in seconds, 20 s in minutes, a minute in hours and
 * hourly for days and longer.
 *
 * @param time - A Date, an ISO string or epoch milliseconds.
 * @throws RangeError for a time that is not a valid date.
 * @example
 * ```tsx
 * const edited = useRelativeTime(document._updatedAt)
 * ```
 */
export function useRelativeTime(time: Date | string | number): string {
  const {t, locale} = useTranslation()
  const timestamp = toTimestamp(time)
  const [clock, setClock] = useState(() => ({now: Date.now(), timestamp}))
  const {text, refreshMs} = formatRelativeTime(timestamp, clock.now, {locale, justNow: t('relative-time.just-now')})

  // A new time is measured against a fresh clock at once, not after the old interval.
  const delay = clock.timestamp === timestamp ? refreshMs : 0
  useEffect(() => {
    const timer = setTimeout(() => setClock({now: Date.now(), timestamp}), delay)
    return () => clearTimeout(timer)
  }, [clock, delay, timestamp])
  return text
}
