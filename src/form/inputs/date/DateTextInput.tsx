import {useState, type ChangeEvent, type FocusEvent, type KeyboardEvent} from 'react'
import {ErrorIcon, TextInput, Tooltip} from '../../../ui'
import {joinDescribedBy} from '../../members/joinDescribedBy'
import {set, unset} from '../../patch/patches'
import type {StringInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {hasErrors} from '../hasErrors'
import {DatePickerPopover} from './DatePickerPopover'
import type {DateTimeFormat} from './dateTimeFormat'
import {formatDateText, parseDateText, parseStoredDate, roundToTimeStep, toStoredDate} from './dateValue'

/** Props of {@link DateTextInput}: a string input's props and the field's resolved format. */
export type DateTextInputProps = StringInputProps & {
  /** How the field shows, reads and rounds its value (see `dateTimeFormatOf`). */
  dateFormat: DateTimeFormat
}

// What the editor typed since the last commit; `rejected` once a commit found no date in it.
interface Draft {
  text: string
  rejected: boolean
}

/**
 * The text input and calendar popover `DateInput` and `DateTimeInput` share. The value shows in
 * the field's pattern; typed text is committed on blur or Enter: a date emits `set` with the
 * stored form (for a datetime rounded down to the time step), empty text emits `unset`, and
 * text that names no date is kept as typed, with an 'Invalid date' (or 'Invalid datetime')
 * marker whose tooltip gives the format by example — nothing is emitted until it is fixed.
 * Escape drops what was typed. A stored value that is no valid date shows as it is, marked the
 * same way. The calendar button opens a `DatePicker` (see `DatePickerPopover`); read-only fields have no button and
 * a read-only text input.
 */
export function DateTextInput(props: DateTextInputProps) {
  const {id, value, schemaType, readOnly, validation, elementProps, onChange, dateFormat} = props
  const t = useFormTranslation()
  const [draft, setDraft] = useState<Draft | null>(null)
  const stored = parseStoredDate(value, dateFormat.kind)
  const text = draft?.text ?? (stored ? formatDateText(stored, dateFormat) : typeof value === 'string' ? value : '')
  const invalid = draft ? draft.rejected : typeof value === 'string' && stored === null
  const markerId = `${id}-date-invalid`

  const emit = (date: Date) => {
    const next = toStoredDate(
      dateFormat.kind === 'datetime' ? roundToTimeStep(date, dateFormat.timeStep) : date,
      dateFormat.kind,
    )
    if (next !== value) onChange(set(next))
  }

  const commit = () => {
    if (!draft) return
    if (draft.text.trim() === '') {
      setDraft(null)
      if (value !== undefined) onChange(unset())
      return
    }
    const date = parseDateText(draft.text, dateFormat, new Date())
    if (!date) {
      setDraft({text: draft.text, rejected: true})
      return
    }
    setDraft(null)
    emit(date)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    } else if (event.key === 'Escape' && draft) {
      // Escape undoes the typing; it should not also close a dialog around the form.
      event.stopPropagation()
      setDraft(null)
    }
  }

  const picker = readOnly ? undefined : (
    <DatePickerPopover
      dateFormat={dateFormat}
      value={stored}
      onPick={(date) => {
        setDraft(null)
        emit(date)
      }}
      label={t(dateFormat.kind === 'date' ? 'date.calendar' : 'date.calendar-with-time')}
      buttonLabel={t(dateFormat.kind === 'date' ? 'date.open-calendar' : 'date.open-calendar-with-time')}
      className="vellum-form-date-button"
    />
  )

  return (
    <div className="vellum-form-date-input">
      <TextInput
        {...elementProps}
        aria-describedby={joinDescribedBy(elementProps['aria-describedby'], invalid && markerId)}
        value={text}
        placeholder={schemaType.placeholder ?? dateFormat.example}
        autoComplete="off"
        readOnly={readOnly}
        invalid={invalid || hasErrors(validation)}
        suffix={picker}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setDraft({text: event.currentTarget.value, rejected: false})
        }
        onKeyDown={handleKeyDown}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          commit()
          elementProps.onBlur(event)
        }}
      />
      {invalid && (
        <Tooltip
          content={
            <div className="vellum-form-date-invalid-tooltip">
              <div>{t('date.invalid-value', {value: text})}</div>
              <div>{t('date.format-hint', {example: dateFormat.example})}</div>
            </div>
          }
        >
          <span id={markerId} className="vellum-form-date-invalid" data-tone="critical" tabIndex={0}>
            <ErrorIcon />
            {t(dateFormat.kind === 'date' ? 'date.invalid-date' : 'date.invalid-datetime')}
          </span>
        </Tooltip>
      )}
    </div>
  )
}
