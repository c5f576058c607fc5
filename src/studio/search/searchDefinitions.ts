import type {SearchFieldDefinition} from '../../types'
import type {SearchFilterDefinition, SearchOperatorDefinition} from '../config'
import type {SearchFilter} from './types'

/**
 * A search operator as the search dialog uses it: the config's definition plus, for the
 * built-in operators, the kind of value input it takes (`string`, `numberRange`, `dateLast`, …).
 * Two operators with the same input kind share a value when the user switches between them.
 * @beta
 */
export interface SearchOperator extends SearchOperatorDefinition {
  inputKind?: string
}

/**
 * Everything a search's filters are judged against: the fields field discovery found (by
 * id), the filter definitions (by name) and the operators (by name).
 * @beta
 */
export interface SearchDefinitions {
  fields: ReadonlyMap<string, SearchFieldDefinition>
  filters: ReadonlyMap<string, SearchFilterDefinition>
  operators: ReadonlyMap<string, SearchOperator>
}

/** A filter's identity in a search: its filter name and field (one filter per field and filter). */
export function getFilterKey(filter: Pick<SearchFilter, 'filterName' | 'fieldId'>): string {
  return filter.fieldId ? `${filter.filterName}:${filter.fieldId}` : filter.filterName
}

/** The field a filter targets: the discovered field's path, or a pinned filter's own `fieldPath`. */
export function getFilterFieldPath(filter: SearchFilter, definitions: SearchDefinitions): string | undefined {
  const definition = definitions.filters.get(filter.filterName)
  if (definition?.type === 'pinned') return definition.fieldPath
  return filter.fieldId ? definitions.fields.get(filter.fieldId)?.fieldPath : undefined
}

/**
 * The GROQ fragment of a filter, or null when the filter is not usable: its filter
 * definition or operator is unknown, the filter does not offer the operator, a field filter's
 * field is gone, or the operator makes no fragment of the value (an empty text, a range with
 * neither end).
 */
export function getFilterGroq(filter: SearchFilter, definitions: SearchDefinitions): string | null {
  const definition = definitions.filters.get(filter.filterName)
  const operator = definitions.operators.get(filter.operatorType)
  if (!definition || !operator) return null
  if (!definition.operators.some((item) => item.type === 'item' && item.name === filter.operatorType)) return null
  if (definition.type === 'field') {
    const field = filter.fieldId ? definitions.fields.get(filter.fieldId) : undefined
    if (!field || field.filterName !== filter.filterName) return null
  }
  const fieldPath = getFilterFieldPath(filter, definitions)
  try {
    return operator.groqFilter({fieldPath, value: filter.value}) || null
  } catch {
    // A plugin operator that throws on a value it does not expect makes no filter.
    return null
  }
}

/** Whether a filter can take part in a search (see {@link getFilterGroq}). @beta */
export function isFilterUsable(filter: SearchFilter, definitions: SearchDefinitions): boolean {
  return getFilterGroq(filter, definitions) !== null
}

/**
 * Whether a filter applies to every one of the narrowed document types: pinned filters apply
 * to all documents; a field filter only when each type has the field. With no types, all do.
 */
export function isFilterForTypes(
  filter: SearchFilter,
  types: readonly string[],
  definitions: SearchDefinitions,
): boolean {
  if (definitions.filters.get(filter.filterName)?.type === 'pinned' || !filter.fieldId) return true
  const field = definitions.fields.get(filter.fieldId)
  if (!field) return false
  return types.every((type) => field.documentTypes.includes(type))
}

/** The operator's value input kind, for deciding whether a value survives an operator change. */
export function getOperatorInputKind(operator: SearchOperator | undefined): unknown {
  return operator?.inputKind ?? operator?.inputComponent
}
