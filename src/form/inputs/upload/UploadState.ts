import {isRecord} from '../../../document'
import {UPLOAD_STALE_MS} from './uploadConstants'

/**
 * The `_upload` of a file or image value while its file is being uploaded:
 * written as patches, so everyone editing the document sees the progress.
 */
export interface UploadState {
  /** 2 to 100. */
  progress: number
  /** ISO 8601. */
  createdAt: string
  /** ISO 8601: the last progress. */
  updatedAt: string
  file: {name: string; type: string}
  /** A small JPEG of the image as a `data:` URL, while an image uploads. */
  previewImage?: string
}

/** The `_upload` of a value, when it has a well-formed one. */
export function uploadStateOf(value: unknown): UploadState | undefined {
  const state = isRecord(value) ? value._upload : undefined
  if (!isRecord(state) || typeof state.progress !== 'number') return undefined
  const file = isRecord(state.file) ? state.file : {}
  return {
    progress: state.progress,
    createdAt: typeof state.createdAt === 'string' ? state.createdAt : '',
    updatedAt:
      typeof state.updatedAt === 'string'
        ? state.updatedAt
        : typeof state.createdAt === 'string'
          ? state.createdAt
          : '',
    file: {name: typeof file.name === 'string' ? file.name : '', type: typeof file.type === 'string' ? file.type : ''},
    ...(typeof state.previewImage === 'string' ? {previewImage: state.previewImage} : {}),
  }
}

/**
 * Milliseconds until an upload goes stale: {@link UPLOAD_STALE_MS} after its last update
 * (0 or less: stale now). An upload without a readable time is stale.
 */
export function msUntilStale(state: UploadState, now: number): number {
  const updated = Date.parse(state.updatedAt)
  if (Number.isNaN(updated)) return 0
  return updated + UPLOAD_STALE_MS - now
}
