import {describe, expect, it} from 'vitest'
import {
  dateTimeFormatOf,
  formatDateText,
  parseDateText,
  parseStoredDate,
  roundToTimeStep,
  toStoredDate,
} from '../../../../src/form'
import {createSchema} from '../../../../src/schema'
import type {SchemaType} from '../../../../src/types'

const schema = createSchema([
  {name: 'day', type: 'date'},
  {name: 'moment', type: 'datetime'},
  {name: 'european', type: 'date', options: {dateFormat: 'dd.MM.yyyy'}},
  {name: 'clock', type: 'datetime', options: {timeFormat: 'HH:mm', timeStep: 15}},
])
const dateFormat = dateTimeFormatOf(schema.get('day') as SchemaType, 'date')
const datetimeFormat = dateTimeFormatOf(schema.get('moment') as SchemaType, 'datetime')
const reference = new Date(2026, 10, 15, 9, 30)

describe('parseStoredDate', () => {
  it('reads a date as local midnight of its day, ignoring a time after it', () => {
    expect(parseStoredDate('2026-11-22', 'date')).toEqual(new Date(2026, 10, 22))
    expect(parseStoredDate('2026-11-22T23:30:00Z', 'date')).toEqual(new Date(2026, 10, 22))
  })

  it('keeps years below 100 as they are', () => {
    expect(parseStoredDate('0099-03-01', 'date')?.getFullYear()).toBe(99)
  })

  it('reads a datetime as the instant it names', () => {
    expect(parseStoredDate('2026-11-22T15:30:00.000Z', 'datetime')?.toISOString()).toBe('2026-11-22T15:30:00.000Z')
  })

  it('gives null for days that do not exist, other formats and non-strings', () => {
    expect(parseStoredDate('2026-02-30', 'date')).toBeNull()
    expect(parseStoredDate('2026-13-01', 'date')).toBeNull()
    expect(parseStoredDate('Nov 22, 2026', 'date')).toBeNull()
    expect(parseStoredDate('yesterday', 'datetime')).toBeNull()
    expect(parseStoredDate(20261122, 'date')).toBeNull()
    expect(parseStoredDate(undefined, 'datetime')).toBeNull()
  })
})

describe('toStoredDate', () => {
  it('stores a date as yyyy-MM-dd of its local day and a datetime as ISO 8601 in UTC', () => {
    const moment = new Date(2026, 10, 22, 15, 30)
    expect(toStoredDate(moment, 'date')).toBe('2026-11-22')
    expect(toStoredDate(moment, 'datetime')).toBe(moment.toISOString())
  })
})

describe('formatDateText', () => {
  it("shows dates as 'MMM d, yyyy' and datetimes as 'MMM d, yyyy p'", () => {
    expect(formatDateText(new Date(2026, 10, 22), dateFormat)).toBe('Nov 22, 2026')
    expect(formatDateText(new Date(2026, 10, 22, 15, 30), datetimeFormat)).toBe('Nov 22, 2026 3:30 PM')
  })
})

describe('parseDateText', () => {
  it('reads text in the pattern, in any case and with spaces around it', () => {
    expect(parseDateText('Nov 22, 2026', dateFormat, reference)).toEqual(new Date(2026, 10, 22))
    expect(parseDateText('  nov 22, 2026 ', dateFormat, reference)).toEqual(new Date(2026, 10, 22))
    expect(parseDateText('Nov 22, 2026 3:30 PM', datetimeFormat, reference)).toEqual(new Date(2026, 10, 22, 15, 30))
  })

  it('reads ISO 8601 text as well', () => {
    expect(parseDateText('2026-11-22', dateFormat, reference)).toEqual(new Date(2026, 10, 22))
    expect(parseDateText('2026-11-22T15:30:00.000Z', datetimeFormat, reference)?.toISOString()).toBe(
      '2026-11-22T15:30:00.000Z',
    )
  })

  it('gives null for text that names no date', () => {
    expect(parseDateText('tomorrow', dateFormat, reference)).toBeNull()
    expect(parseDateText('Nov 31, 2026', dateFormat, reference)).toBeNull()
    expect(parseDateText('Nov 22, 2026 and more', dateFormat, reference)).toBeNull()
    expect(parseDateText('Nov 22, 2026', datetimeFormat, reference)).toBeNull()
    expect(parseDateText('   ', dateFormat, reference)).toBeNull()
  })

  it('follows a custom pattern', () => {
    const european = dateTimeFormatOf(schema.get('european') as SchemaType, 'date')
    expect(parseDateText('01.12.2026', european, reference)).toEqual(new Date(2026, 11, 1))
    expect(parseDateText('Dec 1, 2026', european, reference)).toBeNull()
  })
})

describe('roundToTimeStep', () => {
  it('rounds minutes down to a multiple of a step above 1 and drops seconds', () => {
    expect(roundToTimeStep(new Date(2026, 10, 22, 15, 44, 59), 15)).toEqual(new Date(2026, 10, 22, 15, 30))
    expect(roundToTimeStep(new Date(2026, 10, 22, 15, 45), 15)).toEqual(new Date(2026, 10, 22, 15, 45))
    expect(roundToTimeStep(new Date(2026, 10, 22, 15, 59), 90)).toEqual(new Date(2026, 10, 22, 15, 0))
  })

  it('leaves a moment as it is with a step of 1', () => {
    const moment = new Date(2026, 10, 22, 15, 44, 59)
    expect(roundToTimeStep(moment, 1)).toBe(moment)
  })
})

describe('dateTimeFormatOf', () => {
  it('defaults to the spec patterns, with examples of Jan 1, 2000', () => {
    expect(dateFormat).toEqual({
      kind: 'date',
      pattern: 'MMM d, yyyy',
      example: 'Jan 1, 2000',
      timeStep: 1,
      twelveHour: false,
    })
    expect(datetimeFormat).toEqual({
      kind: 'datetime',
      pattern: 'MMM d, yyyy p',
      example: 'Jan 1, 2000 12:00 AM',
      timeStep: 1,
      twelveHour: true,
    })
  })

  it('takes dateFormat, timeFormat and timeStep from the options', () => {
    expect(dateTimeFormatOf(schema.get('european') as SchemaType, 'date')).toMatchObject({
      pattern: 'dd.MM.yyyy',
      example: '01.01.2000',
    })
    expect(dateTimeFormatOf(schema.get('clock') as SchemaType, 'datetime')).toEqual({
      kind: 'datetime',
      pattern: 'MMM d, yyyy HH:mm',
      example: 'Jan 1, 2000 00:00',
      timeStep: 15,
      twelveHour: false,
    })
  })

  it('names the option of a pattern date-fns does not take', () => {
    const moment = {
      name: 'legacy',
      jsonType: 'string',
      intrinsic: 'date',
      options: {dateFormat: 'YYYY-MM-DD'},
    } as SchemaType
    const warn = console.warn
    console.warn = () => {}
    try {
      expect(() => dateTimeFormatOf(moment, 'date')).toThrow(
        /Type "legacy": options.dateFormat is not a valid date-fns format pattern \("YYYY-MM-DD"\)/,
      )
    } finally {
      console.warn = warn
    }
  })

  it('rejects a time step that is not a whole number of minutes of 1 or more', () => {
    for (const timeStep of [0, -5, 2.5, '15']) {
      const type = {name: 'slot', jsonType: 'string', intrinsic: 'datetime', options: {timeStep}} as SchemaType
      expect(() => dateTimeFormatOf(type, 'datetime')).toThrow(
        /options.timeStep must be a whole number of minutes of 1 or more/,
      )
    }
  })
})
