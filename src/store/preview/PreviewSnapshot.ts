/**
 * A value a preview field may hold: a string, number, boolean or null (or the field is left out).
 * @beta
 */
export type PreviewPrimitive = string | number | boolean | null

/**
 * What a preview shows of a value, after `preview.select` and `preview.prepare`.
 * @beta
 */
export interface PreviewSnapshot {
  /** The previewed document's id, when it is a document (or a referenced one). */
  _id?: string
  /** The previewed value's type, when it has one. */
  _type?: string
  title?: PreviewPrimitive
  subtitle?: PreviewPrimitive
  description?: PreviewPrimitive
  /** An image value, an asset, or whatever the preview layer knows how to render. */
  media?: unknown
  imageUrl?: PreviewPrimitive
  date?: PreviewPrimitive
}

/**
 * The state of one preview, as `observeForPreview` emits it:
 * - `{snapshot: null, isLoading: true}` until the first answer;
 * - `{snapshot}` once prepared;
 * - `{snapshot: null, description: 'Missing document'}` when the document (or the referenced
 *   document) does not exist or may not be read;
 * - `{snapshot: null}` for an empty value (nothing to preview, e.g. a reference without `_ref`).
 * @beta
 */
export interface PreviewState {
  snapshot: PreviewSnapshot | null
  isLoading?: boolean
  /** Why there is no snapshot, for the UI to show: {@link MISSING_DOCUMENT_MESSAGE}. */
  description?: string
}
