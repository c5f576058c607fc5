import {isArraySchemaType, isBlockSchemaType, isObjectSchemaType} from '../../../schema'
import type {ArraySchemaType, BlockSchemaType, ObjectSchemaType, SchemaType} from '../../../types'

/**
 * Whether a type is a rich-text field: an array with a `block` member. It reads no
 * ProseMirror, so the input rules can ask it without loading the editor.
 * @beta
 */
export function isPortableTextArray(schemaType: SchemaType): schemaType is ArraySchemaType {
  return schemaType.jsonType === 'array' && schemaType.of.some((member) => member.intrinsic === 'block')
}

/**
 * Whether a type holds a rich-text field: is one, or has one among its fields or members, at
 * any depth (a recursive type is looked at once).
 * @beta
 */
export function hasPortableTextField(schemaType: SchemaType): boolean {
  return holdsPortableText(schemaType, new Set())
}

function holdsPortableText(schemaType: SchemaType, seen: Set<SchemaType>): boolean {
  if (seen.has(schemaType)) return false
  seen.add(schemaType)
  const inner: readonly SchemaType[] = isArraySchemaType(schemaType)
    ? schemaType.of
    : isObjectSchemaType(schemaType)
      ? schemaType.fields.map((field) => field.type)
      : []
  return isPortableTextArray(schemaType) || inner.some((type) => holdsPortableText(type, seen))
}

/**
 * The member types of a rich-text array: its text block type and its block object types.
 * @beta
 */
export interface PortableTextMemberTypes {
  /** The text block type: its styles, lists, decorators, annotations and inline objects. */
  blockType: BlockSchemaType
  /** The array's other member types: the objects placed between text blocks. */
  blockObjectTypes: ObjectSchemaType[]
}

/**
 * The text block type (the first `block` member) and block object types of a rich-text array.
 * @throws Error when the array has no `block` member
 * @beta
 */
export function portableTextMemberTypes(arrayType: ArraySchemaType): PortableTextMemberTypes {
  const blockType = arrayType.of.find(isBlockSchemaType)
  if (!blockType) throw new Error(`The array type "${arrayType.name}" has no block member: it is not portable text`)
  const blockObjectTypes = arrayType.of.filter(
    (type): type is ObjectSchemaType => !isBlockSchemaType(type) && type.jsonType === 'object',
  )
  return {blockType, blockObjectTypes}
}
