import {format, startOfDay} from 'date-fns'
import {useState, type RefObject} from 'react'
import {Button, Select, Switch} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {Calendar} from './Calendar'
import type {DateTimeFormat} from './dateTimeFormat'
import {roundToTimeStep} from './dateValue'
import {useCalendarLocale} from './useCalendarLocale'

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The field's format: whether a time is picked too, its step and clock. */
  dateFormat: DateTimeFormat
  /** The moment the field holds; null when it is empty or holds no valid date. */
  value: Date | null
  /** Called with each moment picked: a day at local midnight, or a day and time. */
  onChange: (date: Date) => void
  /** Receives the focused day's button (see `Calendar`). */
  focusedDayRef?: RefObject<HTMLButtonElement | null>
}

const HOURS = Array.from({length: 24}, (_, hour) => hour)

/**
 * What the date inputs' calendar popover holds: a {@link Calendar} on the value's month (or
 * today's) with weeks from the form's locale, a 'Go to today' button that shows today's month,
 * and for a datetime an 'Include time' switch with hour and minute selects. The minutes offered
 * are multiples of the type's `timeStep`, and every time picked is rounded down to one.
 *
 * The switch is on when the value has a time other than midnight. Turned off, it sets the time
 * to midnight and picked days come at midnight; turned on, picked days keep the value's time.
 */
export function DatePicker({dateFormat, value, onChange, focusedDayRef}: DatePickerProps) {
  const t = useFormTranslation()
  const {labels, weekStartsOn} = useCalendarLocale()
  const [today] = useState(() => startOfDay(new Date()))
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(value ?? today))
  const [includeTime, setIncludeTime] = useState(() => value !== null && !isMidnight(value))
  const withTime = dateFormat.kind === 'datetime'
  const step = dateFormat.timeStep
  const hours = value?.getHours() ?? 0
  const minutes = value ? Math.floor(value.getMinutes() / step) * step : 0

  const pick = (day: Date, hour: number, minute: number) => {
    const next = new Date(day)
    next.setHours(hour, minute, 0, 0)
    onChange(roundToTimeStep(next, step))
  }

  const selectDay = (day: Date) => {
    if (!withTime) onChange(day)
    else if (includeTime) pick(day, hours, minutes)
    else pick(day, 0, 0)
  }

  const toggleTime = (on: boolean) => {
    setIncludeTime(on)
    if (!on && value && !isMidnight(value)) onChange(startOfDay(value))
  }

  const minuteOptions: number[] = []
  for (let minute = 0; minute < 60; minute += step) minuteOptions.push(minute)

  return (
    <div className="vellum-form-date-picker">
      <Calendar
        selected={value}
        focusedDay={focusedDay}
        onFocusedDayChange={setFocusedDay}
        onSelect={selectDay}
        today={today}
        labels={labels}
        weekStartsOn={weekStartsOn}
        focusedDayRef={focusedDayRef}
      />
      <div className="vellum-form-date-picker-footer">
        <Button mode="ghost" text={t('date.go-to-today')} onClick={() => setFocusedDay(startOfDay(new Date()))} />
      </div>
      {withTime && (
        <div className="vellum-form-date-time">
          <Switch
            label={t('date.include-time')}
            checked={includeTime}
            onChange={(event) => toggleTime(event.currentTarget.checked)}
          />
          {includeTime && (
            <div className="vellum-form-date-time-selects">
              <Select
                aria-label={t('date.hour')}
                value={String(hours)}
                onChange={(event) => pick(value ?? focusedDay, Number(event.currentTarget.value), minutes)}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={String(hour)}>
                    {hourLabel(hour, dateFormat.twelveHour)}
                  </option>
                ))}
              </Select>
              <span aria-hidden="true">:</span>
              <Select
                aria-label={t('date.minute')}
                value={String(minutes)}
                onChange={(event) => pick(value ?? focusedDay, hours, Number(event.currentTarget.value))}
              >
                {minuteOptions.map((minute) => (
                  <option key={minute} value={String(minute)}>
                    {String(minute).padStart(2, '0')}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

function isMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0
}

function hourLabel(hour: number, twelveHour: boolean): string {
  return twelveHour ? format(new Date(2000, 0, 1, hour), 'h a') : String(hour).padStart(2, '0')
}
