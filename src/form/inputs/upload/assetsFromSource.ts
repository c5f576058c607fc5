import {isRecord} from '../../../document'
import type {AssetDocumentProps} from './uploadOptionsFor'

/** One asset an asset source hands back: an asset document id, a file, base64 data or a URL. */
export type AssetFromSource =
  | {kind: 'assetDocumentId'; value: string; assetDocumentProps?: AssetDocumentProps}
  | {kind: 'file'; value: File; assetDocumentProps?: AssetDocumentProps}
  | {kind: 'base64' | 'url'; value: string; assetDocumentProps?: AssetDocumentProps}

/** Why an asset source's result was refused; the message is a translation key of the form. */
export class AssetSourceResultError extends Error {
  constructor(readonly messageKey: 'asset.source.no-asset' | 'asset.source.not-array' | 'asset.source.invalid') {
    super(messageKey)
    this.name = 'AssetSourceResultError'
  }
}

const KINDS = new Set(['assetDocumentId', 'file', 'base64', 'url'])

/**
 * Checks what an asset source's `onSelect` was given: a non-empty array of
 * items of kind assetDocumentId, file, base64 or url, each with a value.
 *
 * @throws AssetSourceResultError naming what is wrong
 */
export function checkAssetsFromSource(assets: unknown): AssetFromSource[] {
  if (assets === undefined || assets === null) throw new AssetSourceResultError('asset.source.no-asset')
  if (!Array.isArray(assets) || assets.length === 0) throw new AssetSourceResultError('asset.source.not-array')
  for (const asset of assets) {
    if (!isRecord(asset) || typeof asset.kind !== 'string' || !KINDS.has(asset.kind))
      throw new AssetSourceResultError('asset.source.invalid')
    const valid =
      asset.kind === 'file'
        ? typeof File !== 'undefined' && asset.value instanceof File
        : typeof asset.value === 'string' && asset.value !== ''
    if (!valid) throw new AssetSourceResultError('asset.source.invalid')
  }
  return assets as AssetFromSource[]
}

/**
 * The file of a `base64` or `url` asset: a data URL or a URL fetched as a blob,
 * named after the asset's original file name or the URL's last segment.
 */
export async function fileFromSource(asset: {
  kind: 'base64' | 'url'
  value: string
  assetDocumentProps?: AssetDocumentProps
}): Promise<File> {
  const response = await fetch(asset.value)
  if (!response.ok) throw new Error(`Could not load image from ${asset.value}`)
  const blob = await response.blob()
  const fallbackName =
    asset.kind === 'url' ? (new URL(asset.value, 'http://localhost').pathname.split('/').pop() ?? 'asset') : 'asset'
  return new File([blob], asset.assetDocumentProps?.originalFilename ?? (fallbackName || 'asset'), {type: blob.type})
}
