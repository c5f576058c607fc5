import type {Path} from '../types'
import {isKeyedSegment} from './pathSegment'

/** Whether a value is a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object's own property; never reaches the prototype (`__proto__`, `constructor`). */
export function getOwn(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined
}

/**
 * The value at a path, or `undefined` when any step is missing. Keyed segments find the
 * first item with that `_key`; negative indices count from the end; a slice `[from, to]`
 * selects that part of an array and later steps apply to the slice.
 *
 * @example
 * ```ts
 * getValueAtPath({body: [{_key: 'a', text: 'hi'}]}, ['body', {_key: 'a'}, 'text']) // 'hi'
 * ```
 * @public
 */
export function getValueAtPath(value: unknown, path: Path): unknown {
  let current = value
  for (const segment of path) {
    if (current === undefined) return undefined
    if (typeof segment === 'string') {
      current = isRecord(current) ? getOwn(current, segment) : undefined
    } else if (!Array.isArray(current)) {
      return undefined
    } else if (typeof segment === 'number') {
      current = current.at(segment)
    } else if (isKeyedSegment(segment)) {
      current = current.find((item: unknown) => isRecord(item) && item._key === segment._key)
    } else {
      const [from, to] = segment
      current = current.slice(from === '' ? 0 : from, to === '' ? undefined : to)
    }
  }
  return current
}
