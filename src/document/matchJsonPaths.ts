import type {Path} from '../types'
import {getOwn, isRecord} from './getValueAtPath'
import {parseJsonMatch, type JsonMatchPath} from './parseJsonMatch'
import {selectArrayIndices} from './selectArrayIndices'

/** Options of {@link matchJsonPaths}. */
export interface MatchJsonPathsOptions {
  /**
   * Also yield paths to properties that do not exist yet (and through missing objects), as a
   * `set` needs to create them. Index, key and slice steps still need an existing array.
   */
  includeMissing?: boolean
}

/**
 * Resolves a JSONMatch expression against a value into the concrete paths it selects, in
 * document order: negative indices and slices become plain indices, key selectors become the
 * indices of the matching items, wildcards expand to every item or property. Paths hold only
 * property names and non-negative indices.
 *
 * @param expression - a JSONMatch string or already parsed segments
 * @throws {@link JsonMatchSyntaxError} when `expression` is a string that does not parse
 * @example
 * ```ts
 * matchJsonPaths({tags: ['a', 'b']}, 'tags[*]') // [['tags', 0], ['tags', 1]]
 * matchJsonPaths({body: [{_key: 'x'}]}, 'body[_key=="x"]') // [['body', 0]]
 * ```
 */
export function matchJsonPaths(
  value: unknown,
  expression: string | JsonMatchPath,
  options: MatchJsonPathsOptions = {},
): Path[] {
  const segments = typeof expression === 'string' ? parseJsonMatch(expression) : expression
  const results: Path[] = []
  const includeMissing = options.includeMissing ?? false
  const visit = (current: unknown, depth: number, path: Path): void => {
    if (depth === segments.length) {
      results.push(path)
      return
    }
    const segment = segments[depth] as JsonMatchPath[number]
    if (segment.type === 'attribute') {
      if (isRecord(current) || (includeMissing && current === undefined)) {
        const child = current === undefined ? undefined : getOwn(current, segment.name)
        if (child !== undefined || includeMissing) visit(child, depth + 1, [...path, segment.name])
      }
      return
    }
    if (Array.isArray(current)) {
      for (const index of selectArrayIndices(current, segment)) visit(current[index], depth + 1, [...path, index])
    } else if (segment.type === 'wildcard' && isRecord(current)) {
      for (const name of Object.keys(current)) visit(current[name], depth + 1, [...path, name])
    }
  }
  visit(value, 0, [])
  return results
}
