import {useState} from 'react'
import {ErrorIcon, ImageIcon} from '../../../ui'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {devicePixelRatio} from '../assetSource/devicePixelRatio'
import {useImageAssetUrl, type ImageUrlOptions} from '../assetSource/useImageAssetUrl'
import {imageAssetIdOf} from '../image/tool/imageAssetIdOf'
import type {PreviewLayout} from '../../resolve/PreviewProps'

/** Props of {@link PreviewImage}. */
export interface PreviewImageProps {
  /** An image value (`{asset: {_ref}, crop, hotspot}`), a reference to an image asset, or an image asset document. */
  source: unknown
  layout: PreviewLayout
}

/** The square thumbnail of one-line previews, in CSS pixels (its box is 33 px). */
export const PREVIEW_THUMBNAIL_SIZE = 33

/**
 * The image URL transform of each preview layout (200 px wide or 800 px high, `fit=max`), at the screen's pixel ratio: one-line layouts get a square framed around the
 * hotspot, `media` cards 200 px wide, `blockImage` 800 px high.
 */
export function previewImageOptions(layout: PreviewLayout, dpr = devicePixelRatio()): ImageUrlOptions {
  if (layout === 'media') return {width: 200, fit: 'max', auto: 'format', dpr}
  if (layout === 'blockImage') return {height: 800, fit: 'max', auto: 'format', dpr}
  return {width: PREVIEW_THUMBNAIL_SIZE, height: PREVIEW_THUMBNAIL_SIZE, fit: 'crop', auto: 'format', dpr}
}

/** Whether a preview's `media` is an image this component can show (rather than an element or icon). */
export function isPreviewImageSource(media: unknown): boolean {
  if (typeof media !== 'object' || media === null) return false
  const id = imageAssetIdOf(media)
  return id !== undefined && id.startsWith('image-')
}

/**
 * The image a preview selects, as a thumbnail sized for its layout and the screen's pixel
 * ratio, or a placeholder: 'Deleted image' when the asset document is gone,
 * 'Error loading image' when the picture cannot be loaded.
 */
export function PreviewImage({source, layout}: PreviewImageProps) {
  const t = useFormTranslation()
  const {assets} = useFormServices()
  const url = useImageAssetUrl(source, previewImageOptions(layout))
  const [failure, setFailure] = useState<{url: string; kind: 'error' | 'deleted'} | null>(null)
  const failed = url.status === 'ready' && failure?.url === url.url ? failure.kind : null

  if (url.status === 'missing' || failed === 'deleted')
    return <Placeholder label={t('preview.image-deleted')} kind="deleted" />
  if (failed === 'error') return <Placeholder label={t('preview.image-error')} kind="error" />
  if (url.status !== 'ready')
    return <span className="vellum-form-preview-image-pending" aria-busy={url.status === 'loading' || undefined} />

  const onError = () => {
    setFailure({url: url.url, kind: 'error'})
    // A picture that does not load may be one whose asset was deleted: ask, when we can.
    const id = imageAssetIdOf(source)
    if (assets && id) {
      assets.getAsset(id).then(
        (asset) => asset === null && setFailure({url: url.url, kind: 'deleted'}),
        () => undefined,
      )
    }
  }
  return (
    <img
      className="vellum-form-preview-image"
      src={url.url}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={onError}
    />
  )
}

function Placeholder({label, kind}: {label: string; kind: 'error' | 'deleted'}) {
  return (
    <span
      className="vellum-form-preview-image-placeholder"
      role="img"
      aria-label={label}
      title={label}
      data-kind={kind}
    >
      {kind === 'deleted' ? <ImageIcon aria-hidden="true" /> : <ErrorIcon aria-hidden="true" />}
    </span>
  )
}
