import {DatePickerPopover, type DateTimeFormat} from '../../form'
import {TextInput} from '../../ui'
import {useTranslation} from '../i18n'

/** Props of {@link DateFilterField}. */
export interface DateFilterFieldProps {
  /** The ISO time the field holds; null or absent when empty. */
  value: unknown
  /** Whether a time is picked too (the filter's include-time switch). */
  includeTime: boolean
  /** The field's accessible name ('Date', 'From', 'To'). */
  label: string
  /** Called with the ISO time typed or picked (null when emptied). */
  onChange: (iso: string | null) => void
}

/** An ISO time as a `datetime-local` or `date` input shows it, in local time. */
export function toInputValue(iso: unknown, includeTime: boolean): string {
  if (typeof iso !== 'string' || iso === '') return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString()
  return includeTime ? local.slice(0, 16) : local.slice(0, 10)
}

/** The ISO time of what a `date` (local midnight) or `datetime-local` input holds; null when empty. */
export function fromInputValue(text: string): string | null {
  if (text === '') return null
  const date = new Date(text.length === 10 ? `${text}T00:00` : text)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * A date filter's value: the browser's date (or date and time) field to type in, and the
 * form's calendar button (`DatePickerPopover`) that opens its `DatePicker` — a month calendar whose weeks start on
 * the locale's first weekday, month navigation, 'Go to today', arrow keys, and hour and minute
 * when the filter includes a time. A picked day closes the calendar unless a time is picked too.
 */
export function DateFilterField({value, includeTime, label, onChange}: DateFilterFieldProps) {
  const {t} = useTranslation()
  const date = typeof value === 'string' && value !== '' ? new Date(value) : null
  const format: DateTimeFormat = {
    kind: includeTime ? 'datetime' : 'date',
    pattern: '',
    example: '',
    timeStep: 1,
    twelveHour: false,
  }
  return (
    <div className="vellum-search-filter-date-field">
      <TextInput
        type={includeTime ? 'datetime-local' : 'date'}
        aria-label={label}
        value={toInputValue(value, includeTime)}
        onChange={(event) => onChange(fromInputValue(event.currentTarget.value))}
      />
      <DatePickerPopover
        dateFormat={format}
        value={date && !Number.isNaN(date.getTime()) ? date : null}
        onPick={(picked) => onChange(picked.toISOString())}
        label={`${t('search:filter.calendar')}: ${label}`}
        buttonLabel={`${t('search:filter.open-calendar')}: ${label}`}
      />
    </div>
  )
}
