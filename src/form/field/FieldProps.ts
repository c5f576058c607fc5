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
  /** The field's name: its property in the object. */
  name: string
  /** Position among the object's fields. */
  index: number
  /** The field's title from its schema type, shown in the header. */
  title?: string
  /** The field's description from its schema type, shown under the title. */
  description?: string
  /** Nesting depth: the document's own fields are at 1. */
  level: number
  /** Where the value is, from the document root. */
  path: Path
  /** The field's schema type. */
  schemaType: SchemaType
  /** The field's value; `undefined` when the document has none. */
  value: unknown
  /** The DOM id of the input's focusable element, for the title's `<label htmlFor>`. */
  inputId: string
  /** Validation markers at the field and below it, for the status in its header. */
  validation: readonly FormNodeValidation[]
  /** People in the field or below it, shown in its header. */
  presence: readonly FormNodePresence[]
  /** Whether editing is off: the whole form, an ancestor or the field's `readOnly` says so. */
  readOnly: boolean
  /** Set when the schema marks the field deprecated; the header shows a badge with the reason. */
  deprecated?: {reason: string}
  /** Whether it can be collapsed (an object field with `options.collapsible`). */
  collapsible: boolean
  /** Whether it is collapsed now. */
  collapsed: boolean
  /** Collapses the field; the form (or the host, with `collapsedPaths`) keeps the state by path. */
  onCollapse: () => void
  /** Expands the field. */
  onExpand: () => void
  /** The entries of the header's action menu, from `FormServices.fieldActions`; empty when none. */
  actions: readonly FieldActionNode[]
  /** The props the input inside was rendered with. */
  inputProps: InputProps
  /** The rendered input. */
  children: ReactNode
}
