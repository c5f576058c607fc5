/**
 * A keyed path segment: addresses an array item by its `_key` rather than its index, so a
 * path stays valid when other items are inserted or moved.
 */
export interface KeyedSegment {
  _key: string
}

/** A slice of an array, `[from, to]`; an empty string means "open on that side" (`arr[2:]`). */
export type IndexTuple = [number | '', number | '']

/** One step of a {@link Path}: a property name, an array index, a keyed item or a slice. */
export type PathSegment = string | number | KeyedSegment | IndexTuple

/**
 * A path into a document as an array, e.g. `['body', {_key: 'k'}, 'children', 0]`.
 * The empty path addresses the document itself.
 */
export type Path = PathSegment[]

/** A reference to another document, as stored in a document. */
export interface Reference {
  _type: string
  _ref: string
  _key?: string
  _weak?: boolean
  _strengthenOnPublish?: {type: string; weak?: boolean; template?: {id: string; params: Record<string, unknown>}}
}

/** A reference to a document in another dataset (and possibly another project). */
export interface CrossDatasetReference extends Reference {
  _dataset: string
  _projectId: string
}

/** A slug value. */
export interface Slug {
  _type?: string
  current?: string
  source?: string
}

/**
 * A stored document. `_rev`, `_createdAt` and `_updatedAt` are assigned by the lake when a
 * transaction writes the document; draft ids carry the `drafts.` prefix.
 */
export interface ContentDocument {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [field: string]: unknown
}

/** A document as given to a create mutation: `_id` may be left out for the lake to assign. */
export interface DocumentInput {
  _id?: string
  _type: string
  [field: string]: unknown
}
