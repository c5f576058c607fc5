import type {Path} from '../types'
import {segmentsAreEqual} from './pathSegment'

/**
 * Whether two paths address the same place, segment by segment (keyed segments compare by
 * `_key`, slices by their ends).
 * @public
 */
export function pathsAreEqual(a: Path, b: Path): boolean {
  return a.length === b.length && pathStartsWith(a, b)
}

/**
 * Whether `path` starts with `prefix` (a path starts with itself and with the empty path).
 *
 * @example
 * ```ts
 * pathStartsWith(['body'], ['body', {_key: 'a'}, 'children']) // true
 * ```
 * @public
 */
export function pathStartsWith(prefix: Path, path: Path): boolean {
  if (prefix.length > path.length) return false
  return prefix.every((segment, index) => segmentsAreEqual(segment, path[index] as Path[number]))
}
