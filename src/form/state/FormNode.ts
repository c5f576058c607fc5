import type {
  ArraySchemaType,
  BooleanSchemaType,
  NumberSchemaType,
  ObjectSchemaType,
  Path,
  SchemaType,
  StringSchemaType,
  ValidationMarker,
} from '../../types'
import type {ArrayItemMemberError, FieldMemberError} from './FormMemberError'
import type {FormNodePresence} from './FormNodePresence'

/**
 * A validation marker as form nodes carry it; `path` is from the document root.
 * @public
 */
export type FormNodeValidation = ValidationMarker

/**
 * What every node of the form state knows about its place in the document. Nodes are
 * immutable and shared between builds: a node whose inputs did not change is the very same
 * object as before, which is what lets a keystroke re-render only the path it changes.
 * @public
 */
export interface BaseFormNode<S extends SchemaType = SchemaType, V = unknown> {
  /** The DOM id of the node's input (unique per `FormBuilder`). */
  id: string
  /** Where the value is, from the document root. */
  path: Path
  /** The schema type of the value at {@link BaseFormNode.path}. */
  schemaType: S
  /** The value at {@link BaseFormNode.path}; `undefined` when the document has none there. */
  value: V | undefined
  /** Nesting depth: the root object is 0, its fields 1. */
  level: number
  /** Whether editing is off: the whole form, an ancestor or the field's `readOnly` says so. */
  readOnly: boolean
  /** Whether the form's focus path points exactly here. */
  focused: boolean
  /** Validation markers at this path and below it. */
  validation: readonly FormNodeValidation[]
  /** People at this path and below it. */
  presence: readonly FormNodePresence[]
}

/**
 * A string-like field: string, text, email, url, date, datetime.
 * @public
 */
export type StringFormNode = BaseFormNode<StringSchemaType, string>
/**
 * A number field.
 * @public
 */
export type NumberFormNode = BaseFormNode<NumberSchemaType, number>
/**
 * A boolean field.
 * @public
 */
export type BooleanFormNode = BaseFormNode<BooleanSchemaType, boolean>
/**
 * A field holding a string, number or boolean.
 * @public
 */
export type PrimitiveFormNode = StringFormNode | NumberFormNode | BooleanFormNode

/**
 * A tab of an object's fields, as the object input shows it.
 * @public
 */
export interface FormFieldGroup {
  /** The group's name from the schema; `all-fields` for the All fields group. */
  name: string
  /** The group's title; left out for All fields, which the object input names in the user's language. */
  title?: string
  /** The group's icon component from the schema, when it has one (never for All fields). */
  icon?: unknown
  /** Whether this is the group whose fields show. */
  selected: boolean
  /** Whether the group is chosen when the object opens (`default: true`, or All fields). */
  default: boolean
}

/**
 * An object (or document) and its members.
 * @public
 */
export interface ObjectFormNode extends BaseFormNode<ObjectSchemaType, Record<string, unknown>> {
  /** Fields, fieldsets and field errors in schema order; hidden ones are left out. */
  members: readonly ObjectMember[]
  /** Visible field groups (All fields first); empty when the type has none. */
  groups: readonly FormFieldGroup[]
  /** Fields of the value the schema does not define (`_`-prefixed properties aside), in value order. */
  unknownFields: readonly string[]
}

/**
 * An array whose items are objects, addressed by `_key`.
 * @public
 */
export interface ArrayOfObjectsFormNode extends BaseFormNode<ArraySchemaType, unknown[]> {
  /**
   * One member per item, in array order: an editable item, or an error for an item that is not
   * an object of a type the array allows, or has no `_key`.
   */
  members: readonly ArrayOfObjectsMember[]
}

/**
 * An array whose items are strings, numbers or booleans, addressed by index.
 * @public
 */
export interface ArrayOfPrimitivesFormNode extends BaseFormNode<ArraySchemaType, unknown[]> {
  /** One member per item, in array order: an editable item, or an error for one of a type the array does not allow. */
  members: readonly ArrayOfPrimitivesMember[]
}

/**
 * Any node of the form state.
 * @public
 */
export type FormNode = PrimitiveFormNode | ObjectFormNode | ArrayOfObjectsFormNode | ArrayOfPrimitivesFormNode

/**
 * A field of an object.
 * @public
 */
