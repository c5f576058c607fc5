import type {FormTranslate} from '../../../translation/useFormTranslation'
import {previewRect, type ImageCrop, type ImageHotspot} from './imageToolGeometry'

/** The preview ratios of the hotspot-and-crop dialog (width / height): 3:4, square, 16:9 and panorama (4). */
export const IMAGE_TOOL_PREVIEW_RATIOS: ReadonlyArray<{key: string; ratio: number}> = [
  {key: 'image-tool.preview-3-4', ratio: 3 / 4},
  {key: 'image-tool.preview-square', ratio: 1},
  {key: 'image-tool.preview-16-9', ratio: 16 / 9},
  {key: 'image-tool.preview-panorama', ratio: 4},
]

/** Props of {@link ImageToolPreviews}. */
export interface ImageToolPreviewsProps {
  /** The image's URL, the one the stage shows (already loaded, so previews cost no request). */
  src: string | undefined
  /** The image's width / height. */
  aspect: number
  crop: ImageCrop
  hotspot: ImageHotspot
  t: FormTranslate
}

/**
 * How the image shows at each preview ratio: the largest part of the crop with that ratio,
 * centred on the hotspot as far as the crop allows, drawn by placing the one image under a
 * frame of that ratio.
 */
export function ImageToolPreviews({src, aspect, crop, hotspot, t}: ImageToolPreviewsProps) {
  return (
    <div className="vellum-form-image-tool-previews" role="group" aria-label={t('image-tool.previews')}>
      {IMAGE_TOOL_PREVIEW_RATIOS.map(({key, ratio}) => {
        const rect = previewRect(crop, hotspot, aspect, ratio)
        return (
          <figure key={key} className="vellum-form-image-tool-preview" data-ratio={ratio}>
            <div className="vellum-form-image-tool-preview-frame" style={{aspectRatio: String(ratio)}}>
              {src ? (
                <img
                  src={src}
                  alt=""
                  draggable={false}
                  style={{
                    width: `${100 / rect.width}%`,
                    height: `${100 / rect.height}%`,
                    left: `${(-rect.left / rect.width) * 100}%`,
                    top: `${(-rect.top / rect.height) * 100}%`,
                  }}
                />
              ) : null}
            </div>
            <figcaption className="vellum-form-image-tool-preview-label">{t(key)}</figcaption>
          </figure>
        )
      })}
    </div>
  )
}
