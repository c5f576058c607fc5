import type {ArraySchemaType, SchemaType} from '../../types'
import type {ValueConverter} from './valueConverters'

/**
 * A stored value of another JSON type than its schema type expects (a number where a string
 * belongs). The field shows an alert that offers to reset the value or, where a converter
 * applies to it, to convert it.
 * @public
 */
export interface IncompatibleTypeError {
  /** Discriminant: a value of the wrong JSON type. */
  type: 'INCOMPATIBLE_TYPE'
  /** The field's schema type, whose JSON type the value should have. */
  expectedSchemaType: SchemaType
  /** The JSON type of the stored value: string, number, boolean, object, array. */
  resolvedValueType: string
  /** The stored value, as it is. */
  value: unknown
  /** How to turn the value into one of the expected type, when that can be done without loss. */
  converter?: ValueConverter
}

/**
 * Object items of an array without a `_key`; the fix adds keys.
 * @public
 */
export interface MissingKeysError {
  /** Discriminant: object items without a `_key`. */
  type: 'MISSING_KEYS'
  /** The array field's schema type. */
  schemaType: ArraySchemaType
  /** The stored array, as it is. */
  value: unknown[]
}

/**
 * Array items sharing a `_key`; the fix gives the repeats new keys.
 * @public
 */
export interface DuplicateKeysError {
  /** Discriminant: items sharing a `_key`. */
  type: 'DUPLICATE_KEYS'
  /** The array field's schema type. */
  schemaType: ArraySchemaType
  /** The stored array, as it is. */
  value: unknown[]
  /** Each repeated key with the indices of its items, in order. */
  duplicates: Array<[key: string, indices: number[]]>
}

/**
 * An array of objects holding values that are not objects; the fix removes them.
 * @public
 */
export interface MixedArrayError {
  /** Discriminant: objects and primitives mixed in one array. */
  type: 'MIXED_ARRAY'
  /** The array field's schema type. */
  schemaType: ArraySchemaType
  /** The stored array, as it is. */
  value: unknown[]
}

/**
 * Why a field cannot be edited with its input: a value of the wrong type, array items without keys or with duplicate keys, or a mix of objects and primitives.
 * @public
 */
export type FieldMemberError = IncompatibleTypeError | MissingKeysError | DuplicateKeysError | MixedArrayError

/**
 * An array item whose type the array does not declare: it can be removed, not edited.
 * @public
 */
export interface InvalidItemTypeError {
  /** Discriminant: an item of a type the array does not declare. */
  type: 'INVALID_ITEM_TYPE'
  /** The item's `_type`, or its JSON type when it has none. */
  resolvedItemType: string
  /** The stored item, as it is. */
  value: unknown
  /** The types the array accepts. */
  validTypes: readonly SchemaType[]
}

/**
 * Why an array item cannot be edited.
 * @public
 */
export type ArrayItemMemberError = InvalidItemTypeError
