import {isPlainObject} from './isPlainObject'

/**
 * `source` laid over `target`, into a new object: plain objects on both sides merge key by
 * key, anything else in `source` (arrays included) replaces; `undefined` in `source` leaves
 * the target's value.
 */
export function deepAssign(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {...target}
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue
    const current = result[key]
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepAssign(current, value) : value
  }
  return result
}

/** Whether a value holds nothing: null, undefined, or arrays and objects of such (keys starting with `_` do not count). */
export function isDeepEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.every(isDeepEmpty)
  if (isPlainObject(value)) return Object.keys(value).every((key) => key.startsWith('_') || isDeepEmpty(value[key]))
  return false
}
