import type {JsonType} from '../../types'

/**
 * Turns a stored value of one JSON type into the JSON type its field expects.
 * @public
 */
export interface ValueConverter {
  /** The JSON type of the values it converts. */
  from: JsonType
  /** The JSON type it converts them to. */
  to: JsonType
  /** The converted value; only offered for values it can convert (see {@link getValueConverter}). */
  convert: (value: unknown) => unknown
}

const TRUE_WORDS = new Set(['yes', 'true', '1'])
const FALSE_WORDS = new Set(['false', 'no', '0', 'null'])
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i

/** `'yes'`, `'true'`, `'1'` → true; `'false'`, `'no'`, `'0'`, `'null'` → false (case-insensitive, trimmed); otherwise undefined. */
export function booleanFromString(text: string): boolean | undefined {
  const word = text.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** The number a text spells (`'42'`, `' -1.5 '`, `'1e3'`), or undefined when it spells none or no finite one. */
export function numberFromString(text: string): number | undefined {
  const trimmed = text.trim()
  if (!NUMERIC.test(trimmed)) return undefined
  const number = Number.parseFloat(trimmed)
  return Number.isFinite(number) ? number : undefined
}

const CONVERTERS: ReadonlyArray<ValueConverter & {accepts: (value: unknown) => boolean}> = [
  {
    from: 'number',
    to: 'string',
    accepts: (value) => typeof value === 'number' && Number.isFinite(value),
    convert: (value) => String(value),
  },
  {from: 'boolean', to: 'string', accepts: (value) => typeof value === 'boolean', convert: (value) => String(value)},
  {
    from: 'string',
    to: 'number',
    accepts: (value) => typeof value === 'string' && numberFromString(value) !== undefined,
    convert: (value) => numberFromString(value as string),
  },
  {
    from: 'string',
    to: 'boolean',
    accepts: (value) => typeof value === 'string' && booleanFromString(value) !== undefined,
    convert: (value) => booleanFromString(value as string),
  },
  {from: 'number', to: 'boolean', accepts: (value) => value === 0 || value === 1, convert: (value) => value === 1},
]

/**
 * The converter that turns `value` into a value of JSON type `to`, when one applies to this
 * very value: a number or boolean becomes its text; a text spelling a number or a boolean word
 * becomes that number or boolean; 0 and 1 become false and true. Anything else has none, and
 * the field offers only a reset.
 */
export function getValueConverter(value: unknown, to: JsonType): ValueConverter | undefined {
  // The shared entry itself, so form state built twice for one value compares equal.
  return CONVERTERS.find((candidate) => candidate.to === to && candidate.accepts(value))
}
