import {isRecord} from '../document'
import {applyPatches} from '../mutations'
import type {Patch, Path} from '../types'
import {findDiff} from './findDiff'
import {revertArray} from './revertArray'
import {ALL, narrowSelection, type RevertSelection} from './revertSelection'
import type {Diff, ObjectLikeDiff} from './types'

/**
 * The patches that take the newer version of a diff back to the older one, at the places
 * `paths` name (every change when `paths` is left out), for the store's `patch` operation.
 * Paths are those of the diff (`{_key}` for keyed items). The revert rules:
 *
 * - a value that was added is unset; one that was removed is set back whole; a changed
 *   string, number, boolean or date is set to its old value;
 * - objects are reverted field by field; an object field left empty (nothing but `_type`)
 *   is unset, unless it was empty before too;
 * - keyed array items are unset, reverted, moved back (`move` needs both items keyed) or
 *   inserted again next to the item that preceded them (one insert per run, never an empty
 *   one); positional arrays are set by index, trimmed from the end and appended to;
 * - an array left empty is unset (set to `[]` when it was `[]`).
 *
 * Applied to the newer version, the patches of a revert of everything give the older one
 * (but for `_id`, `_rev`, `_createdAt` and `_updatedAt`, which a diff leaves out).
 *
 * @param diff - A diff, usually a document's ({@link diffDocuments}).
 * @param paths - The places to revert (one field, a group of fields); all when left out.
 * @returns The patches, empty when there is nothing to revert.
 * @throws {@link DiffError} `Could not find child …` when a path is not in the diff
 * @example
 * ```ts
 * const diff = diffDocuments(published, draft, {schemaType})
 * store.patch(revertChanges(diff, [['title']])) // revert the title only
 * store.patch(revertChanges(diff)) // revert everything
 * ```
 * @public
 */
export function revertChanges(diff: Diff, paths?: readonly Path[]): Patch[] {
  if (paths === undefined) return revertDiff(diff, ALL)
  for (const path of paths) findDiff(diff, path)
  const selection = narrowSelection(paths, diff.path)
  return selection ? revertDiff(diff, selection) : []
}

/**
 * The patches that revert everything a diff changed; see {@link revertChanges}.
 * @public
 */
export function revertAll(diff: Diff): Patch[] {
  return revertChanges(diff)
}

/**
 * The patches that revert one field (or array item) of a diff; see {@link revertChanges}.
 * @public
 */
export function revertField(diff: Diff, path: Path): Patch[] {
  return revertChanges(diff, [path])
}

/**
 * The patches that revert a group of fields of a diff together; see {@link revertChanges}.
 * @public
 */
export function revertGroup(diff: Diff, paths: readonly Path[]): Patch[] {
  return revertChanges(diff, paths)
}

function revertDiff(diff: Diff, selection: RevertSelection): Patch[] {
  if (!diff.isChanged) return []
  if (selection === ALL) {
    if (diff.toValue === undefined) return [{type: 'set', path: diff.path, value: diff.fromValue}]
    if (diff.fromValue === undefined) return [{type: 'unset', path: diff.path}]
  }
  if (diff.type === 'array') return revertArray(diff, selection, revertDiff)
  if ('fields' in diff) return revertObject(diff, selection)
  if (selection !== ALL) return []
  return [
    diff.fromValue === undefined
      ? {type: 'unset', path: diff.path}
      : {type: 'set', path: diff.path, value: diff.fromValue},
  ]
}

function revertObject(diff: ObjectLikeDiff, selection: RevertSelection): Patch[] {
  const patches: Patch[] = []
  for (const field of Object.values(diff.fields)) {
    const fieldSelection = narrowSelection(selection, field.path)
    if (fieldSelection) patches.push(...revertDiff(field, fieldSelection))
  }
  // An object field (not a document, not an array item) left empty is unset.
  if (patches.length === 0 || typeof diff.path[diff.path.length - 1] !== 'string') return patches
  const depth = diff.path.length
  const result = applyPatches<unknown>(
    diff.toValue,
    patches.map((patch) => ({...patch, path: patch.path.slice(depth)})),
  )
  return isEmptyObject(result) && !isEmptyObject(diff.fromValue) ? [{type: 'unset', path: diff.path}] : patches
}

/** An object with nothing in it but its `_type` (and `_key`). */
function isEmptyObject(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).every((name) => name === '_type' || name === '_key')
}
