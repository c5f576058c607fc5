import {useMemo} from 'react'
import type {StringInputProps} from '../../resolve/InputProps'
import {dateTimeFormatOf} from './dateTimeFormat'
import {DateTextInput} from './DateTextInput'

/**
 * The input of a `date` field. It stores the day as `yyyy-MM-dd` and shows it in the type's
 * `dateFormat` (default 'MMM d, yyyy', e.g. `Nov 22, 2026`). Typed text is committed on blur
 * or Enter; text that names no date is kept, marked 'Invalid date'. The calendar button opens a
 * month calendar whose weeks start on the form's locale's first weekday; picking a day sets it
 * and closes the calendar. See `DateTextInput` and `DatePicker`.
 * @beta
 */
export function DateInput(props: StringInputProps) {
  const {schemaType} = props
  const dateFormat = useMemo(() => dateTimeFormatOf(schemaType, 'date'), [schemaType])
  return <DateTextInput {...props} dateFormat={dateFormat} />
}
