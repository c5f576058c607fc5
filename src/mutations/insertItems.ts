import {resolveSlice, selectArrayIndices, type ArrayItemSelector} from '../document'
import type {InsertPosition} from '../types'

/**
 * Inserts `items` into a copy of `array` relative to the items `selector` picks: `before` the
 * first picked item, `after` the last, or `replace` all picked items (the new items go where
 * the first one was).
 *
 * When nothing is picked, a key selector makes this a no-op (the keyed item is gone), while an
 * index, slice or wildcard inserts at the nearest position inside the array: `arr[-1]` and
 * `arr[0]` of an empty array, or `arr[9]` of a short one, insert at its start or end.
 */
export function insertItems(
  array: readonly unknown[],
  selector: ArrayItemSelector,
  position: InsertPosition,
  items: readonly unknown[],
): unknown[] {
  const picked = selectArrayIndices(array, selector)
  if (picked.length === 0) {
    if (selector.type === 'key') return array as unknown[]
    const at = emptySelectionPosition(array.length, selector)
    return [...array.slice(0, at), ...items, ...array.slice(at)]
  }
  const first = picked[0] as number
  const last = picked[picked.length - 1] as number
  if (position === 'before') return [...array.slice(0, first), ...items, ...array.slice(first)]
  if (position === 'after') return [...array.slice(0, last + 1), ...items, ...array.slice(last + 1)]
  const pickedSet = new Set(picked)
  const kept = array.filter((_, index) => !pickedSet.has(index))
  // Items before `first` are never picked, so `first` is still the position in `kept`.
  return [...kept.slice(0, first), ...items, ...kept.slice(first)]
}

function emptySelectionPosition(length: number, selector: Exclude<ArrayItemSelector, {type: 'key'}>): number {
  // A wildcard picks nothing only in an empty array.
  if (selector.type === 'wildcard') return 0
  if (selector.type === 'slice') return resolveSlice(length, selector.start, selector.end)[0]
  const index = selector.index < 0 ? length + selector.index : selector.index
  return index < 0 ? 0 : length
}
