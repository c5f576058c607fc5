import type {ComponentType} from 'react'
import type {DocumentActionProps} from './DocumentActionComponent'

/**
 * What a document badge is rendered for: one document pair.
 * @public
 */
export type DocumentBadgeProps = Omit<DocumentActionProps, 'onComplete'>

/**
 * A badge in the document's footer; null hides it.
 * @public
 */
export interface DocumentBadgeDescription {
  /** The badge's text, e.g. `Published`. */
  label?: string
  /** The tooltip: what the badge means, e.g. `This document has a published version`. */
  title?: string
  /** The badge's colour. */
  color?: 'primary' | 'success' | 'warning' | 'danger'
  /** An icon shown before the label. */
  icon?: ComponentType
}

/**
 * A document badge (published, draft, live, a plugin's own, …). Called like a hook.
 * @public
 */
export interface DocumentBadgeComponent {
  /** Describes the badge for the pair in `props`, or returns null to hide it. */
  (props: DocumentBadgeProps): DocumentBadgeDescription | null
  /** The name React devtools and error messages show. */
  displayName?: string
}
