import type {Schema, SearchFieldDefinition} from '../../types'
import {getSearchableFields} from '../../schema'
import type {SearchFilterDefinition, SearchOperatorItem} from '../config'
import {dateOperators} from './operators/dateOperators'
import {
  arrayCountOperators,
  arrayListOperators,
  arrayReferenceOperators,
  booleanOperators,
  definedOperators,
  numberOperators,
  portableTextOperators,
  referenceOperators,
  referencesOperators,
  slugOperators,
  stringListOperators,
  stringOperators,
} from './operators/fieldOperators'
import type {SearchDefinitions, SearchOperator} from './searchDefinitions'

const items = (...groups: SearchOperator[][]): SearchOperatorItem[] =>
  groups.flatMap((group, index) => [
    ...(index > 0 ? [{type: 'divider' as const}] : []),
    ...group.map((operator) => ({type: 'item' as const, name: operator.name})),
  ])

const field = (name: string, ...groups: SearchOperator[][]): SearchFilterDefinition => ({
  type: 'field',
  name,
  operators: items(...groups),
})

const dates = dateOperators('date')
const datetimes = dateOperators('datetime')

/**
 * Every built-in search operator, by name: string, list, slug, Portable Text,
 * boolean, number, array count, list and reference, reference, date and datetime operators,
 * defined/not defined, and the 'Contains document, image or file' operators.
 * @beta
 */
export const BUILT_IN_SEARCH_OPERATORS: readonly SearchOperator[] = Object.freeze([
  ...stringOperators,
  ...stringListOperators,
  ...slugOperators,
  ...portableTextOperators,
  ...booleanOperators,
  ...numberOperators,
  ...arrayCountOperators,
  ...arrayListOperators,
  ...arrayReferenceOperators,
  ...referenceOperators,
  ...dates,
  ...datetimes,
  ...definedOperators,
  ...referencesOperators,
])

/**
 * The built-in filters: one per filter name field discovery gives (`array`, `arrayList`,
 * `arrayReferences`, `boolean`, `date`, `datetime`, `email`, `file`, `image`, `number`,
 * `portableText`, `reference`, `slug`, `string`, `stringList`, `text`, `url`) with its
 * operators, and the pinned 'Edited at' (`_updatedAt`), 'Created at' (`_createdAt`) and
 * 'Contains document, image or file' filters.
 * @beta
 */
export const BUILT_IN_SEARCH_FILTERS: readonly SearchFilterDefinition[] = Object.freeze([
  {
    type: 'pinned',
    name: 'updatedAt',
    titleKey: 'search:filter.pinned.updated-at',
    fieldPath: '_updatedAt',
    operators: items(datetimes),
  },
  {
    type: 'pinned',
    name: 'createdAt',
    titleKey: 'search:filter.pinned.created-at',
    fieldPath: '_createdAt',
    operators: items(datetimes),
  },
  {
    type: 'pinned',
    name: 'references',
    titleKey: 'search:filter.pinned.references',
    operators: items(referencesOperators),
  },
  field('array', arrayCountOperators, definedOperators),
  field('arrayList', arrayListOperators, arrayCountOperators, definedOperators),
  field('arrayReferences', arrayReferenceOperators, arrayCountOperators, definedOperators),
  field('boolean', booleanOperators, definedOperators),
  field('date', dates, definedOperators),
  field('datetime', datetimes, definedOperators),
  field('email', stringOperators, definedOperators),
  field('file', definedOperators),
  field('image', definedOperators),
  field('number', numberOperators, definedOperators),
  field('portableText', portableTextOperators, definedOperators),
  field('reference', referenceOperators, definedOperators),
  field('slug', slugOperators, definedOperators),
  field('string', stringOperators, definedOperators),
  field('stringList', stringListOperators, definedOperators),
  field('text', stringOperators.slice(2), definedOperators),
  field('url', stringOperators, definedOperators),
])

/** Options of {@link createSearchDefinitions}. @beta */
export interface SearchDefinitionsOptions {
  schema: Schema
  /** The workspace's `search.filters`: added to the built-in ones, replacing one of the same name. */
  filters?: readonly SearchFilterDefinition[]
  /** The workspace's `search.operators`: added to the built-in ones, replacing one of the same name. */
  operators?: readonly SearchOperator[]
  /** Field discovery depth (default 3). */
  maxFieldDepth?: number
}

/**
 * The fields, filters and operators a workspace's search offers: field discovery over the
 * schema, kept to fields some filter handles, plus the built-in and configured filters and
 * operators. An operator without a description key logs a warning.
 * @beta
 */
export function createSearchDefinitions(options: SearchDefinitionsOptions): SearchDefinitions {
  const filters = new Map<string, SearchFilterDefinition>()
  for (const filter of [...BUILT_IN_SEARCH_FILTERS, ...(options.filters ?? [])]) filters.set(filter.name, filter)
  const operators = new Map<string, SearchOperator>()
  for (const operator of [...BUILT_IN_SEARCH_OPERATORS, ...(options.operators ?? [])]) {
    if (!operator.descriptionKey) console.warn(`Search operator "${operator.name}" has no description key`)
    operators.set(operator.name, operator)
  }
  const fields = new Map<string, SearchFieldDefinition>()
  for (const found of getSearchableFields(options.schema, {maxDepth: options.maxFieldDepth})) {
    if (filters.get(found.filterName)?.type === 'field') fields.set(found.id, found)
  }
  return {fields, filters, operators}
}
