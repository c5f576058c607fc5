import {createSchema} from '../../src/schema'
import type {AnyDefinition, FieldDefinition, Schema, ValidationMarker} from '../../src/types'
import {validateDocument, type ValidateDocumentOptions} from '../../src/validation'

/** A compiled schema from definitions. */
export function schemaOf(...types: AnyDefinition[]): Schema {
  return createSchema(types)
}

/** A document of `type` with the given fields. */
export function doc(
  type: string,
  fields: Record<string, unknown> = {},
): {_id: string; _type: string} & Record<string, unknown> {
  return {_id: 'doc1', _type: type, ...fields}
}

/** A schema with one document type `doc` holding `fields`. */
export function docSchema(...fields: FieldDefinition[]): Schema {
  return schemaOf({name: 'doc', type: 'document', fields} as AnyDefinition)
}

type Extra = Omit<ValidateDocumentOptions, 'document' | 'schema'>

/** Validates a document against a schema. */
export function validate(schema: Schema, document: unknown, extra: Extra = {}): Promise<ValidationMarker[]> {
  return validateDocument({schema, document, ...extra})
}

/**
 * The markers of one field: a document type `doc` with field `f` (the definition's name is
 * forced to `f`) holding `value`.
 */
export function fieldMarkers(
  definition: Omit<FieldDefinition, 'name'>,
  value: unknown,
  extra: Extra = {},
): Promise<ValidationMarker[]> {
  const schema = docSchema({...definition, name: 'f'} as FieldDefinition)
  return validate(schema, value === undefined ? doc('doc') : doc('doc', {f: value}), extra)
}

/** Markers reduced to `[level, path string, message]` for compact assertions. */
export function brief(markers: readonly ValidationMarker[]): Array<[string, string, string]> {
  return markers.map((marker) => [marker.level, pathString(marker.path), marker.message])
}

function pathString(path: ValidationMarker['path']): string {
  return path
    .map((segment) =>
      typeof segment === 'string'
        ? `.${segment}`
        : typeof segment === 'number'
          ? `[${segment}]`
          : Array.isArray(segment)
            ? `[${segment.join(':')}]`
            : `[${segment._key}]`,
    )
    .join('')
    .replace(/^\./, '')
}
