import type {NewDocumentItem} from '../config'

/**
 * One row of the new-document picker: a checked new-document item (what the row
 * shows and what the create intent carries) and whether the user may create it.
 */
export interface NewDocumentCreateOption extends NewDocumentItem {
  /** Whether the user may create this document; without it the row is disabled and says why. */
  hasPermission: boolean
}
