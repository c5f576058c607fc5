import {addMonths, addYears, format, isSameDay, isSameMonth} from 'date-fns'
import {useEffect, useId, useRef, type KeyboardEvent, type RefObject} from 'react'
import {ChevronLeftIcon, ChevronRightIcon, IconButton} from '../../../ui'
import {DATE_STORED_FORMAT} from '../../constants'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {calendarWeeks, moveFocusedDay, type WeekStartsOn} from './calendarGrid'
import {DoubleChevronLeftIcon, DoubleChevronRightIcon} from './calendarIcons'
import type {CalendarLabels} from './calendarLabels'

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The day shown as selected (any time within it); null for none. */
  selected: Date | null
  /** The day keyboard focus is on, or goes to; the calendar shows its month. */
  focusedDay: Date
  /** Called with the day focus moves to, by the keyboard or the month and year buttons. */
  onFocusedDayChange: (day: Date) => void
  /** Called with the day (at local midnight) the editor picks, by click, Enter or Space. */
  onSelect: (day: Date) => void
  /** Marked as today (`aria-current="date"`). */
  today: Date
  labels: CalendarLabels
  weekStartsOn: WeekStartsOn
  /** Receives the focused day's button, say for a popover to move focus to it on opening. */
  focusedDayRef?: RefObject<HTMLButtonElement | null>
}

/**
 * A month calendar: the month and year with buttons to the previous and next month and year,
 * and a grid (`role="grid"`) of six weeks in seven columns, headed by the weekdays from the
 * locale's first day of the week. Only the focused day is in the tab order; the arrow keys move
 * it by a day or a week, PageUp and PageDown by a month (with Shift a year), Home and End to
 * the week's first and last day, and Enter or Space picks it. Days of the neighbouring months
 * fill the first and last weeks and can be picked too.
 */
export function Calendar({
  selected,
  focusedDay,
  onFocusedDayChange,
  onSelect,
  today,
  labels,
  weekStartsOn,
  focusedDayRef,
}: CalendarProps) {
  const t = useFormTranslation()
  const captionId = useId()
  const ownRef = useRef<HTMLButtonElement | null>(null)
  const dayRef = focusedDayRef ?? ownRef
  // Set by the keyboard only: month buttons change the focused day but keep focus on themselves.
  const moveFocus = useRef(false)
  const weeks = calendarWeeks(focusedDay, weekStartsOn)
  const focusedKey = format(focusedDay, DATE_STORED_FORMAT)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    dayRef.current?.focus()
  }, [focusedKey, dayRef])

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocusedDay(focusedDay, event.key, {shiftKey: event.shiftKey, weekStartsOn})
    if (!next) return
    event.preventDefault()
    moveFocus.current = true
    onFocusedDayChange(next)
  }

  return (
    <div className="vellum-form-date-calendar">
      <div className="vellum-form-date-calendar-header">
        <IconButton
          icon={<DoubleChevronLeftIcon />}
          label={t('date.previous-year')}
          onClick={() => onFocusedDayChange(addYears(focusedDay, -1))}
        />
        <IconButton
          icon={<ChevronLeftIcon />}
          label={t('date.previous-month')}
          onClick={() => onFocusedDayChange(addMonths(focusedDay, -1))}
        />
        <div id={captionId} className="vellum-form-date-caption" aria-live="polite">
          {labels.month(focusedDay)}
        </div>
        <IconButton
          icon={<ChevronRightIcon />}
          label={t('date.next-month')}
          onClick={() => onFocusedDayChange(addMonths(focusedDay, 1))}
        />
        <IconButton
          icon={<DoubleChevronRightIcon />}
          label={t('date.next-year')}
          onClick={() => onFocusedDayChange(addYears(focusedDay, 1))}
        />
      </div>
      <table role="grid" aria-labelledby={captionId} className="vellum-form-date-grid" onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" abbr={labels.weekdayLong(day)} className="vellum-form-date-weekday">
                {labels.weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.getTime()}>
              {week.map((day) => {
                const focused = isSameDay(day, focusedDay)
                const isSelected = selected !== null && isSameDay(day, selected)
                const isToday = isSameDay(day, today)
                return (
                  <td key={day.getTime()} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      ref={focused ? dayRef : undefined}
                      tabIndex={focused ? 0 : -1}
                      className="vellum-form-date-day"
                      aria-label={labels.day(day)}
                      aria-current={isToday ? 'date' : undefined}
                      data-day={format(day, DATE_STORED_FORMAT)}
                      data-selected={isSelected || undefined}
                      data-today={isToday || undefined}
                      data-outside={!isSameMonth(day, focusedDay) || undefined}
                      onClick={() => {
                        onFocusedDayChange(day)
                        onSelect(day)
                      }}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
