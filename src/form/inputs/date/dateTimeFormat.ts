import {format} from 'date-fns'
import type {SchemaType} from '../../../types'
import {
  DATE_DEFAULT_FORMAT,
  DATE_FORMAT_EXAMPLE_DAY,
  DATETIME_DEFAULT_TIME_FORMAT,
  DATETIME_DEFAULT_TIME_STEP,
} from '../../constants'

/** Which kind of value a date input edits: a day (`yyyy-MM-dd`) or an instant (ISO 8601 in UTC). */
export type DateKind = 'date' | 'datetime'

/** How a date or datetime field shows, reads and rounds its value, from its type's options. */
export interface DateTimeFormat {
  kind: DateKind
  /** The date-fns pattern of the text: `dateFormat`, then for a datetime a space and `timeFormat`. */
  pattern: string
  /** Jan 1, 2000 (at midnight for a datetime) in `pattern`: `Jan 1, 2000`, `Jan 1, 2000 12:00 AM`. */
  example: string
  /** Minutes between the times the picker offers; above 1, minutes are rounded down to a multiple. Always 1 for a date. */
  timeStep: number
  /** Whether the time is shown on a 12-hour clock, so the picker's hours read `3 PM` rather than `15`. */
  twelveHour: boolean
}

/**
 * The format of a date or datetime field from its type's options: `dateFormat` (default
 * 'MMM d, yyyy'), and for a datetime `timeFormat` (default 'p', a localized time such as
 * `3:30 PM`) and `timeStep` in minutes (default 1). Patterns use date-fns (Unicode) tokens.
 *
 * @param schemaType - The field's type; its `options` are read.
 * @param kind - Whether the field holds a day or an instant.
 * @returns The resolved format.
 * @throws Error naming the option when a pattern is not a valid date-fns pattern (say the
 *   Moment-style `YYYY-MM-DD`, which is `yyyy-MM-dd` here) or `timeStep` is not a whole number of
 *   minutes of 1 or more.
 */
export function dateTimeFormatOf(schemaType: SchemaType, kind: DateKind): DateTimeFormat {
  const options = schemaType.options ?? {}
  const datePattern = patternOption(schemaType, 'dateFormat', DATE_DEFAULT_FORMAT)
  const dateExample = formatExample(schemaType, 'dateFormat', datePattern)
  if (kind === 'date') return {kind, pattern: datePattern, example: dateExample, timeStep: 1, twelveHour: false}
  const timePattern = patternOption(schemaType, 'timeFormat', DATETIME_DEFAULT_TIME_FORMAT)
  const pattern = `${datePattern} ${timePattern}`
  const example = `${dateExample} ${formatExample(schemaType, 'timeFormat', timePattern)}`
  const timeStep = options.timeStep ?? DATETIME_DEFAULT_TIME_STEP
  if (typeof timeStep !== 'number' || !Number.isInteger(timeStep) || timeStep < 1) {
    throw new Error(
      `Type "${schemaType.name}": options.timeStep must be a whole number of minutes of 1 or more, got ${JSON.stringify(timeStep)}`,
    )
  }
  // 'H' and 'k' are the 24-hour tokens; 'p' and 'h'/'K' follow en-US's 12-hour clock.
  const twelveHour = !/[Hk]/.test(stripQuoted(timePattern))
  return {kind, pattern, example, timeStep, twelveHour}
}

function patternOption(schemaType: SchemaType, name: 'dateFormat' | 'timeFormat', fallback: string): string {
  const value = schemaType.options?.[name]
  if (value === undefined) return fallback
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(
      `Type "${schemaType.name}": options.${name} must be a date-fns format pattern, got ${JSON.stringify(value)}`,
    )
  }
  return value
}

// Formatting the example also checks the pattern: date-fns throws on tokens it does not know.
function formatExample(schemaType: SchemaType, option: 'dateFormat' | 'timeFormat', pattern: string): string {
  const [year, month, day] = DATE_FORMAT_EXAMPLE_DAY.split('-').map(Number) as [number, number, number]
  try {
    return format(new Date(year, month - 1, day), pattern)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Type "${schemaType.name}": options.${option} is not a valid date-fns format pattern ("${pattern}"): ${reason}`,
      {cause: error},
    )
  }
}

// Text in single quotes is literal, so an 'h' inside it is no hour token.
function stripQuoted(pattern: string): string {
  return pattern.replace(/'[^']*'/g, '')
}
