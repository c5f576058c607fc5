/**
 * A mistake in a structure definition, thrown by the builders' `serialize()` and by `S`. Its
 * message starts with `Structure:` and names where the mistake is, as a path of pane ids from
 * the root: `Structure: list item at index 2 of "content" has no id`.
 * @public
 */
export class StructureError extends Error {
  /** The ids of the panes from the root to the mistake. */
  readonly path: readonly string[]

  constructor(message: string, path: readonly string[] = []) {
    super(`Structure: ${message}`)
    this.name = 'StructureError'
    this.path = Object.freeze([...path])
  }
}

/** A path of pane ids as error messages write it: `"content > blog"`, or `the root` when empty. */
export function describePath(path: readonly string[]): string {
  return path.length === 0 ? 'the root' : `"${path.join(' > ')}"`
}

/** The id prefix of a document opened outside the structure (see the pane router); item ids may not use it. */
export const DETACHED_DOCUMENT_PREFIX = '__edit__'

/**
 * Checks a pane or item id: a non-empty string, not starting with {@link DETACHED_DOCUMENT_PREFIX}.
 *
 * @param id - The id to check.
 * @param what - What has the id, for the message (`list item at index 2 of "content"`).
 * @param path - Where, for the error's `path`.
 * @throws StructureError when the id is missing or not allowed.
 */
export function checkId(id: unknown, what: string, path: readonly string[]): string {
  if (id === undefined || id === null || id === '') throw new StructureError(`${what} has no id`, path)
  if (typeof id !== 'string') throw new StructureError(`${what} has an id that is not a string (${typeof id})`, path)
  if (id.startsWith(DETACHED_DOCUMENT_PREFIX))
    throw new StructureError(
      `${what} has the id "${id}": ids starting with "${DETACHED_DOCUMENT_PREFIX}" are reserved`,
      path,
    )
  return id
}

/** Reads a title: a string, else `fallback`; anything else is a mistake. */
export function checkTitle(
  title: unknown,
  fallback: string | undefined,
  what: string,
  path: readonly string[],
): string | undefined {
  if (title === undefined || title === null || title === '') return fallback
  if (typeof title !== 'string')
    throw new StructureError(`${what} has a title that is not a string (${typeof title})`, path)
  return title
}
