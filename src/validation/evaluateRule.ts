import {pathToString} from '../document'
import type {SchemaType} from '../types'
import {validateAllowed, validateUnique} from './arrayValidators'
import {customValidatorResult} from './customValidatorResult'
import {validateAssetRequired, validateReference} from './objectValidators'
import {validateBlock} from './portableTextValidator'
import {
  validateBound,
  validateDateFormat,
  validateInteger,
  validatePrecision,
  validateThreshold,
} from './rangeValidators'
import type {ValidationRule, RuleSpec} from './ValidationRule'
import {validateSlug} from './slugValidator'
import {validateCase, validateEmail, validateRegex, validateUri} from './stringValidators'
import {
  isPromiseLike,
  localize,
  pickMessage,
  toValidationContext,
  type Failure,
  type MaybePromise,
  type ValidatorOutcome,
  type ValueScope,
} from './ValueScope'

/** A custom validator slower than this many ms logs a warning naming its path. */
export const SLOW_VALIDATOR_MS = 5000

/**
 * Whether a value counts as absent for `required()`: `undefined`/`null`, an empty string or
 * array, a non-boolean for boolean types, and an object without any non-underscore field
 * (a reference's `_ref` counts as a field).
 * @internal
 */
export function isMissing(value: unknown, type: SchemaType | undefined): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0
  if (type?.jsonType === 'boolean') return typeof value !== 'boolean'
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key in record) {
      if ((key === '_ref' || !key.startsWith('_')) && record[key] !== undefined) return false
    }
    return true
  }
  return false
}

/**
 * Evaluates one rule for one value. Synchronous constraints answer synchronously; a promise
 * is returned only when a constraint (custom, reference, slug) returned one. The rule's
 * message replaces the failures' messages, and its level applies to failures without one.
 * @internal
 */
export function evaluateRule(rule: ValidationRule, scope: ValueScope): MaybePromise<Failure[] | null> {
  const {value, type} = scope
  if (rule._presence === 'required' && isMissing(value, type)) {
    return finish(rule, scope, [{message: localize(scope.env, 'generic.required')}])
  }
  const empty = value === undefined || value === null
  if (empty && rule._presence === 'optional') return null

  const outcomes: Array<MaybePromise<ValidatorOutcome>> = []
  for (const spec of rule._specs) {
    // Constraints speak about present values; custom validators (and groups holding them) also see absent ones.
    if (empty && spec.flag !== 'custom' && spec.flag !== 'all' && spec.flag !== 'either') continue
    outcomes.push(runSpec(spec, scope))
  }
  const combined = combine(outcomes)
  return isPromiseLike<Failure[] | null>(combined)
    ? combined.then((failures) => finish(rule, scope, failures))
    : finish(rule, scope, combined)
}

function finish(rule: ValidationRule, scope: ValueScope, failures: Failure[] | null): Failure[] | null {
  if (!failures || failures.length === 0) return null
  const message = rule._message === undefined ? undefined : pickMessage(scope.env, rule._message)
  const level = rule._level
  if (message === undefined && level === undefined) return failures
  const mapped = failures.map((failure) => ({
    ...failure,
    message: message ?? failure.message,
    level: failure.level ?? level,
  }))
  if (message === undefined || mapped.length < 2) return mapped
  // One custom message for several failures at the same place (e.g. every branch of either()) is said once.
  const seen = new Set<string>()
  return mapped.filter((failure) => {
    const key = `${failure.level ?? ''}|${JSON.stringify(failure.path ?? [])}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function runSpec(spec: RuleSpec, scope: ValueScope): MaybePromise<ValidatorOutcome> {
  switch (spec.flag) {
    case 'valid':
      return validateAllowed(scope, spec.constraint)
    case 'all':
      return combine(spec.constraint.map((child) => evaluateRule(child, scope)))
    case 'either':
      return evaluateEither(spec.constraint, scope)
    case 'custom':
      return runCustom(spec.constraint, scope)
    case 'min':
    case 'max':
    case 'length':
      return validateBound(scope, spec.flag, spec.constraint)
    case 'precision':
      return validatePrecision(scope, spec.constraint)
    case 'greaterThan':
    case 'lessThan':
      return validateThreshold(scope, spec.flag, spec.constraint)
    case 'integer':
      return validateInteger(scope)
    case 'uri':
      return validateUri(scope, spec.constraint)
    case 'uppercase':
    case 'lowercase':
      return validateCase(scope, spec.flag)
    case 'regex':
      return validateRegex(scope, spec.constraint)
    case 'email':
      return validateEmail(scope)
    case 'unique':
      return validateUnique(scope)
    case 'reference':
      return validateReference(scope)
    case 'assetRequired':
      return validateAssetRequired(scope)
    case 'date':
      return validateDateFormat(scope)
    case 'slug':
      return validateSlug(scope)
    case 'block':
      return validateBlock(scope)
  }
}

/** Passes when any child passes; otherwise reports every child's failures (each is a way out). */
function evaluateEither(rules: readonly ValidationRule[], scope: ValueScope): MaybePromise<ValidatorOutcome> {
  const results = rules.map((child) => evaluateRule(child, scope))
  const decide = (settled: Array<Failure[] | null>): ValidatorOutcome =>
    settled.some((failures) => !failures || failures.length === 0)
      ? null
      : settled.flatMap((failures) => failures ?? [])
  return results.some((result) => isPromiseLike(result))
    ? Promise.all(results).then(decide)
    : decide(results as Array<Failure[] | null>)
}

function runCustom(
  validator: (value: unknown, context: ReturnType<typeof toValidationContext>) => unknown,
  scope: ValueScope,
) {
  const result = validator(scope.value, toValidationContext(scope))
  if (!isPromiseLike(result)) return customValidatorResult(result, scope.env)
  const {signal} = scope.env
  const timer = setTimeout(() => {
    console.warn(
      `Custom validator at "${pathToString(scope.path)}" has taken more than ${SLOW_VALIDATOR_MS} ms to respond`,
    )
  }, SLOW_VALIDATOR_MS)
  // An aborted run no longer cares how slow its validators are.
  const stop = () => clearTimeout(timer)
  signal?.addEventListener('abort', stop, {once: true})
  return Promise.resolve(result)
    .then((settled) => customValidatorResult(settled, scope.env))
    .finally(() => {
      stop()
      signal?.removeEventListener('abort', stop)
    })
}

/** Flattens outcomes, staying synchronous unless one of them is a promise. */
function combine(outcomes: Array<MaybePromise<ValidatorOutcome | Failure[] | null>>): MaybePromise<Failure[] | null> {
  let pending = false
  for (const outcome of outcomes) if (isPromiseLike(outcome)) pending = true
  if (pending) return Promise.all(outcomes).then(flatten)
  return flatten(outcomes as ValidatorOutcome[])
}

function flatten(outcomes: ValidatorOutcome[]): Failure[] | null {
  let failures: Failure[] | null = null
  for (const outcome of outcomes) {
    if (!outcome) continue
    failures ??= []
    if (Array.isArray(outcome)) failures.push(...outcome)
    else failures.push(outcome)
  }
  return failures
}
