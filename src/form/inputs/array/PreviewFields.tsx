import {createElement, isValidElement, type ComponentType, type ReactNode} from 'react'
import type {PreviewProps} from '../../resolve/PreviewProps'
import {isPreviewImageSource, PreviewImage} from './PreviewImage'

/**
 * The fields of a preview laid out: its media (an element, a component, an image value or image
 * asset — shown as a thumbnail sized for the layout, see `PreviewImage` — or `imageUrl`), title,
 * subtitle and description, laid out by `layout` — `default` and `compact` on one line,
 * `media` (grid cards) with the media above the text, `detail` and `block` with the description
 * too. It renders the fields it is given (see `DefaultPreview`).
 */
export function PreviewFields({layout = 'default', title, subtitle, description, media, imageUrl}: PreviewProps) {
  const shownMedia = isPreviewImageSource(media) ? (
    <PreviewImage source={media} layout={layout} />
  ) : (
    (renderMedia(media) ?? (imageUrl ? <img src={imageUrl} alt="" /> : null))
  )
  const withDescription = layout === 'detail' || layout === 'block' || layout === 'blockImage'
  return (
    <span className="vellum-form-preview" data-layout={layout}>
      {shownMedia && <span className="vellum-form-preview-media">{shownMedia}</span>}
      <span className="vellum-form-preview-text">
        <span className="vellum-form-preview-title">{title}</span>
        {subtitle && layout !== 'inline' && <span className="vellum-form-preview-subtitle">{subtitle}</span>}
        {description && withDescription && <span className="vellum-form-preview-description">{description}</span>}
      </span>
    </span>
  )
}

function renderMedia(media: unknown): ReactNode {
  if (media === undefined || media === null || media === false) return null
  if (isValidElement(media)) return media
  // A component, such as an icon a `prepare` returns.
  if (typeof media === 'function') return createElement(media as ComponentType)
  return typeof media === 'string' || typeof media === 'number' ? media : null
}
