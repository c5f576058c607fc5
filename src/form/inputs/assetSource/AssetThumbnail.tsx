import {memo, useState} from 'react'
import {urlFor, type ImageUrlSource} from '../../../document'
import {ErrorIcon} from '../../../ui'
import type {BrowsedAsset} from './AssetBrowserServices'
import {devicePixelRatio} from './devicePixelRatio'

/** The height of asset browser thumbnails in CSS pixels (the image itself is this times the pixel ratio). */
export const ASSET_THUMBNAIL_HEIGHT = 200

/**
 * The URL of an asset's thumbnail: 200 px high times the pixel ratio, never
 * enlarged (`fit=max`), as JPEG when the original is a GIF (so an animation is not loaded
 * whole). Only thumbnails: the browser never loads a full-size image.
 */
export function assetThumbnailUrl(
  asset: Pick<BrowsedAsset, '_id' | 'url' | 'mimeType'>,
  dpr = devicePixelRatio(),
): string | undefined {
  let builder = urlFor(asset as ImageUrlSource)
    .height(ASSET_THUMBNAIL_HEIGHT)
    .fit('max')
    .dpr(dpr)
  if (asset.mimeType === 'image/gif') builder = builder.format('jpg')
  return builder.url()
}

/** Props of {@link AssetThumbnail}. */
export interface AssetThumbnailProps {
  asset: BrowsedAsset
  /** Shown instead of the picture when it cannot be loaded. */
  errorLabel: string
}

/** An asset's thumbnail, loaded lazily; a placeholder when it cannot be loaded. */
export const AssetThumbnail = memo(function AssetThumbnail({asset, errorLabel}: AssetThumbnailProps) {
  const [failed, setFailed] = useState(false)
  const src = assetThumbnailUrl(asset)
  if (!src || failed) {
    return (
      <span className="vellum-form-asset-thumbnail-error" title={errorLabel}>
        <ErrorIcon aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      className="vellum-form-asset-thumbnail"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
})
