// Public face of the schema layer: define helpers, compiling, problems, field discovery.
export {defineArrayMember, defineField, defineType} from './defineType'
export type {ArrayMemberDefinitionOf, DefinitionBody, FieldDefinitionOf, TypeDefinitionOf} from './defineType'
export {createSchema} from './createSchema'
export type {CreateSchemaOptions} from './createSchema'
export type {NamedSchema} from './compileSchema'
export {validateSchema} from './validateSchema'
export {SchemaError} from './SchemaError'
export {schemaHelpId} from './schemaHelpIds'
export type {SchemaHelpId} from './schemaHelpIds'
export {BUILTIN_TYPE_DEFINITIONS, INTRINSIC_TYPE_NAMES, isIntrinsicTypeName} from './builtinTypes'
export {DEFAULT_ANNOTATIONS, DEFAULT_BLOCK_STYLES, DEFAULT_DECORATORS, DEFAULT_LIST_TYPES} from './blockDefaults'
export {DEFAULT_SEARCH_FIELD_DEPTH, getSearchableFields} from './getSearchableFields'
export type {SearchableFieldsOptions} from './getSearchableFields'
export {
  getFieldType,
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isTypeOf,
} from './schemaTypeGuards'
export {startCase} from './startCase'
