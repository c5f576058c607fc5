import type {DocumentActionComponent} from '../../studio'
import {DeleteAction} from './DeleteAction'
import {DiscardChangesAction} from './DiscardChangesAction'
import {DuplicateAction} from './DuplicateAction'
import {PublishAction} from './PublishAction'
import {RestoreAction} from './RestoreAction'
import {UnpublishAction} from './UnpublishAction'

/**
 * The structure tool's built-in document actions, in footer order: publish (the primary
 * button), then unpublish, discard changes, duplicate, delete and restore (in the menu;
 * restore only while the history shows a past revision). Each is marked with its `action`
 * name so plugins can find, drop or replace it in a `document.actions` reducer.
 *
 * @example
 * ```ts
 * definePlugin({
 *   name: 'no-delete',
 *   document: {actions: (prev) => prev.filter((action) => action.action !== 'delete')},
 * })
 * ```
 * @public
 */
export const DEFAULT_DOCUMENT_ACTIONS: DocumentActionComponent[] = [
  PublishAction,
  UnpublishAction,
  DiscardChangesAction,
  DuplicateAction,
  DeleteAction,
  RestoreAction,
]
