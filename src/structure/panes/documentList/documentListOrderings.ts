import {ORDERING_FIELD_PATTERN, type OrderingField} from '../../builder'
import type {StructureTranslate} from '../../i18n'
import type {SchemaType} from '../../../types'

/** A choice of the orderings menu. */
export interface DocumentListOrdering {
  /** Stored as the user's choice. */
  name: string
  title: string
  by: OrderingField[]
}

/** The name of the 'Last edited' ordering (`_updatedAt desc`), the default. */
export const LAST_EDITED_ORDERING = 'lastEdited'

/** The name of the 'Created' ordering (`_createdAt desc`). */
export const CREATED_ORDERING = 'created'

/**
 * The orderings a document list offers: its schema type's `orderings` (those sorting by plain
 * field paths; others are skipped with a console warning), then 'Last edited' and 'Created'.
 */
export function documentListOrderings(
  schemaType: SchemaType | undefined,
  t: StructureTranslate,
): DocumentListOrdering[] {
  const own = (schemaType && 'orderings' in schemaType ? (schemaType.orderings ?? []) : []).filter((ordering) => {
    const usable =
      Array.isArray(ordering.by) &&
      ordering.by.length > 0 &&
      ordering.by.every(
        (entry) =>
          ORDERING_FIELD_PATTERN.test(entry.field) && (entry.direction === 'asc' || entry.direction === 'desc'),
      )
    if (!usable)
      console.warn(
        `The ordering "${ordering.name}" of the schema type "${schemaType?.name}" sorts by something other than field paths in asc or desc order; the document list leaves it out`,
      )
    return usable
  })
  return [
    ...own.map((ordering) => ({
      name: ordering.name,
      title: ordering.title,
      by: ordering.by.map(({field, direction}) => ({field, direction})),
    })),
    {
      name: LAST_EDITED_ORDERING,
      title: t('document-list.ordering.last-edited'),
      by: [{field: '_updatedAt', direction: 'desc'}],
    },
    {
      name: CREATED_ORDERING,
      title: t('document-list.ordering.created'),
      by: [{field: '_createdAt', direction: 'desc'}],
    },
  ]
}

/** The string fields at the top of a document type that the filter box searches (`title`, `name`, `slug.current`, …). */
export function documentListSearchFields(schemaType: SchemaType | undefined): string[] {
  if (!schemaType || !('fields' in schemaType)) return ['title', 'name']
  const fields = schemaType.fields.flatMap((field) => {
    const intrinsic = field.type.intrinsic
    if (intrinsic === 'string' || intrinsic === 'text') return [field.name]
    if (intrinsic === 'slug') return [`${field.name}.current`]
    return []
  })
  return fields.length > 0 ? fields.filter((path) => ORDERING_FIELD_PATTERN.test(path)) : ['_id']
}
