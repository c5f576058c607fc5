import {useRef, useState} from 'react'
import {IconButton, Popover} from '../../../ui'
import {CalendarIcon} from './calendarIcons'
import {DatePicker} from './DatePicker'
import type {DateTimeFormat} from './dateTimeFormat'

/** Props of {@link DatePickerPopover}. */
export interface DatePickerPopoverProps {
  dateFormat: DateTimeFormat
  /** The moment shown; null when there is none (the calendar shows today's month). */
  value: Date | null
  /** Called with each moment picked; a picked day closes the calendar unless a time is picked too. */
  onPick: (date: Date) => void
  /** The popover's accessible name. */
  label: string
  /** The calendar button's accessible name. */
  buttonLabel: string
  className?: string
}

/**
 * A calendar button that opens a {@link DatePicker} in a popover, with keyboard focus on the
 * value's day: the date inputs' and the search date filters' calendar.
 * @beta
 */
export function DatePickerPopover({dateFormat, value, onPick, label, buttonLabel, className}: DatePickerPopoverProps) {
  const [open, setOpen] = useState(false)
  const focusedDayRef = useRef<HTMLButtonElement | null>(null)
  const pick = (date: Date) => {
    onPick(date)
    // A day is all a date needs; a datetime stays open for its time.
    if (dateFormat.kind === 'date') setOpen(false)
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      modal
      placement="bottom-end"
      initialFocus={focusedDayRef}
      aria-label={label}
      content={<DatePicker dateFormat={dateFormat} value={value} onChange={pick} focusedDayRef={focusedDayRef} />}
    >
      <IconButton icon={<CalendarIcon />} label={buttonLabel} {...(className ? {className} : {})} />
    </Popover>
  )
}
