import {inferRules} from '../../validation'
import type {SchemaType} from '../../types'

/** What a number type's rules say about the numbers it takes, for the keyboard an input asks for. */
export interface NumberConstraints {
  /** `integer()`, or `precision(0)`. */
  onlyIntegers: boolean
  /** A `min()` of 0 or more (or `positive()`). */
  onlyPositive: boolean
}

/** Reads the integer, precision and minimum rules of a number type (field references are unknown, so ignored). */
export function numberConstraints(schemaType: SchemaType): NumberConstraints {
  let onlyIntegers = false
  let onlyPositive = false
  for (const rule of inferRules(schemaType)) {
    for (const spec of rule._specs) {
      if (spec.flag === 'integer') onlyIntegers = true
      if (spec.flag === 'precision' && spec.constraint === 0) onlyIntegers = true
      if (spec.flag === 'min' && typeof spec.constraint === 'number' && spec.constraint >= 0) onlyPositive = true
    }
  }
  return {onlyIntegers, onlyPositive}
}

/**
 * The `inputMode` of a number input, from its validation rules: `numeric` (digits only) for integers
 * (`integer()` or `precision(0)`); `decimal` (a numeric keypad with a decimal separator) for a
 * minimum of 0 or more; otherwise `text`, since phones' numeric keypads have no minus sign.
 */
export function numberInputMode(constraints: NumberConstraints): 'numeric' | 'decimal' | 'text' {
  if (constraints.onlyIntegers) return 'numeric'
  if (constraints.onlyPositive) return 'decimal'
  return 'text'
}

/**
 * Parses what a number input holds as a float; empty text, text that is no number and numbers
 * that are not finite give null.
 */
export function parseNumberInput(text: string): number | null {
  if (text.trim() === '') return null
  const number = Number.parseFloat(text)
  return Number.isFinite(number) ? number : null
}

/** Whether a number is within the safe integer range; number inputs ignore values outside it. */
export function isWithinSafeRange(number: number): boolean {
  return number >= Number.MIN_SAFE_INTEGER && number <= Number.MAX_SAFE_INTEGER
}
