import type {
  ArraySchemaType,
  BlockSchemaType,
  BooleanSchemaType,
  CrossDatasetReferenceSchemaType,
  FileSchemaType,
  NumberSchemaType,
  ObjectSchemaType,
  ReferenceSchemaType,
  SchemaType,
  StringSchemaType,
} from '../types'

/**
 * Tells whether a compiled type holds objects (objects, documents, images, references, blocks, …).
 * @public
 */
export function isObjectSchemaType(type: SchemaType | undefined): type is ObjectSchemaType {
  return type?.jsonType === 'object'
}

/**
 * Tells whether a compiled type holds arrays.
 * @public
 */
export function isArraySchemaType(type: SchemaType | undefined): type is ArraySchemaType {
  return type?.jsonType === 'array'
}

/**
 * Tells whether a compiled type is a reference (to a document in the same dataset).
 * @public
 */
export function isReferenceSchemaType(type: SchemaType | undefined): type is ReferenceSchemaType {
  return type?.intrinsic === 'reference'
}

/**
 * Tells whether a compiled type is a reference to a document in another dataset.
 * @public
 */
export function isCrossDatasetReferenceSchemaType(
  type: SchemaType | undefined,
): type is CrossDatasetReferenceSchemaType {
  return type?.intrinsic === 'crossDatasetReference'
}

/**
 * Tells whether a compiled type is a portable-text block.
 * @public
 */
export function isBlockSchemaType(type: SchemaType | undefined): type is BlockSchemaType {
  return type?.intrinsic === 'block'
}

/**
 * Tells whether a compiled type is a document type.
 * @public
 */
export function isDocumentSchemaType(type: SchemaType | undefined): type is ObjectSchemaType {
  return type?.intrinsic === 'document'
}

/**
 * Tells whether a compiled type is an image or a file.
 * @public
 */
export function isFileSchemaType(type: SchemaType | undefined): type is FileSchemaType {
  return type?.intrinsic === 'file' || type?.intrinsic === 'image'
}

/**
 * Tells whether a compiled type is an image.
 * @public
 */
export function isImageSchemaType(type: SchemaType | undefined): type is FileSchemaType {
  return type?.intrinsic === 'image'
}

/**
 * Tells whether a compiled type holds strings, numbers or booleans.
 * @public
 */
export function isPrimitiveSchemaType(
  type: SchemaType | undefined,
): type is StringSchemaType | NumberSchemaType | BooleanSchemaType {
  return type?.jsonType === 'string' || type?.jsonType === 'number' || type?.jsonType === 'boolean'
}

/**
 * The type of an object type's field.
 *
 * @param type - An object type (other types have no fields).
 * @param fieldName - The field's name.
 * @returns The field's compiled type, or undefined when there is no such field.
 * @example
 * ```ts
 * getFieldType(schema.get('post'), 'title')?.jsonType // 'string'
 * ```
 * @public
 */
export function getFieldType(type: SchemaType | undefined, fieldName: string): SchemaType | undefined {
  if (!isObjectSchemaType(type)) return undefined
  return type.fields.find((field) => field.name === fieldName)?.type
}

/**
 * Tells whether a type is, or extends, the type named `name`: true when the type or any
 * type up its chain has that name.
 *
 * @example
 * ```ts
 * // {name: 'hero', type: 'image'}
 * isTypeOf(schema.get('hero'), 'image') // true
 * isTypeOf(schema.get('hero'), 'hero') // true
 * isTypeOf(schema.get('hero'), 'file') // false
 * ```
 * @public
 */
export function isTypeOf(type: SchemaType | undefined, name: string): boolean {
  for (let current = type; current; current = current.type) {
    if (current.name === name) return true
  }
  return false
}
