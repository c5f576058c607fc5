import {createIcon} from '../../../ui'

/** A calendar page: opens a date picker. */
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x={4.5} y={5.5} width={15} height={14} rx={1.5} />
    <path d="M4.5 9.5h15M8.5 3.5v4M15.5 3.5v4" />
  </>,
)

/** Two chevrons pointing left: a year back. */
export const DoubleChevronLeftIcon = createIcon(
  'DoubleChevronLeftIcon',
  <path d="M12 6.5L6.5 12l5.5 5.5M17.5 6.5L12 12l5.5 5.5" />,
)

/** Two chevrons pointing right: a year forward. */
export const DoubleChevronRightIcon = createIcon(
  'DoubleChevronRightIcon',
  <path d="M12 6.5l5.5 5.5-5.5 5.5M6.5 6.5L12 12l-5.5 5.5" />,
)
