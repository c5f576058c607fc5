import {useMemo} from 'react'
import type {StringInputProps} from '../../resolve/InputProps'
import {dateTimeFormatOf} from './dateTimeFormat'
import {DateTextInput} from './DateTextInput'

/**
 * The input of a `datetime` field. It stores an instant as an ISO 8601 string in UTC
 * (`toISOString()`) and shows it in local time, in the type's `dateFormat` and `timeFormat`
 * (default 'MMM d, yyyy p', e.g. `Nov 22, 2026 3:30 PM`). Typed text is committed on blur or
 * Enter, with minutes rounded down to the type's `timeStep`; text that names no date is kept,
 * marked 'Invalid datetime'. The calendar button opens a month calendar with an 'Include time'
 * switch and hour and minute selects. See `DateTextInput` and `DatePicker`.
 * @beta
 */
export function DateTimeInput(props: StringInputProps) {
  const {schemaType} = props
  const dateFormat = useMemo(() => dateTimeFormatOf(schemaType, 'datetime'), [schemaType])
  return <DateTextInput {...props} dateFormat={dateFormat} />
}
