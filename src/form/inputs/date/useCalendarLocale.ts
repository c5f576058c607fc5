import {useMemo} from 'react'
import {DEFAULT_LOCALE} from '../../../i18n'
import {DEFAULT_WEEK_FIRST_DAY} from '../../constants'
import {useFormServices} from '../../services/useFormServices'
import {weekStartsOnFromFirstDay, type WeekStartsOn} from './calendarGrid'
import {calendarLabels, type CalendarLabels} from './calendarLabels'

/** What a calendar takes from the form's locale. */
export interface CalendarLocale {
  labels: CalendarLabels
  weekStartsOn: WeekStartsOn
}

/**
 * The calendar's names and first weekday from the `locale` of the form's services (en-US,
 * weeks starting on Sunday, without one).
 */
export function useCalendarLocale(): CalendarLocale {
  const {locale} = useFormServices()
  const id = locale?.id ?? DEFAULT_LOCALE
  const firstDay = locale?.weekInfo?.firstDay ?? DEFAULT_WEEK_FIRST_DAY
  return useMemo(() => ({labels: calendarLabels(id), weekStartsOn: weekStartsOnFromFirstDay(firstDay)}), [id, firstDay])
}
