import type {Node as PMNode} from 'prosemirror-model'
import type {Patch} from '../../../types'
import {insert, set, setIfMissing, unset} from '../../patch/patches'
import {isEmptyDoc, nodeToMember} from './portableTextConversion'
import {isSpan, type PortableTextMember} from './portableTextValue'
import {valuesAreEqual} from './valuesAreEqual'

/**
 * The patches (relative to the field's array) that turn the value of document `before` into
 * the value of `after` (see `docToPortableText`), as few and as small as it can:
 *
 * - a block whose spans kept their keys, types and marks and only changed text: a `set` of
 *   each changed span's text at `[{_key: block}, 'children', {_key: span}, 'text']` (the store
 *   sends string sets as diff-match-patch patches, so concurrent typing merges);
 * - any other change of a block: a `set` of the block at `[{_key: block}]`;
 * - removed blocks: `unset`; new blocks: an `insert` after the block before them (or before
 *   the first); a block that moved is removed and inserted again;
 * - the empty editor is no value: `unset()` of the field; from no value (`beforeEmpty`: the
 *   field has none, or an empty array), a `setIfMissing([])` and an insert of every block.
 *
 * Unchanged blocks are found by node identity, so typing in a long document costs one pass
 * over its top-level nodes.
 * @beta
 */
export function docPatches(before: PMNode, after: PMNode, beforeEmpty = isEmptyDoc(before)): Patch[] {
  if (before === after) return []
  const afterEmpty = isEmptyDoc(after)
  if (afterEmpty) return beforeEmpty ? [] : [unset()]
  if (beforeEmpty) {
    const items: PortableTextMember[] = []
    after.forEach((node) => items.push(nodeToMember(node)))
    return [setIfMissing([]), insert(items, 'after', [-1])]
  }
  if (before.childCount === after.childCount) {
    const patches = sameShapePatches(before, after)
    if (patches) return patches
  }
  return reorderedPatches(before, after)
}

/** Patches when both documents have the same blocks by key, in the same order; undefined otherwise. */
function sameShapePatches(before: PMNode, after: PMNode): Patch[] | undefined {
  const patches: Patch[] = []
  for (let index = 0; index < after.childCount; index++) {
    const next = after.child(index)
    const previous = before.child(index)
    if (next === previous) continue
    if (next.attrs.key !== previous.attrs.key) return undefined
    patches.push(...memberPatches(nodeToMember(previous), nodeToMember(next)))
  }
  return patches
}

function reorderedPatches(before: PMNode, after: PMNode): Patch[] {
  const oldIndex = new Map<string, number>()
  const oldMembers: PortableTextMember[] = []
  before.forEach((node, _offset, index) => {
    oldMembers.push(nodeToMember(node))
    oldIndex.set(node.attrs.key as string, index)
  })
  const newMembers: PortableTextMember[] = []
  after.forEach((node) => newMembers.push(nodeToMember(node)))
  // Blocks in both that keep their relative order stay; the others are removed and inserted.
  const common = newMembers.map((member) => oldIndex.get(member._key) ?? -1)
  const staying = longestIncreasing(common)
  const stayingKeys = new Set([...staying].map((index) => newMembers[index]!._key))

  const patches: Patch[] = []
  for (const member of oldMembers) {
    if (!stayingKeys.has(member._key)) patches.push(unset([{_key: member._key}]))
  }
  let previousKey: string | undefined
  let pending: PortableTextMember[] = []
  const flush = (nextKey: string | undefined) => {
    if (pending.length === 0) return
    if (previousKey !== undefined) patches.push(insert(pending, 'after', [{_key: previousKey}]))
    else if (nextKey !== undefined) patches.push(insert(pending, 'before', [{_key: nextKey}]))
    else patches.push(insert(pending, 'after', [-1]))
    pending = []
  }
  newMembers.forEach((member, index) => {
    if (!staying.has(index)) {
      pending.push(member)
      return
    }
    flush(member._key)
    patches.push(...memberPatches(oldMembers[common[index]!]!, member))
    previousKey = member._key
  })
  flush(undefined)
  return patches
}

/** The patches that turn one member into the next one with the same key. */
export function memberPatches(previous: PortableTextMember, next: PortableTextMember): Patch[] {
  if (previous === next) return []
  const textPatches = spanTextPatches(previous, next)
  if (textPatches) return textPatches
  return valuesAreEqual(previous, next) ? [] : [set(next, [{_key: next._key}])]
}

function spanTextPatches(previous: PortableTextMember, next: PortableTextMember): Patch[] | undefined {
  const before = previous.children
  const after = next.children
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return undefined
  for (const field of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (field !== 'children' && !valuesAreEqual(previous[field], next[field])) return undefined
  }
  const patches: Patch[] = []
  for (let index = 0; index < after.length; index++) {
    const old = before[index] as unknown
    const child = after[index] as unknown
    if (old === child) continue
    if (!isSpan(old) || !isSpan(child) || old._key !== child._key || !valuesAreEqual(old.marks, child.marks))
      return undefined
    if (Object.keys(old).length !== Object.keys(child).length) return undefined
    if (old.text !== child.text)
      patches.push(set(child.text, [{_key: next._key}, 'children', {_key: child._key}, 'text']))
  }
  return patches
}

/** The indices of a longest strictly increasing run of the non-negative numbers in `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = []
  const previous = new Array<number>(values.length).fill(-1)
  values.forEach((value, index) => {
    if (value < 0) return
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (values[tails[middle]!]! < value) low = middle + 1
      else high = middle
    }
    if (low > 0) previous[index] = tails[low - 1]!
    tails[low] = index
  })
  const result = new Set<number>()
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index]!) result.add(index)
  return result
}
