/**
 * What a grant allows on the documents its filter matches: a GROQ filter plus some of the
 * permissions read, create, update and history.
 *
 * - `read`: see the document in queries, document fetches, listeners and text search.
 * - `create`: create a document with this content.
 * - `update`: patch, replace or delete the document (deleting is an update in the grant model).
 * - `history`: see the document's past revisions and transactions.
 * @public
 */
export type Permission = 'read' | 'create' | 'update' | 'history'

/**
 * One grant: the documents a GROQ filter matches may be acted on with `permissions`.
 *
 * The filter is a GROQ boolean expression over ONE document, as inside `*[...]`; it cannot query
 * the dataset (`*`), follow references (`->`), reach a parent scope (`^`) or use parameters.
 *
 * @example
 * const drafts: Grant = {filter: '_id in path("drafts.**")', permissions: ['create', 'update']}
 * @public
 */
export interface Grant {
  /** A GROQ boolean expression over one document: the documents this grant covers. */
  filter: string
  /** What may be done with them. */
  permissions: Permission[]
}

/**
 * The grants a user holds in one dataset, as `GET /projects/{projectId}/datasets/{dataset}/acl` returns them.
 * @public
 */
export type Grants = Grant[]
