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
  label?: string
  /** Tooltip. */
  title?: string
  color?: 'primary' | 'success' | 'warning' | 'danger'
  icon?: ComponentType
}

/**
 * A document badge (published, draft, live, a plugin's own, …). Called like a hook.
 * @public
 */
export interface DocumentBadgeComponent {
  (props: DocumentBadgeProps): DocumentBadgeDescription | null
  displayName?: string
}
