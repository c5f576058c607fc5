import type {ComponentType} from 'react'
import type {Tone} from '../../ui'

/**
 * Props of a document inspector's panel.
 * @public
 */
export interface DocumentInspectorProps {
  documentId: string
  documentType: string
  onClose: () => void
}

/**
 * What the document menu shows for an inspector.
 * @public
 */
export interface DocumentInspectorMenuItem {
  title: string
  icon?: ComponentType
  hidden?: boolean
  hotkeys?: string[]
  /** Show as a button in the document header rather than only in the menu. */
  showAsAction?: boolean
  tone?: Tone
  status?: 'info' | 'warning' | 'error'
}

/**
 * A side panel next to a document (validation, history, a plugin's own). `useMenuItem` is
 * called like a hook to describe its menu entry; `onOpen`/`onClose` may change URL params.
 * @public
 */
export interface DocumentInspector {
  /** Unique among a document's inspectors; kept in the URL while open. */
  name: string
  component: ComponentType<DocumentInspectorProps>
  useMenuItem: (props: {documentId: string; documentType: string}) => DocumentInspectorMenuItem
  onOpen?: (context: {params: Record<string, string>}) => {params: Record<string, string>}
  onClose?: (context: {params: Record<string, string>}) => {params: Record<string, string>}
}
