import type {PathSegment} from '../types'
import {valueFingerprint, valuesAreEqual} from './valueFingerprint'
import {localize, type Failure, type ValidatorOutcome, type ValueScope} from './ValueScope'

/**
 * The path segment of an array item: its `_key` when it has one, otherwise its index.
 * @internal
 */
export function itemSegment(item: unknown, index: number): PathSegment {
  if (typeof item === 'object' && item !== null) {
    const key = (item as {_key?: unknown})._key
    if (typeof key === 'string' && key !== '') return {_key: key}
  }
  return index
}

/**
 * Array items must not repeat (deep equality ignoring `_key`). Every item that has a twin is
 * flagged at its own path, the first one included, so each can be fixed where it is.
 * @internal
 */
export function validateUnique(scope: ValueScope): ValidatorOutcome {
  const {value, env} = scope
  if (!Array.isArray(value) || value.length < 2) return null
  const seen = new Map<string, number[]>()
  value.forEach((item, index) => {
    const fingerprint = valueFingerprint(item)
    const indices = seen.get(fingerprint)
    if (indices) indices.push(index)
    else seen.set(fingerprint, [index])
  })
  const failures: Failure[] = []
  let message: string | undefined
  for (const indices of seen.values()) {
    if (indices.length < 2) continue
    message ??= localize(env, 'array.item-duplicate')
    for (const index of indices) failures.push({message, path: [itemSegment(value[index], index)]})
  }
  return failures.length > 0 ? failures : null
}

/**
 * The value must equal one of the allowed values. For an array each item is checked and a
 * disallowed item is flagged at its own path.
 * @internal
 */
export function validateAllowed(scope: ValueScope, allowed: readonly unknown[]): ValidatorOutcome {
  const {value, env} = scope
  const isAllowed = (candidate: unknown) => allowed.some((option) => valuesAreEqual(option, candidate))
  if (!Array.isArray(value)) return isAllowed(value) ? null : {message: localize(env, 'generic.not-allowed')}
  const failures: Failure[] = []
  value.forEach((item, index) => {
    if (!isAllowed(item))
      failures.push({message: localize(env, 'generic.not-allowed'), path: [itemSegment(item, index)]})
  })
  return failures.length > 0 ? failures : null
}
