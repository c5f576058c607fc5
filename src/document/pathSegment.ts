import type {IndexTuple, KeyedSegment, PathSegment} from '../types'

/**
 * Whether a path segment addresses an array item by its `_key` (`{_key: 'k'}`).
 * @public
 */
export function isKeyedSegment(segment: unknown): segment is KeyedSegment {
  return (
    typeof segment === 'object' &&
    segment !== null &&
    !Array.isArray(segment) &&
    typeof (segment as {_key?: unknown})._key === 'string'
  )
}

/** Whether a path segment is an array index (negative indices count from the end). */
export function isIndexSegment(segment: unknown): segment is number {
  return typeof segment === 'number'
}

/** Whether a path segment is a slice `[from, to]`, where `''` means open on that side. */
export function isIndexTuple(segment: unknown): segment is IndexTuple {
  return (
    Array.isArray(segment) &&
    segment.length === 2 &&
    segment.every((end: unknown) => typeof end === 'number' || end === '')
  )
}

/** Whether two path segments address the same step. */
export function segmentsAreEqual(a: PathSegment, b: PathSegment): boolean {
  if (typeof a === 'string' || typeof a === 'number') return a === b
  if (isKeyedSegment(a)) return isKeyedSegment(b) && a._key === b._key
  return isIndexTuple(b) && a[0] === b[0] && a[1] === b[1]
}
