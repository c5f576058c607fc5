import type {SchemaType} from '../../../types'
import {listChoices} from '../listOptions'

/**
 * Whether a type is edited as a checkbox list: an array of strings and/or numbers with a
 * non-empty `options.list`.
 */
export function isCheckboxListArray(schemaType: SchemaType): boolean {
  if (schemaType.jsonType !== 'array' || schemaType.of.length === 0) return false
  return (
    schemaType.of.every((member) => member.jsonType === 'string' || member.jsonType === 'number') &&
    listChoices(schemaType).length > 0
  )
}
