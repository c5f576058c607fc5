import {useEffect, useState} from 'react'
import {assetValueStatus, type AssetValueStatus} from './assetValueStatus'
import type {UploadEntry} from './uploadRegistry'
import {msUntilStale, uploadStateOf} from './UploadState'

/**
 * {@link assetValueStatus} kept current: an `_upload` that stops making progress turns stale
 * `UPLOAD_STALE_MS` (2 minutes) after its last update, with one timer per update (no polling).
 */
export function useAssetValueStatus(value: unknown, entry: UploadEntry | undefined): AssetValueStatus {
  const upload = uploadStateOf(value)
  const updatedAt = upload?.updatedAt
  // The `updatedAt` whose 2 minutes have passed.
  const [staleSince, setStaleSince] = useState<string>()
  useEffect(() => {
    if (updatedAt === undefined) return
    const state = {progress: 0, createdAt: updatedAt, updatedAt, file: {name: '', type: ''}}
    const timer = setTimeout(() => setStaleSince(updatedAt), Math.max(0, msUntilStale(state, Date.now())))
    return () => clearTimeout(timer)
  }, [updatedAt])
  const stale = updatedAt !== undefined && staleSince === updatedAt
  return assetValueStatus(value, entry, stale ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY)
}
