import {INTRINSIC_TYPE_NAMES, isDocumentSchemaType} from '../../schema'
import type {Schema} from '../../types'

const intrinsicNames: ReadonlySet<string> = new Set(INTRINSIC_TYPE_NAMES)

/**
 * The document types a default structure lists, in schema order: every type of the schema
 * that is a document, except the built-in `document` itself and the system types (`sanity.*`,
 * such as the asset documents).
 */
export function documentTypeNames(schema: Pick<Schema, 'get' | 'getTypeNames'>): string[] {
  return schema
    .getTypeNames()
    .filter(
      (name) => !intrinsicNames.has(name) && !name.startsWith('sanity.') && isDocumentSchemaType(schema.get(name)),
    )
}

/** Whether `name` is a document type of the schema (built-in ones included). */
export function isDocumentTypeName(schema: Pick<Schema, 'get'>, name: string): boolean {
  return isDocumentSchemaType(schema.get(name))
}
