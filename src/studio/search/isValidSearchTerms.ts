import {isFilterUsable, type SearchDefinitions} from './searchDefinitions'
import type {SearchTerms} from './types'

/**
 * Whether terms make a search: a query with more than spaces, a narrowed
 * document type, or a usable filter (one whose operator makes a query fragment of its value,
 * so a chip just added and still empty does not search yet). `allowEmptyQueries` lets empty
 * terms search everything.
 * @beta
 */
export function isValidSearchTerms(
  terms: SearchTerms,
  definitions: SearchDefinitions,
  options: {allowEmptyQueries?: boolean} = {},
): boolean {
  if (options.allowEmptyQueries) return true
  if (terms.query.trim() !== '' || terms.types.length > 0) return true
  return terms.filters.some((filter) => isFilterUsable(filter, definitions))
}