export interface FieldMember<N extends FormNode = FormNode> {
  /** Discriminant: an editable field. */
  kind: 'field'
  /** Stable React key: `field-{name}`. */
  key: string
  /** The field's name: its property in the object. */
  name: string
  /** Position among the object's fields. */
  index: number
  /** The field groups it belongs to. */
  groups: readonly string[]
  /** Whether it shows in the selected group (always, when the object has no groups). */
  inSelectedGroup: boolean
  /** Whether it can be collapsed (an object with `options.collapsible`). */
  collapsible: boolean
  /** Whether it is collapsed now. */
  collapsed: boolean
  /** The field's own node: its value, type, markers and members. */
  field: N
}

/**
 * A field that cannot be edited with its input, with what is known about it for its header.
 * @public
 */
export interface FieldError {
  /** Discriminant: a field that cannot be edited. */
  kind: 'error'
  /** Stable React key: `field-{name}`, as the field would have. */
  key: string
  /** The field's name: its property in the object. */
  name: string
  /** Position among the object's fields. */
  index: number
  /** The field groups it belongs to. */
  groups: readonly string[]
  /** Whether it shows in the selected group (always, when the object has no groups). */
  inSelectedGroup: boolean
  /** Why the value cannot be edited, with what it takes to fix it. */
  error: FieldMemberError
  /** The field's place, type, value and markers, for its header. */
  field: BaseFormNode
}

/**
 * A fieldset of an object: a titled, optionally collapsible set of fields in columns.
 * @public
 */
export interface FieldSetState {
  /** A DOM id for the fieldset, unique per form. */
  id: string
  /** The fieldset's name from the schema. */
  name: string
  /** The fieldset's title; its name when the schema gives none. */
  title: string
  /** The fieldset's description from the schema. */
  description?: string
  /** The object's path plus the fieldset's name: where its collapsed state is kept. */
  path: Path
  /** Nesting depth: one more than the object's, like its fields. */
  level: number
  /** Whether it can be collapsed (`options.collapsible` or `options.collapsed`). */
  collapsible: boolean
  /** Whether it is collapsed now; starts as `options.collapsed`. */
  collapsed: boolean
  /** Columns its fields are laid out in (1 unless the fieldset says). */
  columns: number
  /** Its fields (hidden ones left out), in schema order. */
  members: ReadonlyArray<FieldMember | FieldError>
  /** Markers of its fields, for the summary in its legend. */
  validation: readonly FormNodeValidation[]
  /** People in its fields. */
  presence: readonly FormNodePresence[]
}

/**
 * A fieldset among an object's members.
 * @public
 */
export interface FieldSetMember {
  /** Discriminant: a fieldset. */
  kind: 'fieldSet'
  /** Stable React key: `fieldset-{name}`. */
  key: string
  /** Whether any of its fields shows in the selected group. */
  inSelectedGroup: boolean
  /** The fieldset and its fields. */
  fieldSet: FieldSetState
}

/**
 * A member of an object.
 * @public
 */
export type ObjectMember = FieldMember | FieldSetMember | FieldError

/**
 * An item of an array of objects.
 * @public
 */
export interface ArrayOfObjectsItemMember {
  /** Discriminant: an editable item. */
  kind: 'item'
  /** The item's `_key`. */
  key: string
  /** The item's position in the array. */
  index: number
  /** Whether the item can be collapsed; always true for object items. */
  collapsible: boolean
  /** Whether the item is collapsed now (items start collapsed, shown as a preview). */
  collapsed: boolean
  /** The array's schema type. */
  parentSchemaType: ArraySchemaType
  /** The item's own node. */
  item: ObjectFormNode
}

/**
 * An item of an array of primitives.
 * @public
 */
export interface ArrayOfPrimitivesItemMember {
  /** Discriminant: an editable item. */
  kind: 'item'
  /** The index as a string: primitives have no key. */
  key: string
  /** The item's position in the array. */
  index: number
  /** The array's schema type. */
  parentSchemaType: ArraySchemaType
  /** The item's own node. */
  item: PrimitiveFormNode
}

/**
 * An array item that cannot be edited (its type is not one the array allows); it can be removed.
 * @public
 */
export interface ArrayItemError {
  /** Discriminant: an item that cannot be edited. */
  kind: 'error'
  /** The item's `_key`; `index-{i}` for an object item without one, the index as a string for a primitive. */
  key: string
  /** The item's position in the array. */
  index: number
  /** The item's path, from the document root. */
  path: Path
  /** Why the item cannot be edited: its type and the types the array allows. */
  error: ArrayItemMemberError
}

/**
 * A member of an array of objects.
 * @public
 */
export type ArrayOfObjectsMember = ArrayOfObjectsItemMember | ArrayItemError

/**
 * A member of an array of primitives.
 * @public
 */
export type ArrayOfPrimitivesMember = ArrayOfPrimitivesItemMember | ArrayItemError
