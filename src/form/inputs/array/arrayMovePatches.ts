import {isRecord} from '../../../document'
import type {Patch} from '../../../types'
import {insert, move, unset} from '../../patch/patches'

/**
 * The patches that move the item at `from` to index `to` of `items` (the array's value), with
 * paths relative to the array. Items with a `_key` move with one `move` patch, placing the item
 * after the one it passes going down and before it going up — by key, so the move lands right
 * even when someone else edits the array meanwhile. Items without keys (primitives) are removed
 * by index and inserted again at their new place.
 *
 * @returns No patches when nothing moves or an index is out of range.
 */
export function arrayMovePatches(items: readonly unknown[], from: number, to: number): Patch[] {
  if (from === to || !(from in items) || !(to in items)) return []
  const moved = items[from]
  const target = items[to]
  if (hasKey(moved) && hasKey(target)) return [move(moved, target, from < to ? 'after' : 'before')]
  // After the removal the items before the new place are those at 0 … to-1 of the shorter array.
  return [unset([from]), to === 0 ? insert([moved], 'before', [0]) : insert([moved], 'after', [to - 1])]
}

function hasKey(item: unknown): boolean {
  return isRecord(item) && typeof item._key === 'string' && item._key !== ''
}
