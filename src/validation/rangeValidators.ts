import {getValueAtPath} from '../document'
import type {FieldReference, SchemaType} from '../types'
import {isFieldReference} from './ValidationRule'
import {localize, type ValidatorOutcome, type ValueScope} from './ValueScope'

// ISO-8601 date, optionally with a time (T or space) and an offset.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** Sentinel for "the argument points at an empty sibling": the rule is skipped. */
const SKIP = Symbol('skip')

/**
 * A rule argument, with `valueOfField` resolved against the value's parent.
 * @internal
 */
export function resolveArgument<T>(scope: ValueScope, argument: T | FieldReference): T | typeof SKIP {
  if (!isFieldReference(argument)) return argument
  const path = Array.isArray(argument.path) ? argument.path : argument.path.split('.')
  const resolved = getValueAtPath(scope.parent, path)
  return resolved === undefined || resolved === null ? SKIP : (resolved as T)
}

/** Whether the type stores dates as strings (`date`, `datetime`, or types extending them). */
export function isDateType(type: SchemaType | undefined): boolean {
  return type?.intrinsic === 'date' || type?.intrinsic === 'datetime'
}

/** Whether an array type holds portable text blocks (messages then say "blocks"). @internal */
export function isPortableTextArray(type: SchemaType | undefined): boolean {
  return type?.jsonType === 'array' && type.of.some((member) => member.intrinsic === 'block')
}

/**
 * min / max / length for the value's kind: characters of a string, items of an array, the
 * number itself, or the instant of a date string ('now' allowed).
 * @internal
 */
export function validateBound(
  scope: ValueScope,
  flag: 'min' | 'max' | 'length',
  argument: number | string | FieldReference,
): ValidatorOutcome {
  const {value, env, type} = scope
  const resolved = resolveArgument(scope, argument)
  if (resolved === SKIP) return null

  if (typeof value === 'string' && isDateType(type) && flag !== 'length')
    return validateDateBound(scope, flag, resolved)

  const limit = Number(resolved)
  if (!Number.isFinite(limit)) return null
  if (typeof value === 'number') {
    if (flag === 'min') return value >= limit ? null : {message: localize(env, 'number.minimum', {minNumber: limit})}
    if (flag === 'max') return value <= limit ? null : {message: localize(env, 'number.maximum', {maxNumber: limit})}
    return null
  }
  if (typeof value === 'string') {
    const length = value.length
    if (flag === 'min')
      return length >= limit ? null : {message: localize(env, 'string.minimum-length', {minLength: limit})}
    if (flag === 'max')
      return length <= limit ? null : {message: localize(env, 'string.maximum-length', {maxLength: limit})}
    return length === limit ? null : {message: localize(env, 'string.exact-length', {wantedLength: limit})}
  }
  if (Array.isArray(value)) {
    const count = value.length
    const passes = flag === 'min' ? count >= limit : flag === 'max' ? count <= limit : count === limit
    if (passes) return null
    const group = isPortableTextArray(type) ? 'blocks' : 'array'
    const name = flag === 'min' ? 'minimum-length' : flag === 'max' ? 'maximum-length' : 'exact-length'
    return {
      message: localize(env, `${group}.${name}`, {
        count: limit,
        wantedLength: limit,
        minLength: limit,
        maxLength: limit,
      }),
    }
  }
  return null
}

function validateDateBound(scope: ValueScope, flag: 'min' | 'max', argument: unknown): ValidatorOutcome {
  const {value, env, type} = scope
  if (typeof value !== 'string' || (typeof argument !== 'string' && !(argument instanceof Date))) return null
  const dateOnly = type?.intrinsic === 'date'
  let bound: string
  if (argument === 'now') {
    const now = new Date().toISOString()
    bound = dateOnly ? now.slice(0, 10) : now
  } else {
    bound = argument instanceof Date ? argument.toISOString() : argument
  }
  const actual = dateOnly ? value.slice(0, 10) : value
  const comparable = dateOnly ? compareStrings(actual, bound.slice(0, 10)) : Date.parse(actual) - Date.parse(bound)
  if (Number.isNaN(comparable)) return null
  if (flag === 'min') return comparable >= 0 ? null : {message: localize(env, 'date.minimum', {minDate: bound})}
  return comparable <= 0 ? null : {message: localize(env, 'date.maximum', {maxDate: bound})}
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** A date / datetime string must be ISO-8601 formatted and name a real instant. @internal */
export function validateDateFormat(scope: ValueScope): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'string') return null
  if (ISO_DATE.test(value) && Number.isFinite(Date.parse(value)) && hasRealDay(value)) return null
  return {message: localize(env, 'date.invalid-format')}
}

// Date.parse rolls 2023-02-30 over to March in some engines; compare the day back.
function hasRealDay(value: string): boolean {
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(5, 7))
  const day = Number(value.slice(8, 10))
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** greaterThan / lessThan (strict) for numbers. @internal */
export function validateThreshold(
  scope: ValueScope,
  flag: 'greaterThan' | 'lessThan',
  argument: number | FieldReference,
): ValidatorOutcome {
  const {value, env} = scope
  const resolved = resolveArgument(scope, argument)
  if (resolved === SKIP || typeof value !== 'number') return null
  const threshold = Number(resolved)
  if (!Number.isFinite(threshold)) return null
  if (flag === 'greaterThan')
    return value > threshold ? null : {message: localize(env, 'number.greater-than', {threshold})}
  return value < threshold ? null : {message: localize(env, 'number.less-than', {threshold})}
}

/** The number must be a whole number. @internal */
export function validateInteger(scope: ValueScope): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'number') return null
  return Number.isInteger(value) ? null : {message: localize(env, 'number.non-integer')}
}

/** The number may have at most `digits` decimals. @internal */
export function validatePrecision(scope: ValueScope, argument: number | FieldReference): ValidatorOutcome {
  const {value, env} = scope
  const resolved = resolveArgument(scope, argument)
  if (resolved === SKIP || typeof value !== 'number' || !Number.isFinite(value)) return null
  const limit = Number(resolved)
  if (!Number.isFinite(limit)) return null
  return countDecimals(value) <= limit ? null : {message: localize(env, 'number.maximum-precision', {limit})}
}

function countDecimals(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e')
  const decimals = mantissa.split('.')[1]?.length ?? 0
  return Math.max(0, decimals - Number(exponent ?? 0))
}
