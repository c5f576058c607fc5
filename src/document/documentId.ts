/**
 * The prefix that marks a draft document id: the draft of `post-1` is `drafts.post-1`.
 * @public
 */
export const DRAFTS_PREFIX = 'drafts.'

/**
 * The prefix of a version document id. A version of `post-1` in release `spring` is
 * `versions.spring.post-1`.
 */
export const VERSIONS_PREFIX = 'versions.'

/**
 * The draft and published ids of one document.
 * @public
 */
export interface IdPair {
  /** The draft's id: the published id with {@link DRAFTS_PREFIX}, e.g. `drafts.post-1`. */
  draftId: string
  /** The published id, without any prefix, e.g. `post-1`. */
  publishedId: string
}

/**
 * Whether an id is a draft id (starts with {@link DRAFTS_PREFIX}).
 *
 * @example
 * ```ts
 * isDraftId('drafts.post-1') // true
 * isDraftId('post-1') // false
 * ```
 * @public
 */
export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

/**
 * Whether an id is a version id: `versions.<release>.<id>` with a non-empty release name and
 * a non-empty rest.
 */
export function isVersionId(id: string): boolean {
  return getVersionFromId(id) !== undefined
}

/**
 * The release name of a version id, or `undefined` when the id is not a version id.
 *
 * @example
 * ```ts
 * getVersionFromId('versions.spring.post-1') // 'spring'
 * ```
 */
export function getVersionFromId(id: string): string | undefined {
  if (!id.startsWith(VERSIONS_PREFIX)) return undefined
  const dot = id.indexOf('.', VERSIONS_PREFIX.length)
  if (dot <= VERSIONS_PREFIX.length || dot === id.length - 1) return undefined
  return id.slice(VERSIONS_PREFIX.length, dot)
}

/**
 * The published id of any id: strips `drafts.` and `versions.<release>.`.
 *
 * @example
 * ```ts
 * getPublishedId('drafts.post-1') // 'post-1'
 * getPublishedId('versions.spring.post-1') // 'post-1'
 * getPublishedId('post-1') // 'post-1'
 * ```
 * @public
 */
export function getPublishedId(id: string): string {
  const release = getVersionFromId(id)
  if (release !== undefined) return id.slice(VERSIONS_PREFIX.length + release.length + 1)
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id
}

/**
 * The draft id of any id (published, draft or version).
 *
 * @example
 * ```ts
 * getDraftId('post-1') // 'drafts.post-1'
 * getDraftId('drafts.post-1') // 'drafts.post-1'
 * ```
 * @public
 */
export function getDraftId(id: string): string {
  return DRAFTS_PREFIX + getPublishedId(id)
}

/**
 * The id of the version of a document in a release.
 *
 * @example
 * ```ts
 * getVersionId('drafts.post-1', 'spring') // 'versions.spring.post-1'
 * ```
 */
export function getVersionId(id: string, release: string): string {
  return `${VERSIONS_PREFIX}${release}.${getPublishedId(id)}`
}

/**
 * The draft and published ids of the document an id belongs to.
 *
 * @example
 * ```ts
 * getIdPair('drafts.post-1') // {draftId: 'drafts.post-1', publishedId: 'post-1'}
 * ```
 * @public
 */
export function getIdPair(id: string): IdPair {
  const publishedId = getPublishedId(id)
  return {draftId: DRAFTS_PREFIX + publishedId, publishedId}
}

/** The longest document id the lake stores, in characters. */
export const MAX_DOCUMENT_ID_LENGTH = 128

// Path segments of letters, digits, `_` and `-`, none starting with `-`, joined by single dots:
// no empty segment, so no leading, trailing or doubled dot (and never `..`).
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_][A-Za-z0-9_-]*)*$/

/** How much of a refused id an error message repeats. */
const QUOTED_ID_LENGTH = 40

/**
 * Whether a value is a document id the lake accepts, as content lakes define them: path
 * segments of letters, digits, `_` and `-` (not starting with `-`) separated by single dots,
 * at most {@link MAX_DOCUMENT_ID_LENGTH} characters. Draft (`drafts.x`), version
 * (`versions.spring.x`) and asset (`image-<sha1>-200x200-png`) ids are all of this form; so
 * are the UUIDs the studio generates.
 *
 * @example
 * ```ts
 * isValidDocumentId('drafts.post-1') // true
 * isValidDocumentId('a,b') // false
 * isValidDocumentId('../etc') // false
 * ```
 */
export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= MAX_DOCUMENT_ID_LENGTH && DOCUMENT_ID.test(id)
}

/**
 * What is wrong with a document id, as a sentence that names it (cut to its first 40
 * characters, JSON-quoted so control characters and lone surrogates show as escapes), or
 * undefined for a valid id.
 *
 * @example
 * ```ts
 * documentIdProblem('a b') // 'Invalid document id "a b": use letters, digits, "_" and "-" in path segments separated by "."'
 * ```
 */
export function documentIdProblem(id: unknown): string | undefined {
  if (isValidDocumentId(id)) return undefined
  if (typeof id !== 'string')
    return `Invalid document id: a document id must be a string, not ${id === null ? 'null' : Array.isArray(id) ? 'an array' : typeof id}`
  const shown =
    id.length > QUOTED_ID_LENGTH
      ? `${JSON.stringify(id.slice(0, QUOTED_ID_LENGTH)).slice(0, -1)}…" (${id.length} characters)`
      : JSON.stringify(id)
  if (id.length > MAX_DOCUMENT_ID_LENGTH)
    return `Invalid document id ${shown}: at most ${MAX_DOCUMENT_ID_LENGTH} characters`
  return `Invalid document id ${shown}: use letters, digits, "_" and "-" in path segments separated by "." (no empty segment, none starting with "-")`
}

/** A document id that is not valid (see {@link isValidDocumentId}); the message names the id. */
export class InvalidDocumentIdError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidDocumentIdError'
  }
}

/**
 * Refuses a value that is not a valid document id (see {@link isValidDocumentId}).
 * @throws {@link InvalidDocumentIdError} naming the id and what is wrong with it.
 */
export function assertValidDocumentId(id: unknown): asserts id is string {
  const problem = documentIdProblem(id)
  if (problem !== undefined) throw new InvalidDocumentIdError(problem)
}
