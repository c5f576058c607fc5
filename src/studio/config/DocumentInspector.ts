import type {ComponentType} from 'react'
import type {Tone} from '../../ui'

/**
 * Props of a document inspector's panel.
 * @public
 */
export interface DocumentInspectorProps {
  /** The published id of the document. */
  documentId: string
  /** The schema type name. */
  documentType: string
  /** Closes the panel. */
  onClose: () => void
}

/**
 * What the document menu shows for an inspector.
 * @public
 */
export interface DocumentInspectorMenuItem {
  /** The button's text. */
  title: string
  /** The icon shown before the title. */
  icon?: ComponentType
  /** Hides the inspector's button (e.g. for documents it has nothing to say about). */
  hidden?: boolean
  /** Keyboard shortcut keys for the inspector; the studio does not bind them yet. */
  hotkeys?: string[]
  /** Show as a button in the document header rather than only in the menu. */
  showAsAction?: boolean
  /** The button's colour; when left out it follows `status`. */
  tone?: Tone
  /** Colours the button as an error (critical), warning (caution) or info (primary) when `tone` is not given. */
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
  /** The panel's content. */
  component: ComponentType<DocumentInspectorProps>
  /** Describes the inspector's button in the document header; called like a hook, so it may use React hooks. */
  useMenuItem: (props: {documentId: string; documentType: string}) => DocumentInspectorMenuItem
  /** Changes the URL params as the inspector opens; the params are returned changed or as they came. */
  onOpen?: (context: {params: Record<string, string>}) => {params: Record<string, string>}
  /** Changes the URL params as the inspector closes (e.g. drops its own). */
  onClose?: (context: {params: Record<string, string>}) => {params: Record<string, string>}
}
