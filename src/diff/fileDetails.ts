import {getOwn, isRecord} from '../document'
import type {SchemaType} from '../types'
import type {AssetLookup, Diff, DiffAction, FileDiff, FileSizeChange} from './types'

/**
 * What an image or file diff adds to an object diff. Its action follows the asset (see
 * {@link FileDiff}): `added` with a new asset and no old one (or no old value), `removed`
 * when the asset (or the value) is gone, otherwise `changed`.
 */
export function fileDetails(
  from: Record<string, unknown> | undefined,
  to: Record<string, unknown> | undefined,
  fields: Record<string, Diff>,
  schemaType: SchemaType | undefined,
  assets: AssetLookup | undefined,
): Pick<
  FileDiff,
  'action' | 'fileType' | 'fromAsset' | 'toAsset' | 'assetChanged' | 'cropChanged' | 'hotspotChanged' | 'sizeChange'
> {
  const fromAsset = assetId(from)
  const toAsset = assetId(to)
  const action: DiffAction =
    from === undefined || (toAsset !== undefined && fromAsset === undefined)
      ? 'added'
      : to === undefined || (fromAsset !== undefined && toAsset === undefined)
        ? 'removed'
        : 'changed'
  const assetChanged = fromAsset !== toAsset
  const sizeChange =
    assetChanged && fromAsset !== undefined && toAsset !== undefined && assets
      ? fileSizeChange(assets(fromAsset)?.size, assets(toAsset)?.size)
      : undefined
  return {
    action,
    fileType: fileTypeOf(from, to, schemaType, fromAsset ?? toAsset),
    ...(fromAsset !== undefined ? {fromAsset} : {}),
    ...(toAsset !== undefined ? {toAsset} : {}),
    assetChanged,
    cropChanged: Boolean(fields.crop?.isChanged),
    hotspotChanged: Boolean(fields.hotspot?.isChanged),
    ...(sizeChange ? {sizeChange} : {}),
  }
}

/**
 * The change from one file size to another as a signed, rounded percent (`+12%`, `-40%`,
 * `0%`); `undefined` when a size is unknown or the old one is zero.
 *
 * @example
 * ```ts
 * fileSizeChange(1000, 1234)?.label // '+23%'
 * ```
 * @public
 */
export function fileSizeChange(fromSize: number | undefined, toSize: number | undefined): FileSizeChange | undefined {
  if (typeof fromSize !== 'number' || typeof toSize !== 'number' || !(fromSize > 0) || !(toSize >= 0)) return undefined
  // `+ 0` turns a rounded -0 into 0.
  const percent = Math.round(((toSize - fromSize) / fromSize) * 100) + 0
  return {fromSize, toSize, percent, label: `${percent > 0 ? '+' : ''}${percent}%`}
}

function assetId(value: Record<string, unknown> | undefined): string | undefined {
  const asset = value && getOwn(value, 'asset')
  return isRecord(asset) && typeof asset._ref === 'string' ? asset._ref : undefined
}

function fileTypeOf(
  from: Record<string, unknown> | undefined,
  to: Record<string, unknown> | undefined,
  schemaType: SchemaType | undefined,
  asset: string | undefined,
): 'image' | 'file' {
  if (schemaType) return schemaType.intrinsic === 'image' ? 'image' : 'file'
  const type = (to && getOwn(to, '_type')) ?? (from && getOwn(from, '_type'))
  return type === 'image' || asset?.startsWith('image-') ? 'image' : 'file'
}
