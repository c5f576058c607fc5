import {isRecord} from '../../../document'
import type {UploadEntry} from './uploadRegistry'
import {msUntilStale, uploadStateOf, type UploadState} from './UploadState'

/** What a file or image input shows: empty, uploading, stale, failed, set, or a value it cannot read. */
export type AssetValueStatus =
  | {kind: 'empty'}
  | {kind: 'error'; fileName: string; retry: () => void}
  /** An upload in progress: this session's (`own`), or someone else's as `_upload` tells it. */
  | {kind: 'uploading'; state: UploadState; own: boolean}
  /** `_upload` without progress for 2 minutes, and not this session's. */
  | {kind: 'stale'; state: UploadState}
  | {kind: 'asset'; assetId: string}
  /** An `asset` that is not a reference. */
  | {kind: 'invalid'}

/** The asset id a file or image value refers to, if its `asset` is a reference. */
export function assetIdOf(value: unknown): string | undefined {
  const asset = isRecord(value) ? value.asset : undefined
  return isRecord(asset) && typeof asset._ref === 'string' && asset._ref !== '' ? asset._ref : undefined
}

/**
 * The status of a file or image value: this session's failed or running upload first, then the
 * `_upload` written into the value (someone's upload, or a stale one), then the asset.
 */
export function assetValueStatus(value: unknown, entry: UploadEntry | undefined, now: number): AssetValueStatus {
  if (entry?.status === 'error') return {kind: 'error', fileName: entry.file.name, retry: entry.retry}
  const upload = uploadStateOf(value)
  if (entry?.status === 'uploading') {
    const state = upload ?? {
      progress: 2,
      createdAt: '',
      updatedAt: '',
      file: {name: entry.file.name, type: entry.file.type},
    }
    return {kind: 'uploading', state, own: true}
  }
  if (upload)
    return msUntilStale(upload, now) <= 0
      ? {kind: 'stale', state: upload}
      : {kind: 'uploading', state: upload, own: false}
  const assetId = assetIdOf(value)
  if (assetId) return {kind: 'asset', assetId}
  if (isRecord(value) && value.asset !== undefined) return {kind: 'invalid'}
  if (value !== undefined && !isRecord(value)) return {kind: 'invalid'}
  return {kind: 'empty'}
}
