/**
 * Which documents a query sees: `raw` everything, `published` no drafts or versions,
 * `drafts` each draft in place of its published document (with `_originalId`).
 */
export type Perspective = 'raw' | 'published' | 'drafts'

/** GROQ parameters: `$name` in a query is `params.name`. */
export type QueryParams = Record<string, unknown>

/** Why a requested document is not in an answer of `GET /data/doc/{dataset}/{ids}`. */
export interface OmittedDocument {
  id: string
  reason: 'existence' | 'permission'
}
