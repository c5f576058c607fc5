import type {ReactNode} from 'react'
import type {Path, SchemaType} from '../../types'
import type {Tone} from '../../ui'

/**
 * A field action: one entry of a field header's action menu.
 * @public
 */
export interface FieldAction {
  /** Discriminant: an action. */
  type: 'action'
  /** The menu item's text. */
  title: string
  /** Shown before the title. */
  icon?: ReactNode
  /** The item's colour; `critical` for destructive actions. */
  tone?: Tone
  /** Shown but not choosable; with a reason, the reason is shown with it. */
  disabled?: boolean | {reason: string}
  /** Marks the action as the chosen one of a set (a check mark). */
  selected?: boolean
  /** Left out of the menu. */
  hidden?: boolean
  /** Runs the action when the item is chosen. */
  onAction: () => void
}

/**
 * A titled set of field actions.
 * @public
 */
export interface FieldActionGroup {
  /** Discriminant: a group. */
  type: 'group'
  /** The group's heading in the menu. */
  title: string
  /** Shown before the heading. */
  icon?: ReactNode
  /** The actions, groups and dividers in the group, in menu order. */
  children: readonly FieldActionNode[]
  /** Left out of the menu, with its children. */
  hidden?: boolean
}

/**
 * A line between field actions.
 * @public
 */
export interface FieldActionDivider {
  /** Discriminant: a divider. */
  type: 'divider'
}

/**
 * An entry of a field's action menu, in the field header: an action, a group of actions, or a divider.
 * @public
 */
export type FieldActionNode = FieldAction | FieldActionGroup | FieldActionDivider

/**
 * What a field-actions resolver knows about the field it is asked for.
 * @public
 */
export interface FieldActionsContext {
  /** Where the field is, from the document root. */
  path: Path
  /** The field's schema type. */
  schemaType: SchemaType
  /** The field's value; `undefined` when the document has none. */
  value: unknown
  /** Whether the field is read-only; the default field then shows no action menu. */
  readOnly: boolean
}

/**
 * Gives the actions of a field (`FormServices.fieldActions`). Called while the field renders,
 * so it must be a plain function of its context (no hooks); keep what it returns stable for an
 * unchanged field, or the field's header renders anew with every build.
 * @public
 */
export type FieldActionsResolver = (context: FieldActionsContext) => readonly FieldActionNode[]
