// Constants of uploads and image previews, named once so the inputs,
// the pipeline and the tests agree.

/** An upload whose `_upload.updatedAt` is older than this many ms (2 minutes) is stale, and can be cleared. */
export const UPLOAD_STALE_MS = 120_000

/** How many uploads run at once; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 4

/** The progress an upload shows as soon as it is started, before any byte is sent, in percent. */
export const UPLOAD_INITIAL_PROGRESS = 2

/** Width in px of the thumbnail an image upload shows while it runs. */
export const UPLOAD_THUMBNAIL_WIDTH = 120

/** JPEG quality of that thumbnail, 0–1: low, as it is only a placeholder. */
export const UPLOAD_THUMBNAIL_QUALITY = 0.1

/** Height in px of an image field's preview, and the most its card grows to. */
export const IMAGE_PREVIEW_HEIGHT = 190

/** What an image field accepts without an `accept` option: any image type. */
export const DEFAULT_IMAGE_ACCEPT = 'image/*'

/**
 * Bytes hashed per step when SHA-1 is computed in JavaScript (no Web Crypto, e.g. a studio served
 * over plain http from another host): between steps the main thread is free to handle typing.
 */
export const HASH_CHUNK_BYTES = 1024 * 1024

/**
 * The progress an upload shows for `percent` of its bytes sent: 2 + percent/100 × 98,
 * so it never goes back below the initial 2.
 */
export function uploadProgress(percent: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0))
  return UPLOAD_INITIAL_PROGRESS + (clamped / 100) * (100 - UPLOAD_INITIAL_PROGRESS)
}
