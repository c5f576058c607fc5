import type {ComponentType, ReactNode} from 'react'
import type {ContentDocument} from '../../types'
import type {Tone} from '../../ui'

/**
 * What a document action or badge is rendered for: one document pair.
 * @public
 */
export interface DocumentActionProps {
  /** The published id. */
  id: string
  /** The schema type name. */
  type: string
  /** The draft; null when there is none. */
  draft: ContentDocument | null
  /** The published document; null when there is none. */
  published: ContentDocument | null
  /** Live-edit documents have no drafts. */
  liveEdit: boolean
  /** Call when the action is done: closes its dialog and resets the action bar. */
  onComplete: () => void
}

/**
 * A dialog an action opens while it runs.
 * @public
 */
export type DocumentActionDialog =
  | {type: 'confirm'; message: ReactNode; tone?: Tone; onConfirm: () => void; onCancel: () => void}
  | {type: 'dialog'; header?: ReactNode; content: ReactNode; footer?: ReactNode; onClose: () => void}
  | {type: 'popover'; content: ReactNode; onClose: () => void}

/**
 * What an action shows in the document's action bar; null hides the action.
 * @public
 */
export interface DocumentActionDescription {
  /** The button's text. */
  label: string
  /** The icon shown before the label. */
  icon?: ComponentType
  /** Tooltip, e.g. why the action is disabled. */
  title?: ReactNode
  /** Shows the action but stops it from running; say why in `title`. */
  disabled?: boolean
  /** The button's colour, e.g. `positive` for publish or `critical` for delete. */
  tone?: Tone
  /** Keyboard shortcut, e.g. `Ctrl+Alt+P`. */
  shortcut?: string
  /** Called when the user runs the action. */
  onHandle?: () => void
  /** A dialog to show while the action runs; false or null for none. */
  dialog?: DocumentActionDialog | false | null
}

/**
 * A document action (publish, delete, a plugin's own, …). It is called like a hook, once per
 * render of the action bar, so it may use React hooks.
 * @public
 */
export interface DocumentActionComponent {
  /** Describes the action for the pair in `props`, or returns null to hide it. */
  (props: DocumentActionProps): DocumentActionDescription | null
  /** Marks a built-in action (`publish`, `unpublish`, `discardChanges`, `duplicate`, `delete`, `restore`) so plugins can find or replace it. */
  action?: string
  /** The name React devtools and error messages show. */
  displayName?: string
}
