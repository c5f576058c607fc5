import type {SchemaProblem} from '../types'

/**
 * The `helpId` of every schema problem, by what went wrong. A help page (and a test) can
 * find a problem by its id; messages may change, ids do not.
 */
export const schemaHelpId = {
  /** A definition (type, field or member) is not an object. Error. */
  typeInvalid: 'schema-type-invalid',
  /** A type has no name, or a type, field or member has no `type`. Error. */
  typeMissingNameOrType: 'schema-type-missing-name-or-type',
  /** A type or member name has characters other than letters, digits, `_`, `-`, `.`. Error. */
  typeNameInvalid: 'schema-type-name-invalid',
  /** A type takes an intrinsic name or a `sanity.` name. Error. */
  typeNameReserved: 'schema-type-name-reserved',
  /** Two types have the same name. Error. */
  typeNameDuplicate: 'schema-type-name-duplicate',
  /** A type, field, member or reference target uses a type no one defines. Error. */
  typeUnknown: 'schema-type-unknown',
  /** A type extends itself, directly or through others. Error. */
  typeCircular: 'schema-type-circular',
  /** `fields` on a type that is not an object, document, image or file. Error. */
  typeFieldsNotAllowed: 'schema-type-fields-not-allowed',
  /** `of` on a type that is not an array or block. Error. */
  typeOfNotAllowed: 'schema-type-of-not-allowed',
  /** `to` on a type that is not a reference. Error. */
  typeToNotAllowed: 'schema-type-to-not-allowed',
  /** An object or document type without fields. Error. */
  objectFieldsMissing: 'schema-object-fields-missing',
  /** `fields` is not an array. Error. */
  objectFieldsInvalid: 'schema-object-fields-invalid',
  /** Two fields of one object have the same name. Error. */
  objectFieldsDuplicate: 'schema-object-fields-duplicate',
  /** A field names a fieldset the object does not declare. Error. */
  objectFieldsetUnknown: 'schema-object-fieldset-unknown',
  /** Two fieldsets of one object have the same name. Error. */
  objectFieldsetsDuplicate: 'schema-object-fieldsets-duplicate',
  /** A field names a group the object does not declare. Error. */
  objectGroupUnknown: 'schema-object-group-unknown',
  /** Two groups of one object have the same name. Error. */
  objectGroupsDuplicate: 'schema-object-groups-duplicate',
  /** More than one group has `default: true`. Error. */
  objectGroupsMultipleDefault: 'schema-object-groups-multiple-default',
  /** A field has no name. Error. */
  fieldNameMissing: 'schema-field-name-missing',
  /** A field name has characters other than letters, digits, `_`, `-`. Error. */
  fieldNameInvalid: 'schema-field-name-invalid',
  /** A field takes the name of a system property (`_id`, `_type`, `_key`, …). Error. */
  fieldNameReserved: 'schema-field-name-reserved',
  /** An array type without members. Error. */
  arrayOfMissing: 'schema-array-of-missing',
  /** An array member is itself an array. Error. */
  arrayOfArray: 'schema-array-of-array',
  /** An array mixes primitive and object members. Error. */
  arrayOfMixed: 'schema-array-of-mixed',
  /** Two members of an array have the same name (items could not tell them apart). Error. */
  arrayOfDuplicate: 'schema-array-of-duplicate',
  /** A block's inline object or annotation is not an object type. Error. */
  blockMemberInvalid: 'schema-block-member-invalid',
  /** A reference without targets. Error. */
  referenceToMissing: 'schema-reference-to-missing',
  /** A reference target that is not a document type, or has no `type`. Error. */
  referenceToInvalid: 'schema-reference-to-invalid',
  /** A cross-dataset reference without `dataset`. Error. */
  crossDatasetReferenceDatasetMissing: 'schema-cross-dataset-reference-dataset-missing',
  /** `deprecated` without a reason. Warning. */
  deprecatedReasonMissing: 'schema-deprecated-reason-missing',
  /** A preview selects a path no field of the type has. Warning. */
  previewSelectUnknownField: 'schema-preview-select-unknown-field',
} as const

/** Any value of {@link schemaHelpId}. */
export type SchemaHelpId = (typeof schemaHelpId)[keyof typeof schemaHelpId]

/** Builds a problem; kept in one place so every problem has the same shape. */
export function problem(
  severity: SchemaProblem['severity'],
  path: string[],
  message: string,
  helpId: string,
): SchemaProblem {
  return {severity, path, message, helpId}
}
