import type {ComponentSlot} from '../../types'

/**
 * An entry of the "create new document" menus, as the studio's `document.newDocumentOptions`
 * lists them: it names a template, and its other fields override what the template says.
 * `TIcon` is the UI layer's component type, as in `StoreTemplate` (the studio's
 * `NewDocumentOption`, in `vellum`, is this with a React icon).
 *
 * @example
 * ```ts
 * const option: StoreNewDocumentOption = {templateId: 'post-by-author', parameters: {authorId: 'ada'}, title: 'Post by Ada'}
 * ```
 * @public
 */
export interface StoreNewDocumentOption<TIcon = ComponentSlot> {
  /** The id of the template the option uses; it must exist. */
  templateId: string
  /** When given, it must be the template's own schema type. */
  schemaType?: string
  /** The entry's name in the menu; the template's title when left out. */
  title?: string
  /** A second line under the title; the document type's title (when it differs from the title) when left out. */
  subtitle?: string
  /** A sentence on what the entry creates; the template's description when left out. */
  description?: string
  /** The entry's icon; the template's when left out. */
  icon?: TIcon
  /** The id the new document gets (a random one when left out). */
  initialDocumentId?: string
  /** Passed to the template's value resolver. */
  parameters?: Record<string, unknown>
}

/**
 * A checked {@link StoreNewDocumentOption}: its template found, titles filled in. What a create menu lists.
 * @public
 */
export interface StoreNewDocumentItem<TIcon = ComponentSlot> {
  /** Unique in its list: `<templateId>-<index>`. */
  id: string
  /** The id of the template the entry uses. */
  templateId: string
  /** The template's schema type. */
  schemaType: string
  /** The entry's name in the menu: the option's title, else the template's. */
  title: string
  /**
   * A second line under the title: the option's subtitle, else the document type's title when it differs from the
   * title.
   */
  subtitle?: string
  /** A sentence on what the entry creates: the option's description, else the template's. */
  description?: string
  /** The entry's icon: the option's, else the template's. */
  icon?: TIcon
  /** The id the new document gets; a random one when left out. */
  initialDocumentId?: string
  /** Passed to the template's value resolver. */
  parameters?: Record<string, unknown>
}
