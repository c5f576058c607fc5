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
  /** The main line of the preview, e.g. a document's title. */
  title?: PreviewPrimitive
  /** The second line, shown under the title. */
  subtitle?: PreviewPrimitive
  /** A longer text, shown by the larger preview layouts. */
  description?: PreviewPrimitive
  /** An image value, an asset, or whatever the preview layer knows how to render. */
  media?: unknown
  /** The URL of an image to show as media (images select `asset.url` by default). */
  imageUrl?: PreviewPrimitive
  /** A date to show with the preview, as selected (usually an ISO date string). */
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
  /** What the preview shows; null while loading, for a missing document and for an empty value. */
  snapshot: PreviewSnapshot | null
  /** True until the first answer arrives. */
  isLoading?: boolean
  /** Why there is no snapshot, for the UI to show: {@link MISSING_DOCUMENT_MESSAGE}. */
  description?: string
}
