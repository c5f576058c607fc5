import {isIntrinsicTypeName} from '../../schema'
import type {ComponentSlot, Schema, SchemaType} from '../../types'
import type {StoreTemplate} from './StoreTemplate'

/**
 * The template every document type gets: id and schema type its name, its title. The value
 * is only `{_type}`: {@link resolveInitialValue} adds the type's own initial values from the
 * schema, so a resolver on the type runs once.
 */
export function defaultTemplateForType<TIcon = ComponentSlot>(type: SchemaType): StoreTemplate<TIcon> {
  return {id: type.name, schemaType: type.name, title: type.title ?? type.name, value: {_type: type.name}}
}

/**
 * One template per document type of a schema (built-in `sanity.*` types such as the asset
 * documents, and the intrinsic `document`, left out), in the schema's type order. They are
 * valid by construction, so they need no `checkTemplates`.
 *
 * @example
 * ```ts
 * defaultTemplatesForSchema(schema).map((template) => template.id) // ['post', 'author']
 * ```
 * @beta
 */
export function defaultTemplatesForSchema<TIcon = ComponentSlot>(schema: Schema): StoreTemplate<TIcon>[] {
  const documentTypes = schema
    .getTypeNames()
    .filter((name) => !isIntrinsicTypeName(name) && !name.startsWith('sanity.'))
    .map((name) => schema.get(name))
    .filter((type): type is SchemaType => type !== undefined && type.intrinsic === 'document')
  return documentTypes.map((type) => defaultTemplateForType<TIcon>(type))
}
