import {createContext, useContext} from 'react'
import type {ObjectSchemaType, Path, ValidationMarker} from '../../types'

/**
 * What a document pane shares with the parts rendered inside it — inspectors, actions, a
 * plugin's panel: the document, its validation, and the form's focus.
 * @beta
 */
export interface DocumentPaneContextValue {
  /** The published id. */
  documentId: string
  /** The name of the document's schema type. */
  documentType: string
  /** The document's compiled schema type. */
  schemaType: ObjectSchemaType
  /** What the form shows: the draft, else the published document, else the initial value. */
  value: Record<string, unknown> | undefined
  /** The validation markers of the document, paths from its root. */
  validation: readonly ValidationMarker[]
  /** The path of the field that has focus, if any. */
  focusPath: Path | undefined
  /** Moves the form's focus to a field, opening the fieldsets, groups and items hiding it. */
  focusField(path: Path): void
  /** Whether the form is read-only (the user may not edit the document). */
  readOnly: boolean
  /**
   * The past revision (a transaction id) the history view has selected, for the restore action;
   * undefined while none is (and until the history view lands).
   */
  selectedRevision: string | undefined
  /**
   * Closes the pane, showing the pane it was opened from (the structure root for a document
   * opened on its own), as the Delete action does once the document is gone. Absent where
   * the pane cannot close (a document pane rendered outside the pane layout).
   */
  closePane?: () => void
}

/** Set by the document pane around its header, form, footer and inspector. */
export const DocumentPaneContext = createContext<DocumentPaneContextValue | null>(null)

/**
 * The document pane around the caller (see {@link DocumentPaneContextValue}).
 * @throws Error outside a document pane.
 * @example
 * ```tsx
 * const {validation, focusField} = useDocumentPane()
 * return <button onClick={() => focusField(validation[0]!.path)}>Go to the first problem</button>
 * ```
 * @beta
 */
export function useDocumentPane(): DocumentPaneContextValue {
  const pane = useContext(DocumentPaneContext)
  if (!pane) throw new Error('useDocumentPane() must be used inside a document pane')
  return pane
}

/** The document pane around the caller, or null outside one (for actions, which may run elsewhere). */
export function useOptionalDocumentPane(): DocumentPaneContextValue | null {
  return useContext(DocumentPaneContext)
}
