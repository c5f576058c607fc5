/**
 * How long preview field requests are collected before they go out as one query, when the
 * data is known to be queryable: on subscribing, after the listener's welcome, and after a
 * mutation event with visibility `query`, in ms.
 */
export const PREVIEW_FAST_BATCH_MS = 100

/**
 * How long preview field requests are collected after a mutation event whose visibility is
 * not `query`: the change may not be queryable yet, so the refetch waits longer.
 */
export const PREVIEW_SLOW_BATCH_MS = 1000

/**
 * How long an observed document stays observed after its last subscriber leaves, so one
 * that leaves and comes back at once (a reference followed again after the referring document
 * changed, a list re-rendering) is neither refetched nor reconnected: until the current task ends.
 */
export const PREVIEW_OBSERVER_LINGER_MS = 0

/** How long document type lookups are collected before they go out as one query. */
export const DOCUMENT_TYPE_BATCH_MS = 10

/**
 * The filter of the one listener every preview shares: all documents but system documents
 * (ids under `_.`).
 */
export const PREVIEW_LISTEN_QUERY = '*[!(_id in path("_.**"))]'

/** What the console says when a type's `preview` cannot be used; previews fall back to title or id. */
export const INVALID_PREVIEW_CONFIG_MESSAGE = 'Invalid preview config'

/** What a preview of a document (or referenced document) that does not exist shows. */
export const MISSING_DOCUMENT_MESSAGE = 'Missing document'

/** Request tags of the preview store's calls. */
export const PREVIEW_REQUEST_TAGS = {
  /** The shared listener. */
  listen: 'preview.global',
  /** Batched fetches of document fields. */
  documentPaths: 'preview.document-paths',
  /** Batched lookups of document types. */
  documentType: 'preview.document-type',
} as const
