import {useMemo, useState} from 'react'
import {urlFor} from '../../../document'
import {Card, ImageIcon, WarningIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetDocumentState} from '../upload/useAssetDocument'
import {IMAGE_PREVIEW_HEIGHT} from '../upload/uploadConstants'
import {blurHashDataUrl} from './decodeBlurHash'

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** The image value: its crop and hotspot frame the preview. */
  value: Record<string, unknown> | undefined
  asset: AssetDocumentState
}

/** The device pixel ratio clamped to 1–3, so previews are sharp without loading huge images. */
function pixelRatio(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1
  return Math.min(3, Math.max(1, ratio))
}

/**
 * The preview of a set image: {@link IMAGE_PREVIEW_HEIGHT} px high at the
 * screen's pixel ratio (`fit=max`, `auto=format`), cropped as the value says. While it loads,
 * the asset's `lqip` — or its BlurHash, drawn — fills the same box; a missing asset says it
 * was deleted, and an image that fails to load says so.
 */
export function ImagePreview({value, asset}: ImagePreviewProps) {
  const t = useFormTranslation()
  const [loaded, setLoaded] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const document = asset.status === 'loaded' ? asset.document : undefined
  const url = useMemo(() => {
    if (!document) return undefined
    const source = {...(value ?? {}), asset: {_id: document._id, ...(document.url ? {url: document.url} : {})}}
    return urlFor(source as Parameters<typeof urlFor>[0])
      .height(IMAGE_PREVIEW_HEIGHT)
      .fit('max')
      .dpr(pixelRatio())
      .auto('format')
      .url()
  }, [document, value])
  const metadata = document?.metadata
  const placeholder = useMemo(
    () => metadata?.lqip ?? (metadata?.blurHash ? blurHashDataUrl(metadata.blurHash) : undefined),
    [metadata],
  )
  const dimensions = metadata?.dimensions
  const name = document?.originalFilename ?? document?._id ?? ''

  if (asset.status === 'missing' || asset.status === 'error') {
    return (
      <Card
        tone="caution"
        border
        className="vellum-form-image-preview"
        data-asset-state={asset.status}
        style={{height: IMAGE_PREVIEW_HEIGHT}}
      >
        <span className="vellum-form-image-preview-message">
          <WarningIcon />
          {t('asset.missing.image')}
        </span>
      </Card>
    )
  }
  const ready = url !== undefined && loaded === url
  return (
    <div
      className="vellum-form-image-preview"
      data-asset-state={asset.status}
      data-loaded={ready || undefined}
      style={{height: IMAGE_PREVIEW_HEIGHT}}
    >
      {!ready && placeholder && (
        <img
          className="vellum-form-image-placeholder"
          src={placeholder}
          alt=""
          aria-hidden="true"
          style={dimensions ? {aspectRatio: `${dimensions.width} / ${dimensions.height}`} : undefined}
        />
      )}
      {!ready && !placeholder && (
        <span className="vellum-form-image-preview-message" aria-hidden="true">
          <ImageIcon />
        </span>
      )}
      {url && failed !== url && (
        <img
          className="vellum-form-image-preview-image"
          src={url}
          alt={t('asset.image.alt', {name})}
          onLoad={() => setLoaded(url)}
          onError={() => setFailed(url)}
          data-loaded={ready || undefined}
          style={dimensions ? {aspectRatio: `${dimensions.width} / ${dimensions.height}`} : undefined}
        />
      )}
      {url && failed === url && (
        <span className="vellum-form-image-preview-message" role="alert">
          <WarningIcon />
          {t('asset.image.load-error')}
        </span>
      )}
    </div>
  )
}
