import {isKeyedSegment, pathStartsWith, pathToString} from '../document'
import type {Path} from '../types'
import {DiffError} from './DiffError'
import type {Diff} from './types'

/**
 * The diff of the value at `path` inside a diff (paths as the diff has them: `{_key}` for
 * keyed items, indices otherwise).
 *
 * @throws {@link DiffError} `Could not find child …` when the diff has no value there
 * @example
 * ```ts
 * findDiff(documentDiff, ['sections', {_key: 'a'}, 'heading'])?.action // 'changed'
 * ```
 * @public
 */
export function findDiff(diff: Diff, path: Path): Diff {
  if (!pathStartsWith(diff.path, path)) {
    throw new DiffError(
      `Could not find child: "${pathToString(path)}" is not inside "${pathToString(diff.path)}"`,
      path,
    )
  }
  let current = diff
  for (let depth = diff.path.length; depth < path.length; depth++) {
    const segment = path[depth] as Path[number]
    const next = childDiff(current, segment)
    if (!next) {
      throw new DiffError(
        `Could not find child ${JSON.stringify(segment)} at "${pathToString(path.slice(0, depth))}"`,
        path,
      )
    }
    current = next
  }
  return current
}

function childDiff(diff: Diff, segment: Path[number]): Diff | undefined {
  if (diff.type === 'array') {
    if (isKeyedSegment(segment)) return diff.items.find((item) => item.key === segment._key)?.diff
    if (typeof segment !== 'number' || diff.matchedBy === 'key') return undefined
    return diff.items.find((item) => (item.toIndex ?? item.fromIndex) === segment)?.diff
  }
  if ('fields' in diff && typeof segment === 'string')
    return Object.hasOwn(diff.fields, segment) ? diff.fields[segment] : undefined
  return undefined
}
