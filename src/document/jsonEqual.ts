import {isRecord} from './getValueAtPath'

/**
 * Whether two JSON values are equal, deeply. Keys whose value is `undefined` count as absent,
 * as they would once serialised.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const key of keys) if (!jsonEqual(a[key], b[key])) return false
    return true
  }
  return false
}
