/** The prefix that marks a draft document id: the draft of `post-1` is `drafts.post-1`. */
export const DRAFTS_PREFIX = 'drafts.'

/**
 * The prefix of a version document id. A version of `post-1` in release `spring` is
 * `versions.spring.post-1`.
 */
export const VERSIONS_PREFIX = 'versions.'

/** The draft and published ids of one document. */
export interface IdPair {
  draftId: string
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
 */
export function getIdPair(id: string): IdPair {
  const publishedId = getPublishedId(id)
  return {draftId: DRAFTS_PREFIX + publishedId, publishedId}
}
