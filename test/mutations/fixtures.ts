import type {ContentDocument} from '../../src/types'

/** Freezes a value and everything in it, so a test fails if the engine mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** A frozen document of type `post` with id `post-1`, plus the given fields. */
export function doc(fields: Record<string, unknown> = {}): ContentDocument {
  return deepFreeze({_id: 'post-1', _type: 'post', ...fields})
}

/** A keyed array item. */
export function item(key: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {_key: key, ...fields}
}

/** The `_key`s of a list of items, for compact assertions. */
export function keys(items: unknown): string[] {
  return (items as Array<{_key: string}>).map((entry) => entry._key)
}

/** Runs `fn` and returns what it threw (fails the test if nothing was thrown). */
export function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('Expected a throw')
}
