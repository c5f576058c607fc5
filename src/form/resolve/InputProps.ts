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
  /** The DOM id the field's `<label htmlFor>` points at. */
  id: string
  /** Receives the element; the form focuses it when its focus path comes to this input. */
  ref: (element: HTMLElement | null) => void
  /** Reports focus to the form (only when the element itself, not a child, is focused). */
  onFocus: (event: FocusEvent<HTMLElement>) => void
  /** Reports blur to the form (only when the element itself, not a child, loses focus). */
  onBlur: (event: FocusEvent<HTMLElement>) => void
  /** The ids of the field's description and validation messages; absent when it shows neither. */
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
  /** The schema type of the value. */
  schemaType: S
  /** The value; `undefined` when the document has none here. */
  value: V | undefined
  /** Nesting depth: the root object is 0, its fields 1. */
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
  /** Spread these onto the element that takes focus; see {@link InputElementProps}. */
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
  /** Shows the fields of the named group (a {@link FormFieldGroup.name}); the choice is kept per object. */
  onFieldGroupSelect: (groupName: string) => void
  /** Collapses the named field (a collapsible object field). */
  onFieldCollapse: (fieldName: string) => void
  /** Expands the named field. */
  onFieldExpand: (fieldName: string) => void
  /** Collapses the named fieldset (a collapsible one). */
  onFieldSetCollapse: (fieldSetName: string) => void
  /** Expands the named fieldset. */
  onFieldSetExpand: (fieldSetName: string) => void
}

/**
 * Props of an input of an array of objects.
 * @public
 */
export interface ArrayOfObjectsInputProps extends BaseInputProps<ArraySchemaType, unknown[]> {
  /** One member per item, in array order: an editable item, or an error for one that cannot be edited. */
  members: readonly ArrayOfObjectsMember[]
  /** Collapses the item with this `_key` to its preview. */
  onItemCollapse: (key: string) => void
  /** Expands the item with this `_key` to show its fields. */
  onItemExpand: (key: string) => void
}

/**
 * Props of an input of an array of strings, numbers or booleans.
 * @public
 */
export interface ArrayOfPrimitivesInputProps extends BaseInputProps<ArraySchemaType, unknown[]> {
  /** One member per item, in array order: an editable item, or an error for one of a type the array does not allow. */
  members: readonly ArrayOfPrimitivesMember[]
}

/**
 * Props of any input; narrow on `schemaType.jsonType`.
 * @public
 */
export type InputProps = PrimitiveInputProps | ObjectInputProps | ArrayOfObjectsInputProps | ArrayOfPrimitivesInputProps
