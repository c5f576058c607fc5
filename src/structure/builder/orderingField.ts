import type {OrderingField} from './PaneNode'
import {StructureError} from './StructureError'

/**
 * A field path a sort order may use: names joined by `.` or `->` (`title`, `seo.title`,
 * `author->name`). Anything else could inject GROQ into the list's query.
 */
export const ORDERING_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(?:(?:\.|->)[A-Za-z_][A-Za-z0-9_]*)*$/

/**
 * Checks a sort order: a non-empty array of `{field, direction}` with safe field paths.
 *
 * @param ordering - The sort order to check.
 * @param what - What it belongs to, for the message.
 * @param path - Where, for the error's `path`.
 * @throws StructureError for anything else.
 */
export function checkOrdering(ordering: unknown, what: string, path: readonly string[]): OrderingField[] {
  if (!Array.isArray(ordering) || ordering.length === 0)
    throw new StructureError(`${what} has a sort order that is not a non-empty array of {field, direction}`, path)
  return ordering.map((entry: unknown, index) => {
    const {field, direction} = (entry ?? {}) as Partial<OrderingField>
    if (typeof field !== 'string' || !ORDERING_FIELD_PATTERN.test(field)) {
      throw new StructureError(
        `${what} sorts by ${JSON.stringify(field)} (at index ${index}), which is not a field path such as "title" or "author->name"`,
        path,
      )
    }
    if (direction !== 'asc' && direction !== 'desc')
      throw new StructureError(
        `${what} sorts "${field}" in direction ${JSON.stringify(direction)}: use "asc" or "desc"`,
        path,
      )
    return {field, direction}
  })
}
