import type {ReactNode} from 'react'
import type {Path, SchemaType} from '../../types'
import type {InputProps} from '../resolve/InputProps'
import type {FormNodeValidation} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'
import type {FieldActionNode} from './FieldActionNode'

/**
 * Props of a field: the frame around an input (title, description, status, presence, actions).
 * @public
 */
export interface FieldProps {
  name: string
  index: number
  title?: string
  description?: string
  level: number
  path: Path
  schemaType: SchemaType
  value: unknown
  /** The DOM id of the input's focusable element, for the title's `<label htmlFor>`. */
  inputId: string
  validation: readonly FormNodeValidation[]
  presence: readonly FormNodePresence[]
  readOnly: boolean
  deprecated?: {reason: string}
  /** Whether it can be collapsed (an object field with `options.collapsible`). */
  collapsible: boolean
  collapsed: boolean
  onCollapse: () => void
  onExpand: () => void
  actions: readonly FieldActionNode[]
  /** The props the input inside was rendered with. */
  inputProps: InputProps
  /** The rendered input. */
  children: ReactNode
}
