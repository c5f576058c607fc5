import type {Path, PathSegment} from '../types'
import {JsonMatchSyntaxError} from './JsonMatchSyntaxError'
import {isJsonMatchIdentifier, parseJsonMatch} from './parseJsonMatch'
import {isKeyedSegment} from './pathSegment'

/**
 * Writes a path as a JSONMatch string, e.g. `body[_key=="k"].children[0]`. Names that are not
 * identifiers are quoted (`["weird key"]`), slices read `[2:]` / `[1:3]`, and the empty path
 * is the empty string. {@link stringToPath} reads the result back.
 *
 * @example
 * ```ts
 * pathToString(['body', {_key: 'k'}, 'children', 0]) // 'body[_key=="k"].children[0]'
 * ```
 * @public
 */
export function pathToString(path: Path): string {
  let result = ''
  for (const segment of path) result += segmentToString(segment, result.length === 0)
  return result
}

function segmentToString(segment: PathSegment, first: boolean): string {
  if (typeof segment === 'string') {
    if (!isJsonMatchIdentifier(segment)) return `[${JSON.stringify(segment)}]`
    return first ? segment : `.${segment}`
  }
  if (typeof segment === 'number') return `[${segment}]`
  if (isKeyedSegment(segment)) return `[_key==${JSON.stringify(segment._key)}]`
  return `[${segment[0]}:${segment[1]}]`
}

/**
 * Parses a path string (as {@link pathToString} writes it) back into a {@link Path}. The
 * empty string and `@` are the empty path.
 *
 * @throws {@link JsonMatchSyntaxError} for bad syntax, and for wildcards, which a path cannot
 * hold.
 * @example
 * ```ts
 * stringToPath('body[_key=="k"].children[0]') // ['body', {_key: 'k'}, 'children', 0]
 * ```
 * @public
 */
export function stringToPath(value: string): Path {
  if (value === '') return []
  return parseJsonMatch(value).map((segment): PathSegment => {
    switch (segment.type) {
      case 'attribute':
        return segment.name
      case 'index':
        return segment.index
      case 'key':
        return {_key: segment.key}
      case 'slice':
        return [segment.start ?? '', segment.end ?? '']
      case 'wildcard':
        throw new JsonMatchSyntaxError(value, value.indexOf('*'), 'A path cannot contain wildcards')
    }
  })
}
