import {isRecord} from '../../document'
import type {SchemaType} from '../../types'

/** One choice of a list: its title and the value it stores. */
export interface ListChoice {
  title: string
  value: string | number
}

/**
 * The choices of a type's `options.list`: titled options as given, bare values titled by
 * themselves. Entries that are neither a string, a number nor `{title, value}` are left out.
 */
export function listChoices(schemaType: SchemaType): ListChoice[] {
  const list = schemaType.options?.list
  if (!Array.isArray(list)) return []
  return list.flatMap((entry): ListChoice[] => {
    if (typeof entry === 'string' || typeof entry === 'number') return [{title: String(entry), value: entry}]
    if (isRecord(entry) && (typeof entry.value === 'string' || typeof entry.value === 'number')) {
      return [{title: typeof entry.title === 'string' ? entry.title : String(entry.value), value: entry.value}]
    }
    return []
  })
}

/** Whether a type offers a list of choices (a string or number with `options.list`). */
export function hasListOptions(schemaType: SchemaType): boolean {
  return (
    (schemaType.jsonType === 'string' || schemaType.jsonType === 'number') &&
    Array.isArray(schemaType.options?.list) &&
    schemaType.options.list.length > 0
  )
}
