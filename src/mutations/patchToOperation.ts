import {isIndexTuple, isKeyedSegment, pathToJsonMatch} from '../document'
import type {Patch, Path} from '../types'
import type {Operation} from './applyOperation'
import {MutationError} from './MutationError'

/**
 * Validates a path patch (other than `move`) and turns it into the engine operation with the
 * same meaning.
 *
 * @throws {@link MutationError} `invalidPathError` / `invalidPatchError` for malformed input
 */
export function patchToOperation(patch: Exclude<Patch, {type: 'move'}>): Operation {
  const target = pathToJsonMatch(assertPath(patch.path))
  switch (patch.type) {
    case 'set':
    case 'setIfMissing':
      return {type: patch.type, target, value: patch.value}
    case 'unset':
      return {type: 'unset', target}
    case 'inc':
    case 'dec':
      if (typeof patch.value !== 'number' || !Number.isFinite(patch.value)) {
        throw invalidPatch(`${patch.type} needs a finite number`, patch.path)
      }
      return {type: patch.type, target, amount: patch.value}
    case 'diffMatchPatch':
      if (typeof patch.value !== 'string') throw invalidPatch('diffMatchPatch needs a patch string', patch.path)
      return {type: 'diffMatchPatch', target, patch: patch.value}
    case 'insert':
      if (!Array.isArray(patch.items)) throw invalidPatch('insert needs an array of items', patch.path)
      if (patch.position !== 'before' && patch.position !== 'after' && patch.position !== 'replace') {
        throw invalidPatch('insert position must be before, after or replace', patch.path)
      }
      return {type: 'insert', target, position: patch.position, items: patch.items}
    default:
      throw invalidPatch(`Unknown patch type ${JSON.stringify((patch as {type?: unknown}).type)}`, [])
  }
}

/**
 * Checks that a value is a {@link Path}: names, integer indices, `{_key}` segments and
 * `[from, to]` slices.
 *
 * @throws {@link MutationError} `invalidPathError`
 */
export function assertPath(path: unknown): Path {
  if (!Array.isArray(path)) throw new MutationError({type: 'invalidPathError', description: 'A path must be an array'})
  for (const segment of path as unknown[]) {
    const valid =
      typeof segment === 'string' ||
      (typeof segment === 'number' && Number.isInteger(segment)) ||
      isKeyedSegment(segment) ||
      (isIndexTuple(segment) && segment.every((end) => end === '' || Number.isInteger(end)))
    if (!valid) {
      throw new MutationError({
        type: 'invalidPathError',
        description: `Invalid path segment ${JSON.stringify(segment)}`,
      })
    }
  }
  return path as Path
}

function invalidPatch(description: string, path: Path): MutationError {
  return new MutationError({type: 'invalidPatchError', description, path})
}
