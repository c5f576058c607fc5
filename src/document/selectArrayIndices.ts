import {isRecord} from './getValueAtPath'
import type {JsonMatchSegment} from './parseJsonMatch'

/** The JSONMatch segments that select items of an array. */
export type ArrayItemSelector = Extract<JsonMatchSegment, {type: 'index' | 'key' | 'slice' | 'wildcard'}>

/** Whether a JSONMatch segment selects array items (index, key, slice or wildcard). */
export function isArrayItemSelector(segment: JsonMatchSegment): segment is ArrayItemSelector {
  return segment.type !== 'attribute'
}

/**
 * The indices, ascending, of the items of `array` that `selector` picks: a negative index
 * counts from the end, an index out of range picks nothing, a key picks every item with that
 * `_key`, a slice is end-exclusive with negative ends counting from the end (as
 * `Array.prototype.slice`), and a wildcard picks all.
 *
 * @example
 * ```ts
 * selectArrayIndices(['a', 'b', 'c'], {type: 'index', index: -1}) // [2]
 * selectArrayIndices(['a', 'b', 'c'], {type: 'slice', start: 1, end: null}) // [1, 2]
 * ```
 */
export function selectArrayIndices(array: readonly unknown[], selector: ArrayItemSelector): number[] {
  const length = array.length
  switch (selector.type) {
    case 'index': {
      const index = selector.index < 0 ? length + selector.index : selector.index
      return index >= 0 && index < length ? [index] : []
    }
    case 'key': {
      const indices: number[] = []
      array.forEach((item, index) => {
        if (isRecord(item) && item._key === selector.key) indices.push(index)
      })
      return indices
    }
    case 'slice': {
      const [start, end] = resolveSlice(length, selector.start, selector.end)
      return range(start, end)
    }
    case 'wildcard':
      return range(0, length)
  }
}

/**
 * The `[start, end)` bounds a slice covers in an array of `length` items, clamped to the array
 * (so `start <= end`, and `start` is where an insert at the slice goes).
 */
export function resolveSlice(length: number, start: number | null, end: number | null): [number, number] {
  const clamp = (value: number) => Math.min(length, Math.max(0, value < 0 ? length + value : value))
  const from = start === null ? 0 : clamp(start)
  const to = end === null ? length : clamp(end)
  return [from, Math.max(from, to)]
}

function range(start: number, end: number): number[] {
  const result: number[] = []
  for (let index = start; index < end; index++) result.push(index)
  return result
}
