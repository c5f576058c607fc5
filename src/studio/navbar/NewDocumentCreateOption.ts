import type {ComponentType} from 'react'

/**
 * One row of the new-document picker (spec/shell.md §3: "Create option in the picker: id,
 * templateId, schemaType, title, hasPermission"), with what the row shows and what the create
 * intent carries.
 */
export interface NewDocumentCreateOption {
  /** Unique in the list (the new-document item's id). */
  id: string
  templateId: string
  schemaType: string
  title: string
  subtitle?: string
  description?: string
  icon?: ComponentType
  /** Passed to the template's value resolver through the create intent's payload. */
  parameters?: Record<string, unknown>
  /** The id the new document gets. */
  initialDocumentId?: string
  /** Whether the user may create this document; without it the row is disabled and says why. */
  hasPermission: boolean
}
