import type {Path, ValidationLevel} from '../types'
import {localize, type Failure, type RunEnvironment, type ValidatorOutcome} from './ValueScope'

const LEVELS = new Set<unknown>(['error', 'warning', 'info'])

/**
 * Turns what a custom validator returned into failures. `true` and an empty array pass; a
 * string or `{message, path?, level?}` fails (an empty message becomes 'Unknown error'); in an
 * array, an entry without a message becomes 'Error'. Anything else is a bug in the validator
 * and throws, which the engine reports as an exception marker.
 * @internal
 */
export function customValidatorResult(result: unknown, env: RunEnvironment): ValidatorOutcome {
  if (result === true) return null
  if (typeof result === 'string') return {message: result || localize(env, 'generic.unknown-error')}
  if (Array.isArray(result)) {
    const failures: Failure[] = []
    for (const entry of result) {
      if (entry === true) continue
      failures.push(toFailure(entry, () => localize(env, 'generic.item-error')))
    }
    return failures.length > 0 ? failures : null
  }
  if (typeof result === 'object' && result !== null)
    return toFailure(result, () => localize(env, 'generic.unknown-error'))
  throw new TypeError(
    `A custom validator must return true or a validation message (string, {message}, or an array of those), got ${describe(result)}`,
  )
}

function toFailure(entry: unknown, fallback: () => string): Failure {
  if (typeof entry === 'string') return {message: entry || fallback()}
  if (typeof entry !== 'object' || entry === null) return {message: fallback()}
  const {message, path, level} = entry as {message?: unknown; path?: unknown; level?: unknown}
  const failure: Failure = {message: typeof message === 'string' && message !== '' ? message : fallback()}
  if (Array.isArray(path)) failure.path = path as Path
  if (LEVELS.has(level)) failure.level = level as ValidationLevel
  return failure
}

function describe(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number')
    return String(value)
  return typeof value
}
