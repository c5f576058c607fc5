/**
 * Which documents a query sees: `raw` everything, `published` no drafts or versions,
 * `drafts` each draft in place of its published document (with `_originalId`).
 * @public
 */
export type Perspective = 'raw' | 'published' | 'drafts'

/**
 * GROQ parameters: `$name` in a query is `params.name`.
 * @public
 */
export type QueryParams = Record<string, unknown>

/**
 * Why a requested document is not in an answer of `GET /data/doc/{dataset}/{ids}`.
 * @public
 */
export interface OmittedDocument {
  /** The requested id. */
  id: string
  /** `existence`: there is no such document; `permission`: the caller may not read it. */
  reason: 'existence' | 'permission'
}
