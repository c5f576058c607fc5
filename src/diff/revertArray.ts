import type {Patch} from '../types'
import {ALL, narrowSelection, type RevertSelection} from './revertSelection'
import type {ArrayDiff, ArrayItemDiff, Diff} from './types'

/** Reverts one diff (handed in, so this file need not import the one that calls it). */
export type RevertDiff = (diff: Diff, selection: RevertSelection) => Patch[]

/**
 * The patches that revert the selected items of a changed array that is there in the newer
 * version. Keyed arrays: added items are unset by key, changed items reverted inside, moved
 * items moved back (`move` needs both items keyed, so only keyed arrays move), removed items
 * inserted again next to the item that preceded them (one insert per run, never an empty
 * one). Positional arrays: items set by index, extra items unset from the end, missing ones
 * appended. An array left empty is unset as a whole (set to `[]` when it was `[]`).
 */
export function revertArray(diff: ArrayDiff, selection: RevertSelection, revert: RevertDiff): Patch[] {
  const {patches, length} =
    diff.matchedBy === 'key' ? revertKeyed(diff, selection, revert) : revertPositional(diff, selection, revert)
  if (patches.length === 0 || length > 0) return patches
  const wasEmpty = Array.isArray(diff.fromValue) && diff.fromValue.length === 0
  return [wasEmpty ? {type: 'set', path: diff.path, value: []} : {type: 'unset', path: diff.path}]
}

function revertKeyed(
  diff: ArrayDiff,
  selection: RevertSelection,
  revert: RevertDiff,
): {patches: Patch[]; length: number} {
  const path = diff.path
  const selected = new Map<ArrayItemDiff, RevertSelection>()
  for (const item of diff.items) {
    const itemSelection = narrowSelection(selection, item.diff.path)
    if (itemSelection) selected.set(item, itemSelection)
  }
  // The keys of the array as the patches so far leave it, in order.
  const current = diff.items
    .filter((item) => item.toIndex !== undefined)
    .sort((a, b) => (a.toIndex as number) - (b.toIndex as number))
    .map((item) => item.key as string)
  const present = new Set(current)
  const patches: Patch[] = []
  const inside: Patch[] = []
  for (const item of diff.items) {
    const itemSelection = selected.get(item)
    if (!itemSelection || item.toIndex === undefined) continue
    if (item.fromIndex === undefined && itemSelection === ALL) {
      patches.push({type: 'unset', path: item.diff.path})
      current.splice(current.indexOf(item.key as string), 1)
      present.delete(item.key as string)
    } else inside.push(...revert(item.diff, itemSelection))
  }
  patches.push(...inside)

  const fromOrder = diff.items
    .filter((item) => item.fromIndex !== undefined)
    .sort((a, b) => (a.fromIndex as number) - (b.fromIndex as number))
  /** The nearest item before `position` in the older order that the array has now. */
  const anchorBefore = (position: number): string | undefined => {
    for (let index = position - 1; index >= 0; index--) {
      const key = (fromOrder[index] as ArrayItemDiff).key as string
      if (present.has(key)) return key
    }
    return undefined
  }

  // Moves: each item goes right after the item that preceded it (or first). Reverting the
  // whole array checks every kept item in order, which restores the older order exactly.
  fromOrder.forEach((item, position) => {
    const key = item.key as string
    if (item.toIndex === undefined) return
    if (!(selection === ALL || (selected.has(item) && item.hasMoved))) return
    const anchor = anchorBefore(position)
    const at = current.indexOf(key)
    if (anchor !== undefined) {
      if (current[current.indexOf(anchor) + 1] === key) return
      patches.push({type: 'move', path, from: {_key: key}, to: {_key: anchor}, position: 'after'})
      current.splice(at, 1)
      current.splice(current.indexOf(anchor) + 1, 0, key)
    } else {
      const first = current[0] as string
      if (first === key) return
      patches.push({type: 'move', path, from: {_key: key}, to: {_key: first}, position: 'before'})
      current.splice(at, 1)
      current.unshift(key)
    }
  })

  // Inserts: removed items come back after the item that preceded them, runs in one insert.
  let open: {items: unknown[]; lastKey: string} | undefined
  fromOrder.forEach((item, position) => {
    const key = item.key as string
    if (item.toIndex !== undefined || !selected.has(item)) return
    const anchor = anchorBefore(position)
    if (open && anchor === open.lastKey) {
      open.items.push(item.diff.fromValue)
      open.lastKey = key
    } else {
      const items = [item.diff.fromValue]
      if (anchor !== undefined)
        patches.push({type: 'insert', path: [...path, {_key: anchor}], position: 'after', items})
      else if (current.length > 0) {
        patches.push({type: 'insert', path: [...path, {_key: current[0] as string}], position: 'before', items})
      } else patches.push({type: 'insert', path: [...path, -1], position: 'after', items})
      open = {items, lastKey: key}
    }
    current.splice(anchor === undefined ? 0 : current.indexOf(anchor) + 1, 0, key)
    present.add(key)
  })
  return {patches, length: current.length}
}

function revertPositional(
  diff: ArrayDiff,
  selection: RevertSelection,
  revert: RevertDiff,
): {patches: Patch[]; length: number} {
  const patches: Patch[] = []
  const unset: number[] = []
  const appended: unknown[] = []
  for (const item of diff.items) {
    const itemSelection = narrowSelection(selection, item.diff.path)
    if (!itemSelection) continue
    if (item.toIndex === undefined) appended.push(item.diff.fromValue)
    else if (item.fromIndex === undefined && itemSelection === ALL) unset.push(item.toIndex)
    else patches.push(...revert(item.diff, itemSelection))
  }
  // From the end, so each index still names its item.
  for (const index of unset.sort((a, b) => b - a)) patches.push({type: 'unset', path: [...diff.path, index]})
  if (appended.length > 0) patches.push({type: 'insert', path: [...diff.path, -1], position: 'after', items: appended})
  const length = (diff.toValue?.length ?? 0) - unset.length + appended.length
  return {patches, length}
}
