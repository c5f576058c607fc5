import type {ArraySchemaType, ObjectField, Schema, SchemaType, SearchFieldDefinition} from '../types'
import {
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isTypeOf,
} from './schemaTypeGuards'
import {startCase} from './startCase'

/**
 * Options of {@link getSearchableFields}.
 * @public
 */
export interface SearchableFieldsOptions {
  /** How deep into objects fields are collected; top-level fields are depth 1. Default 3. */
  maxDepth?: number
}

/** How deep field discovery goes by default: fields of the document type and two levels of objects below. */
export const DEFAULT_SEARCH_FIELD_DEPTH = 3

// The fields images and files are born with; discovery offers the image or file itself instead.
const ASSET_FIELD_NAMES = new Set(['asset', 'hotspot', 'crop', 'media'])

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true})

/**
 * Finds the fields search filters can target. Walks every document type except the `sanity.` system types, down to
 * `maxDepth`:
 *
 * - Fields whose names start with `_` are skipped, and so are slug fields (a slug
 *   mirrors its source field, which is offered instead).
 * - Objects are entered (their fields are offered, not the object); references are not.
 * - References, images and files are offered as a whole; an image's or file's own extra
 *   fields are entered too, but not the built-in `asset`, `hotspot` and `crop`.
 * - Object members of arrays are entered with `[]` in the path (`authors[].name`).
 *
 * The filter name is `stringList` for a string with `options.list`, `arrayReferences` for
 * an array of references only, `portableText` for an array with a block member, `arrayList`
 * for an array of strings, numbers or booleans with `options.list`, `array` for any other
 * array, and otherwise the intrinsic type the field's type resolves to (`string` for a
 * `string` field and for a field of an alias of `string`). `type` is the name of the type
 * the field uses.
 *
 * The same field (path, title and type) in several document types is listed once, with all
 * of them in `documentTypes`; fields of one path whose titles or types differ stay apart, each
 * with its own `id` (the path, the filter name and a hash of the title path, title and type).
 * The result is sorted by title, then parent titles, then path.
 *
 * @param schema - A compiled schema.
 * @param options - How deep to look.
 * @returns The fields, sorted.
 * @example
 * ```ts
 * getSearchableFields(schema).find((field) => field.fieldPath === 'authors[].name')
 * // {filterName: 'string', title: 'Name', titlePath: ['Authors'], documentTypes: ['book'], …}
 * ```
 * @public
 */
export function getSearchableFields(schema: Schema, options: SearchableFieldsOptions = {}): SearchFieldDefinition[] {
  const maxDepth = options.maxDepth ?? DEFAULT_SEARCH_FIELD_DEPTH
  const found = new Map<string, SearchFieldDefinition>()

  const add = (documentType: string, field: ObjectField, fieldPath: string, titlePath: string[]): void => {
    const title = field.type.title ?? startCase(field.name)
    const type = field.type.name
    const key = `${fieldPath}\u0000${title}\u0000${type}`
    const existing = found.get(key)
    if (existing) {
      if (!existing.documentTypes.includes(documentType)) existing.documentTypes.push(documentType)
      return
    }
    const filterName = filterNameOf(field.type)
    found.set(key, {
      // The id covers everything the entry is keyed by, so two entries of one path (a post's
      // `author` titled 'Author' beside another type's `author` titled 'Reference') never share
      // one: the search definitions are a map by id.
      id: `${fieldPath}-${filterName}-${hash([...titlePath, title, type].join('\u0000'))}`,
      documentTypes: [documentType],
      fieldPath,
      filterName,
      name: field.name,
      title,
      titlePath,
      type,
    })
  }

  const walk = (
    documentType: string,
    fields: readonly ObjectField[],
    depth: number,
    parentPath: string,
    titlePath: string[],
  ): void => {
    for (const field of fields) {
      if (field.name.startsWith('_') || isTypeOf(field.type, 'slug')) continue
      const fieldPath = parentPath === '' ? field.name : `${parentPath}.${field.name}`
      const type = field.type
      const enterable = enterableFields(type)
      // Plain objects are only entered; everything else is a filter target itself.
      if (!isObjectSchemaType(type) || enterable === undefined || isFileSchemaType(type))
        add(documentType, field, fieldPath, titlePath)
      if (depth >= maxDepth) continue
      const childTitles = [...titlePath, type.title ?? startCase(field.name)]
      if (enterable) walk(documentType, enterable, depth + 1, fieldPath, childTitles)
      if (isArraySchemaType(type)) {
        for (const member of type.of) {
          const memberFields = isBlockSchemaType(member) ? undefined : enterableFields(member)
          if (memberFields) walk(documentType, memberFields, depth + 1, `${fieldPath}[]`, childTitles)
        }
      }
    }
  }

  for (const typeName of schema.getTypeNames()) {
    if (typeName.startsWith('sanity.')) continue
    const type = schema.get(typeName)
    // The intrinsic `document` type itself has no fields and no parent.
    if (!isDocumentSchemaType(type) || type.type === undefined) continue
    walk(typeName, type.fields, 1, '', [])
  }

  return [...found.values()].sort(
    (a, b) =>
      collator.compare(a.title, b.title) ||
      collator.compare(a.titlePath.join(' / '), b.titlePath.join(' / ')) ||
      collator.compare(a.fieldPath, b.fieldPath) ||
      compareStrings(a.id, b.id),
  )
}

// The fields discovery enters for an object type; undefined for types offered whole.
function enterableFields(type: SchemaType): readonly ObjectField[] | undefined {
  if (!isObjectSchemaType(type)) return undefined
  if (
    isReferenceSchemaType(type) ||
    isCrossDatasetReferenceSchemaType(type) ||
    isBlockSchemaType(type) ||
    isTypeOf(type, 'slug')
  )
    return undefined
  if (isFileSchemaType(type)) return type.fields.filter((field) => !ASSET_FIELD_NAMES.has(field.name))
  return type.fields
}

function filterNameOf(type: SchemaType): string {
  if (isArraySchemaType(type)) return arrayFilterName(type)
  if (type.jsonType === 'string' && Array.isArray(type.options?.list)) return 'stringList'
  return type.intrinsic
}

function arrayFilterName(type: ArraySchemaType): string {
  const members = type.of
  if (members.length > 0 && members.every(isReferenceSchemaType)) return 'arrayReferences'
  if (members.some(isBlockSchemaType)) return 'portableText'
  if (members.length > 0 && members.every(isPrimitiveSchemaType) && Array.isArray(type.options?.list))
    return 'arrayList'
  return 'array'
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

// FNV-1a, 32 bits, in base 36: short, stable ids for title paths.
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value.toString(36)
}
