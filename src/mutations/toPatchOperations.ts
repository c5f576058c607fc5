import {pathToString} from '../document'
import type {Patch, PatchOperations, Path} from '../types'
import {applyPatch} from './applyPatches'
import {MutationError} from './MutationError'
import {assertPath} from './patchToOperation'
import {resolveMove} from './resolveMove'

/**
 * Options of {@link toPatchOperations}.
 * @public
 */
export interface ToPatchOperationsOptions {
  /**
   * The value the patches will apply to. Needed only to encode `move`, whose wire form
   * (unset + insert) carries the moved items.
   */
  base?: unknown
}

/**
 * Converts path patches to wire patches, one {@link PatchOperations} per patch, with JSONMatch
 * path strings (`[]` becomes `@`). A `move` becomes an `unset` of the moved items plus an
 * `insert` of them next to the target; a move that would do nothing becomes `{}`. Applying the
 * result in order with {@link applyPatchOperations} gives what {@link applyPatches} gives.
 *
 * @throws {@link MutationError} `invalidPatchError` when a move is given without `base`
 * @example
 * ```ts
 * toPatchOperations([{type: 'set', path: ['body', {_key: 'a'}, 'text'], value: 'hi'}])
 * // [{set: {'body[_key=="a"].text': 'hi'}}]
 * ```
 * @public
 */
export function toPatchOperations(
  patches: readonly Patch[],
  options: ToPatchOperationsOptions = {},
): PatchOperations[] {
  const hasBase = 'base' in options
  let current = options.base
  const lastMove = patches.findLastIndex((patch) => patch.type === 'move')
  return patches.map((patch, index) => {
    const operations = toOperations(patch, current, hasBase)
    // Only a later move needs to know the value; skip the work otherwise.
    if (hasBase && index < lastMove) current = applyPatch(current, patch)
    return operations
  })
}

function toOperations(patch: Patch, current: unknown, hasBase: boolean): PatchOperations {
  const path = wirePath(patch.path)
  switch (patch.type) {
    case 'set':
      return {set: {[path]: patch.value}}
    case 'setIfMissing':
      return {setIfMissing: {[path]: patch.value}}
    case 'unset':
      return {unset: [path]}
    case 'inc':
      return {inc: {[path]: patch.value}}
    case 'dec':
      return {dec: {[path]: patch.value}}
    case 'diffMatchPatch':
      return {diffMatchPatch: {[path]: patch.value}}
    case 'insert':
      return {insert: insertOperation(patch.position, path, patch.items)}
    case 'move': {
      if (!hasBase) {
        throw new MutationError({
          type: 'invalidPatchError',
          description: 'toPatchOperations needs options.base to encode a move',
          path: patch.path,
        })
      }
      const move = resolveMove(current, patch)
      if (move === null) return {}
      return {
        unset: [wirePath([...patch.path, patch.from])],
        insert: insertOperation(patch.position, wirePath([...move.into, patch.to]), move.items),
      }
    }
  }
}

function insertOperation(
  position: 'before' | 'after' | 'replace',
  path: string,
  items: unknown[],
): NonNullable<PatchOperations['insert']> {
  if (position === 'before') return {before: path, items}
  if (position === 'after') return {after: path, items}
  return {replace: path, items}
}

function wirePath(path: Path): string {
  const checked = assertPath(path)
  return checked.length === 0 ? '@' : pathToString(checked)
}
