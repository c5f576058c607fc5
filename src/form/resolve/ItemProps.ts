import type {ReactNode} from 'react'
import type {ArraySchemaType, Path, SchemaType} from '../../types'
import type {FormNodeValidation} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'
import type {InputProps} from './InputProps'

/**
 * Props of an array item: the row an array input shows for each item (its preview, menu and
 * the editor it opens). Rendered by array inputs through the `item` components slot.
 */
export interface ItemProps {
  /** The item's `_key` (objects) or index (primitives), as a string. */
  itemKey: string
  index: number
  path: Path
  schemaType: SchemaType
  parentSchemaType: ArraySchemaType
  value: unknown
  title?: string
  readOnly: boolean
  validation: readonly FormNodeValidation[]
  presence: readonly FormNodePresence[]
  collapsible: boolean
  collapsed: boolean
  onCollapse: () => void
  onExpand: () => void
  onRemove: () => void
  inputProps: InputProps
  /** The rendered input of the item. */
  children: ReactNode
}
