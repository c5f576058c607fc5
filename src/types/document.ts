/**
 * A keyed path segment: addresses an array item by its `_key` rather than its index, so a
 * path stays valid when other items are inserted or moved.
 * @public
 */
export interface KeyedSegment {
  /** The array item's `_key`. */
  _key: string
}

/**
 * A slice of an array, `[from, to]`; an empty string means "open on that side" (`arr[2:]`).
 * @public
 */
export type IndexTuple = [number | '', number | '']

/**
 * One step of a {@link Path}: a property name, an array index, a keyed item or a slice.
 * @public
 */
export type PathSegment = string | number | KeyedSegment | IndexTuple

/**
 * A path into a document as an array, e.g. `['body', {_key: 'k'}, 'children', 0]`.
 * The empty path addresses the document itself.
 * @public
 */
export type Path = PathSegment[]

/**
 * A reference to another document, as stored in a document.
 * @public
 */
export interface Reference {
  /** `reference`, or the name of a type extending it. */
  _type: string
  /** The published id of the target document. */
  _ref: string
  /** Its key, when it is an array item. */
  _key?: string
  /** A weak reference does not keep its target from being deleted or unpublished. */
  _weak?: boolean
  /**
   * Set on a weak reference to a document that is not published yet: publishing makes the
   * reference strong (unless `weak`), and the flag is removed. `template` is what the target
   * was created from.
   */
  _strengthenOnPublish?: {type: string; weak?: boolean; template?: {id: string; params: Record<string, unknown>}}
}

/**
 * A reference to a document in another dataset (and possibly another project).
 * @public
 */
export interface CrossDatasetReference extends Reference {
  /** The target's dataset. */
  _dataset: string
  /** The target's project. */
  _projectId: string
}

/**
 * A slug value.
 * @public
 */
export interface Slug {
  /** `slug`, or the name of a type extending it. */
  _type?: string
  /** The slug itself, e.g. `my-first-post`. */
  current?: string
  /** Kept for compatibility: where the slug was generated from. */
  source?: string
}

/**
 * A stored document. `_rev`, `_createdAt` and `_updatedAt` are assigned by the lake when a
 * transaction writes the document; draft ids carry the `drafts.` prefix.
 * @public
 */
export interface ContentDocument {
  /** The document's id; `drafts.<id>` for a draft. */
  _id: string
  /** The name of its document type. */
  _type: string
  /** The id of the transaction that last wrote it. */
  _rev?: string
  /** When it was created (ISO 8601). */
  _createdAt?: string
  /** When it was last written (ISO 8601). */
  _updatedAt?: string
  /** Any other field of the document, as stored. */
  [field: string]: unknown
}

/**
 * A document as given to a create mutation: `_id` may be left out for the lake to assign.
 * @public
 */
export interface DocumentInput {
  /** The id to create it under; generated when left out. */
  _id?: string
  /** The name of its document type. */
  _type: string
  /** Any other field of the document. */
  [field: string]: unknown
}
