import type {ReactNode} from 'react'
import type {ArraySchemaType, Path, SchemaType} from '../../types'
import type {FormNodeValidation} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'
import type {InputProps} from './InputProps'

/**
 * Props of an array item: the row an array input shows for each item (its preview or inline
 * input, drag handle, menu, validation and presence) and, for an object item, the dialog or
 * popover it opens to edit the item's fields. Array inputs render every item through the
 * `item` components slot, so `form.components.item` can wrap or replace the row.
 * @public
 */
export interface ItemProps {
  /** The item's `_key` (objects) or index (primitives), as a string. */
  itemKey: string
  /** The item's position in the array. */
  index: number
  /** Where the item is, from the document root. */
  path: Path
  /** The item's member type. */
  schemaType: SchemaType
  /** The array's schema type. */
  parentSchemaType: ArraySchemaType
  /** The item's value. */
  value: unknown
  /** The item type's title: what 'Edit {type}' and 'View {type}' name. */
  title?: string
  /** Editing is off: no menu, no drag handle; an object item opens as 'View {type}'. */
  readOnly: boolean
  /** Markers at the item and below it. */
  validation: readonly FormNodeValidation[]
  /** People at the item and below it. */
  presence: readonly FormNodePresence[]
  /** Whether the item opens and closes (object items do; primitives are edited in the row). */
  collapsible: boolean
  /** Whether an object item's editor is closed. The form keeps it, so a focus path can open it. */
  collapsed: boolean
  /** Closes the item's editor. */
  onCollapse: () => void
  /** Opens the item's editor. */
  onExpand: () => void
  /** Removes the item; the array is unset when it was the last one. */
  onRemove: () => void
  /** Puts a copy of the item after it (an object copy gets a new `_key`). */
  onDuplicate: () => void
  /** Puts a new, empty item of `type` (one of the array's member types) before or after this one. */
  onInsert: (position: 'before' | 'after', type: SchemaType) => void
  /** How the array lays out its items: rows of a list, or cards of a grid. */
  layout: 'list' | 'grid'
  /** Whether an object item's editor is a dialog (the default) or a popover by the row (`options.modal.type`). */
  openAs: 'dialog' | 'popover'
  /** Maximum width in px of the dialog or popover (`options.modal.width`). */
  modalWidth: number
  /** The drag handle the array gives a sortable item, to be placed in the row; null when it cannot be moved. */
  dragHandle: ReactNode
  /** The item's preview, rendered through the `preview` slot (object items). */
  preview?: ReactNode
  /** The props the item's input was rendered with. */
  inputProps: InputProps
  /** The rendered input of the item: an object's fields (shown in its editor), or a primitive's inline input. */
  children: ReactNode
}
