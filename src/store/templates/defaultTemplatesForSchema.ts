import {isIntrinsicTypeName} from '../../schema'
import type {Schema, SchemaType} from '../../types'
import {prepareTemplates} from './prepareTemplates'
import type {Template} from './Template'

/**
 * The template every document type gets: id and schema type its name, its title. The value
 * is only `{_type}`: {@link resolveInitialValue} adds the type's own initial values from the
 * schema, so a resolver on the type runs once.
 */
export function defaultTemplateForType(type: SchemaType): Template {
  return {id: type.name, schemaType: type.name, title: type.title ?? type.name, value: {_type: type.name}}
}

/**
 * One template per document type of a schema (built-in `sanity.*` types and the intrinsic
 * `document` left out), in the schema's type order.
 *
 * @example
 * ```ts
 * defaultTemplatesForSchema(schema).map((template) => template.id) // ['post', 'author']
 * ```
 */
export function defaultTemplatesForSchema(schema: Schema): Template[] {
  const documentTypes = schema
    .getTypeNames()
    .filter((name) => !isIntrinsicTypeName(name) && !name.startsWith('sanity.'))
    .map((name) => schema.get(name))
    .filter((type): type is SchemaType => type !== undefined && type.intrinsic === 'document')
  return prepareTemplates(schema, documentTypes.map(defaultTemplateForType))
}
