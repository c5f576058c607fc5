import {BUILTIN_TYPE_DEFINITIONS, isDocumentSchemaType, isIntrinsicTypeName, type NamedSchema} from '../../schema'
import type {Template} from './Template'

const builtinTypeNames = new Set(BUILTIN_TYPE_DEFINITIONS.map((definition) => definition.name))

/**
 * The templates a workspace starts with: one per document type of the schema (built-in
 * types such as the asset documents left out), in schema order. Each has the type's name as
 * its id, the type's title, and the type's `initialValue` as its value, or `{_type}` when the
 * type has none.
 *
 * @param schema - The workspace's compiled schema.
 * @returns A new list of templates.
 */
export function defaultTemplates(schema: NamedSchema): Template[] {
  return schema.getTypeNames().flatMap((typeName) => {
    if (isIntrinsicTypeName(typeName) || builtinTypeNames.has(typeName)) return []
    const schemaType = schema.get(typeName)
    if (!schemaType || !isDocumentSchemaType(schemaType)) return []
    const template: Template = {
      id: typeName,
      schemaType: typeName,
      title: schemaType.title ?? typeName,
      value: (schemaType.initialValue as Template['value'] | undefined) ?? {_type: typeName},
    }
    return [template]
  })
}
