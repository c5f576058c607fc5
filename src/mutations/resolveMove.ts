import {getValueAtPath, isKeyedSegment, isRecord, matchJsonPaths, pathToJsonMatch, pathToString} from '../document'
import type {Patch, Path} from '../types'
import {applyOperation} from './applyOperation'
import {MutationError} from './MutationError'
import {assertPath} from './patchToOperation'

/** A move that will happen: the items to move (every item keyed `from`, in order). */
export interface ResolvedMove {
  items: unknown[]
  /** The path of the array the items go into (`into`, else the move's own path). */
  into: Path
  /** The value with the items unset: the wire form's insert applies to it. */
  without: unknown
}

/**
 * Works out what a `move` patch moves in `value`. A move is exactly "unset the items keyed
 * `from` in the array at `path`, then insert them before the first / after the last item
 * keyed `to` (or the last item, `-1`) in the array at `into` (the same array without it)", so
 * it has a wire form; it does nothing (returns `null`) when a path does not select exactly one
 * array, when `from` is missing from its array or the target from its own once the items are
 * out, when `from` and `to` are the same key in one array, or when the other array already has
 * an item keyed `from` (keys stay unique).
 *
 * @throws {@link MutationError} `invalidPatchError` when `from` is not a `{_key}` segment, `to`
 * neither one nor `-1`, or `into` is inside the moved items; `typeMismatchError` when a path
 * selects something other than an array
 */
export function resolveMove(value: unknown, patch: Extract<Patch, {type: 'move'}>): ResolvedMove | null {
  const path = assertPath(patch.path)
  const into = patch.into === undefined ? path : assertPath(patch.into)
  if (!isKeyedSegment(patch.from) || patch.from._key === '' || !isTarget(patch.to)) {
    throw new MutationError({
      type: 'invalidPatchError',
      description: 'move needs a {_key} segment for from, and a {_key} segment or -1 for to',
      path,
    })
  }
  if (patch.position !== 'before' && patch.position !== 'after') {
    throw new MutationError({type: 'invalidPatchError', description: 'move position must be before or after', path})
  }
  const sameArray = patch.into === undefined || pathToString(into) === pathToString(path)
  if (!sameArray && startsWith(into, [...path, patch.from])) {
    throw new MutationError({type: 'invalidPatchError', description: 'move cannot put items inside themselves', path})
  }
  if (sameArray && isKeyedSegment(patch.to) && patch.from._key === patch.to._key) return null
  const array = singleArray(value, path)
  if (array === undefined) return null
  const hasKey = (key: string) => (item: unknown) => isRecord(item) && item._key === key
  const items = array.filter(hasKey(patch.from._key))
  if (items.length === 0) return null
  // The target as it is once the items are out: the insert of the wire form looks there.
  const without = applyOperation(value, {type: 'unset', target: pathToJsonMatch([...path, patch.from])})
  const target = singleArray(without, into)
  if (target === undefined) return null
  if (isKeyedSegment(patch.to) && !target.some(hasKey(patch.to._key))) return null
  // Keys stay unique: an item of the moved key in the other array keeps the items where they are.
  if (!sameArray && target.some(hasKey(patch.from._key))) return null
  return {items, into, without}
}

function isTarget(to: unknown): boolean {
  return to === -1 || (isKeyedSegment(to) && to._key !== '')
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && pathToString(path.slice(0, prefix.length)) === pathToString(prefix)
}

/** The one array `path` selects in `value`; undefined when it selects none, or several. */
function singleArray(value: unknown, path: Path): unknown[] | undefined {
  const matches = matchJsonPaths(value, pathToJsonMatch(path))
  if (matches.length !== 1) return undefined
  const array = getValueAtPath(value, matches[0] as (typeof matches)[number])
  if (array === undefined) return undefined
  if (!Array.isArray(array)) {
    throw new MutationError({
      type: 'typeMismatchError',
      description: `Cannot move items at "${pathToString(path)}": not an array`,
      path,
    })
  }
  return array
}
