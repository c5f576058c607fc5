import {getValueAtPath, jsonEqual, pathToJsonMatch} from '../document'
import type {Patch} from '../types'
import {applyOperation, type Operation} from './applyOperation'
import {patchToOperation} from './patchToOperation'
import {resolveMove} from './resolveMove'

/**
 * Applies path patches (as form inputs emit them) to a value, in order. The empty path is the
 * value itself: `set` at `[]` replaces it, `unset` at `[]` gives `undefined`. Negative indices
 * count from the end. Each kind means what it means in a wire patch (see
 * {@link applyPatchOperations}); `move` moves the items keyed `from` out of the array at `path`,
 * before/after the item keyed `to` (or the last, `-1`) there or in the array at `into`, and
 * does nothing if either is gone. A patch with an
 * `onlyIf` applies only while the value at its path equals its `equals` (as the document
 * store applies it), and does nothing otherwise.
 *
 * Pure, with structural sharing: `value` is never mutated and unchanged subtrees keep their
 * identity. A patch that cannot apply throws, and no partly patched value escapes. The result
 * is typed as the input for convenience; the engine does not check shapes.
 *
 * @throws {@link MutationError}
 * @example
 * ```ts
 * applyPatches({tags: ['a']}, [
 *   {type: 'insert', path: ['tags', -1], position: 'after', items: ['b']},
 *   {type: 'set', path: ['title'], value: 'Hi'},
 * ])
 * // {tags: ['a', 'b'], title: 'Hi'}
 * ```
 * @public
 */
export function applyPatches<T>(value: T, patches: readonly Patch[]): T {
  let current: unknown = value
  for (const patch of patches) current = applyPatch(current, patch)
  return current as T
}

/** Applies a single path patch; see {@link applyPatches}. */
export function applyPatch(value: unknown, patch: Patch): unknown {
  if ('onlyIf' in patch && patch.onlyIf && !jsonEqual(getValueAtPath(value, patch.onlyIf.path), patch.onlyIf.equals))
    return value
  if (patch.type !== 'move') return applyOperation(value, patchToOperation(patch))
  const move = resolveMove(value, patch)
  if (move === null) return value
  // The unset is made already (see resolveMove): the insert goes into the value it leaves.
  const insert: Operation = {
    type: 'insert',
    target: pathToJsonMatch([...move.into, patch.to]),
    position: patch.position,
    items: move.items,
  }
  return applyOperation(move.without, insert)
}
