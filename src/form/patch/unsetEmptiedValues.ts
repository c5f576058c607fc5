import {getValueAtPath, isRecord, pathStartsWith} from '../../document'
import {applyPatches} from '../../mutations'
import type {Patch, Path} from '../../types'
import {unset} from './patches'

/**
 * Adds the `unset` patches that keep emptied values out of a document: an array that a removal leaves empty is unset, and an object that a patch
 * leaves empty (no fields but `_`-prefixed ones such as `_type`) is unset, and so on upwards —
 * only the outermost emptied value is unset. A value that was empty before the patches is left
 * as it was, as are array items (an item stays, with its `_key`) and the root value.
 *
 * @param value - The value the patches apply to (the document).
 * @param patches - Patches with paths from that value.
 * @returns The patches, followed by the `unset` patches they call for. When the patches do
 *   not apply to `value` they are returned as they are, for the store to report.
 */
export function unsetEmptiedValues(value: unknown, patches: readonly Patch[]): Patch[] {
  // Typing sets strings: nothing to apply (to the whole document) when no patch can empty a value.
  if (!patches.some(canEmpty)) return [...patches]
  let next: unknown
  try {
    next = applyPatches(value, patches)
  } catch {
    return [...patches]
  }
  const unsets: Path[] = []
  for (const patch of patches) {
    const removesItem =
      patch.type === 'unset' && patch.path.length > 0 && typeof patch.path[patch.path.length - 1] !== 'string'
    let emptied: Path | undefined
    // Start at the patched value itself (a `set` of `{}` empties it), unless it was removed.
    for (let depth = patch.type === 'unset' ? patch.path.length - 1 : patch.path.length; depth > 0; depth--) {
      const path = patch.path.slice(0, depth)
      const last = path[path.length - 1]
      const before = getValueAtPath(value, path)
      const after = getValueAtPath(next, path)
      // The child emptied one step down is going to be unset too: it no longer counts.
      const goingAway = emptied ? emptied[depth] : undefined
      const emptiedArray =
        Array.isArray(before) &&
        before.length > 0 &&
        Array.isArray(after) &&
        after.length === 0 &&
        removesItem &&
        emptied === undefined
      const emptiedObject =
        typeof last === 'string' && isNonEmptyObject(before) && isRecord(after) && !isNonEmptyObject(after, goingAway)
      if (!emptiedArray && !emptiedObject) break
      emptied = path
      // An array item is the end of the climb: the item stays, so its array is not empty.
      if (typeof last !== 'string') break
    }
    if (emptied && !unsets.some((path) => pathStartsWith(path, emptied!))) unsets.push(emptied)
  }
  // An outer value unset after an inner one makes the inner one redundant.
  const outermost = unsets.filter(
    (path) => !unsets.some((other) => other !== path && other.length < path.length && pathStartsWith(other, path)),
  )
  return outermost.length === 0 ? [...patches] : [...patches, ...outermost.map((path) => unset(path))]
}

/** Only an `unset`, or a `set` of an object without fields, can leave a value empty. */
function canEmpty(patch: Patch): boolean {
  return patch.type === 'unset' || (patch.type === 'set' && isRecord(patch.value) && !isNonEmptyObject(patch.value))
}

function isNonEmptyObject(value: unknown, ignoring?: unknown): boolean {
  return isRecord(value) && Object.keys(value).some((key) => !key.startsWith('_') && key !== ignoring)
}
