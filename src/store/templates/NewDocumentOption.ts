import type {ComponentSlot} from '../../types'

/**
 * An entry of the "create new document" menus, as the studio's `document.newDocumentOptions`
 * lists them: it names a template, and its other fields override what the template says.
 * `TIcon` is the UI layer's component type, as in `Template`.
 *
 * @example
 * ```ts
 * const option: NewDocumentOption = {templateId: 'post-by-author', parameters: {authorId: 'ada'}, title: 'Post by Ada'}
 * ```
 * @public
 */
export interface NewDocumentOption<TIcon = ComponentSlot> {
  templateId: string
  /** When given, it must be the template's own schema type. */
  schemaType?: string
  title?: string
  subtitle?: string
  description?: string
  icon?: TIcon
  /** The id the new document gets (a random one when left out). */
  initialDocumentId?: string
  /** Passed to the template's value resolver. */
  parameters?: Record<string, unknown>
}

/**
 * A checked {@link NewDocumentOption}: its template found, titles filled in. What a create menu lists.
 * @public
 */
export interface NewDocumentItem<TIcon = ComponentSlot> {
  /** Unique in its list: `<templateId>-<index>`. */
  id: string
  templateId: string
  /** The template's schema type. */
  schemaType: string
  title: string
  subtitle?: string
  description?: string
  icon?: TIcon
  initialDocumentId?: string
  parameters?: Record<string, unknown>
}
