import type {ReactNode} from 'react'
import type {Path, SchemaType} from '../../types'
import type {Tone} from '../../ui'

/**
 * A field action: one entry of a field header's action menu.
 * @public
 */
export interface FieldAction {
  type: 'action'
  title: string
  icon?: ReactNode
  tone?: Tone
  /** Shown but not choosable; with a reason, the reason is shown with it. */
  disabled?: boolean | {reason: string}
  /** Marks the action as the chosen one of a set (a check mark). */
  selected?: boolean
  /** Left out of the menu. */
  hidden?: boolean
  onAction: () => void
}

/**
 * A titled set of field actions.
 * @public
 */
export interface FieldActionGroup {
  type: 'group'
  title: string
  icon?: ReactNode
  children: readonly FieldActionNode[]
  hidden?: boolean
}

/**
 * A line between field actions.
 * @public
 */
export interface FieldActionDivider {
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
  path: Path
  schemaType: SchemaType
  value: unknown
  readOnly: boolean
}

/**
 * Gives the actions of a field (`FormServices.fieldActions`). Called while the field renders,
 * so it must be a plain function of its context (no hooks); keep what it returns stable for an
 * unchanged field, or the field's header renders anew with every build.
 * @public
 */
export type FieldActionsResolver = (context: FieldActionsContext) => readonly FieldActionNode[]
