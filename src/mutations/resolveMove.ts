import {getValueAtPath, isKeyedSegment, isRecord, matchJsonPaths, pathToJsonMatch, pathToString} from '../document'
import type {Patch} from '../types'
import {MutationError} from './MutationError'
import {assertPath} from './patchToOperation'

/** A move that will happen: the items to move (every item keyed `from`, in order). */
export interface ResolvedMove {
  items: unknown[]
}

/**
 * Works out what a `move` patch moves in `value`. A move is exactly "unset the items keyed
 * `from`, then insert them before the first / after the last item keyed `to`", so it has a
 * wire form; it does nothing (returns `null`) when the path does not select exactly one
 * array, when either key is missing from it, or when `from` and `to` are the same key.
 *
 * @throws {@link MutationError} `invalidPatchError` when `from` or `to` is not a `{_key}`
 * segment; `typeMismatchError` when the path selects something other than an array
 */
export function resolveMove(value: unknown, patch: Extract<Patch, {type: 'move'}>): ResolvedMove | null {
  const path = assertPath(patch.path)
  for (const end of [patch.from, patch.to]) {
    if (!isKeyedSegment(end) || end._key === '') {
      throw new MutationError({
        type: 'invalidPatchError',
        description: 'move needs {_key} segments for from and to',
        path,
      })
    }
  }
  if (patch.position !== 'before' && patch.position !== 'after') {
    throw new MutationError({type: 'invalidPatchError', description: 'move position must be before or after', path})
  }
  if (patch.from._key === patch.to._key) return null
  const matches = matchJsonPaths(value, pathToJsonMatch(path))
  if (matches.length !== 1) return null
  const array = getValueAtPath(value, matches[0] as (typeof matches)[number])
  if (array === undefined) return null
  if (!Array.isArray(array)) {
    throw new MutationError({
      type: 'typeMismatchError',
      description: `Cannot move items at "${pathToString(path)}": not an array`,
      path,
    })
  }
  const hasKey = (key: string) => (item: unknown) => isRecord(item) && item._key === key
  const items = array.filter(hasKey(patch.from._key))
  if (items.length === 0 || !array.some(hasKey(patch.to._key))) return null
  return {items}
}
