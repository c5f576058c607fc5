import type {FocusEvent} from 'react'
import type {
  ArraySchemaType,
  BooleanSchemaType,
  NumberSchemaType,
  ObjectSchemaType,
  Path,
  SchemaType,
  StringSchemaType,
} from '../../types'
import type {PatchArg} from '../patch/PatchEvent'
import type {
  ArrayOfObjectsMember,
  ArrayOfPrimitivesMember,
  FormFieldGroup,
  FormNodeValidation,
  ObjectMember,
} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'

/**
 * What an input spreads onto the element that takes focus (its `<input>`, `<textarea>`,
 * `<select>`, the checked radio): the DOM id its label points at, the ref focus is moved
 * with when the form's focus path comes to it, focus and blur reporting, and the ids of its
 * description and validation messages.
 * @public
 */
export interface InputElementProps {
  id: string
  ref: (element: HTMLElement | null) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * Props every input receives.
 * @public
 */
export interface BaseInputProps<S extends SchemaType = SchemaType, V = unknown> {
  /** The DOM id of the input's focusable element. */
  id: string
  /** Where the value is, from the document root. */
  path: Path
  schemaType: S
  value: V | undefined
  level: number
  /** Editing is off: inputs disable or make read-only every control, and hide their menus. */
  readOnly: boolean
  /** Whether the form's focus path is at this input. */
  focused: boolean
  /** Markers at this path and below. */
  validation: readonly FormNodeValidation[]
  /** People at this path and below. */
  presence: readonly FormNodePresence[]
  /**
   * Emits patches with paths relative to this input's value (`set('Hi')`, `unset()`,
   * `set(1, ['count'])`); the form adds the path. Inputs emit patches, never whole documents.
   */
  onChange: (...patches: PatchArg[]) => void
  elementProps: InputElementProps
}

/**
 * Props of an input of a string-like type (string, text, email, url, …).
 * @public
 */
export type StringInputProps = BaseInputProps<StringSchemaType, string>
/**
 * Props of a number input.
 * @public
 */
export type NumberInputProps = BaseInputProps<NumberSchemaType, number>
/**
 * Props of a boolean input.
 * @public
 */
export type BooleanInputProps = BaseInputProps<BooleanSchemaType, boolean>
/**
 * Props of any primitive input.
 * @public
 */
export type PrimitiveInputProps = StringInputProps | NumberInputProps | BooleanInputProps

/**
 * Props of an object input. Render `members` with `ObjectMembers`, which resolves each field's components.
 * @public
 */
export interface ObjectInputProps extends BaseInputProps<ObjectSchemaType, Record<string, unknown>> {
  /** Fields, fieldsets and field errors; members outside the selected group have `inSelectedGroup` false. */
  members: readonly ObjectMember[]
  /** Visible field groups, All fields first; empty when the type has none. */
  groups: readonly FormFieldGroup[]
  /** Fields of the value the schema does not define. */
  unknownFields: readonly string[]
  onFieldGroupSelect: (groupName: string) => void
  onFieldCollapse: (fieldName: string) => void
  onFieldExpand: (fieldName: string) => void
  onFieldSetCollapse: (fieldSetName: string) => void
  onFieldSetExpand: (fieldSetName: string) => void
}

/**
 * Props of an input of an array of objects.
 * @public
 */
export interface ArrayOfObjectsInputProps extends BaseInputProps<ArraySchemaType, unknown[]> {
  members: readonly ArrayOfObjectsMember[]
  onItemCollapse: (key: string) => void
  onItemExpand: (key: string) => void
}

/**
 * Props of an input of an array of strings, numbers or booleans.
 * @public
 */
export interface ArrayOfPrimitivesInputProps extends BaseInputProps<ArraySchemaType, unknown[]> {
  members: readonly ArrayOfPrimitivesMember[]
}

/**
 * Props of any input; narrow on `schemaType.jsonType`.
 * @public
 */
export type InputProps = PrimitiveInputProps | ObjectInputProps | ArrayOfObjectsInputProps | ArrayOfPrimitivesInputProps
