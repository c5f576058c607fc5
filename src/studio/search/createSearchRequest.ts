import type {Schema, SchemaType, SearchPath, TextSearchRequest} from '../../types'
import {getSearchableFields, isDocumentSchemaType} from '../../schema'
import {getFilterGroq, type SearchDefinitions} from './searchDefinitions'
import type {SearchOrdering, SearchTerms} from './types'

/** How many hits a search request for a further page of results asks for. @beta */
export const SEARCH_LIMIT = 1000

/**
 * How many hits the first page of a search asks for: ten dialogs full of rows, so the answer
 * comes back fast; the pages after it, fetched as the list is scrolled, ask for
 * {@link SEARCH_LIMIT} each. @beta
 */
export const SEARCH_FIRST_PAGE_LIMIT = 100

/**
 * How much a match counts in a document's preview fields: the title most, then
 * the subtitle, then the description; other text fields count 1 (or their `options.search.weight`).
 * @beta
 */
export const PREVIEW_SEARCH_WEIGHTS: Readonly<Record<'title' | 'subtitle' | 'description', number>> = Object.freeze({
  title: 10,
  subtitle: 5,
  description: 1.5,
})

// Filters whose fields hold text a query can find, and how to reach the text from the field.
const TEXT_FILTERS: Record<string, (path: string) => string> = {
  string: (path) => path,
  text: (path) => path,
  email: (path) => path,
  url: (path) => path,
  stringList: (path) => path,
  portableText: (path) => `${path}[].children[].text`,
}

/** The names of the schema's document types, system types left out. @beta */
export function getDocumentTypeNames(schema: Schema): string[] {
  return schema.getTypeNames().filter((name) => {
    const type = schema.get(name)
    return !name.startsWith('sanity.') && type !== undefined && type.type !== undefined && isDocumentSchemaType(type)
  })
}

function fieldWeight(type: SchemaType, name: string): number | undefined {
  const fields = (type as {fields?: Array<{name: string; type: SchemaType}>}).fields
  const options = fields?.find((field) => field.name === name)?.type.options as
    {search?: {weight?: unknown}} | undefined
  const weight = options?.search?.weight
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : undefined
}

/**
 * The searched paths of each document type with their weights: every text field field
 * discovery finds (weight 1, or its top-level `options.search.weight`), the Portable Text as
 * its spans' text, and the preview's title, subtitle and description paths with
 * {@link PREVIEW_SEARCH_WEIGHTS} (the higher weight when a field is both).
 * @beta
 */
export function getSearchPaths(schema: Schema, typeNames: readonly string[]): Map<string, SearchPath[]> {
  const wanted = new Set(typeNames)
  const byType = new Map<string, Map<string, number>>(typeNames.map((name) => [name, new Map()]))
  for (const field of getSearchableFields(schema)) {
    const toText = TEXT_FILTERS[field.filterName]
    if (!toText) continue
    for (const typeName of field.documentTypes) {
      if (!wanted.has(typeName)) continue
      const topLevel = field.fieldPath.includes('.') || field.fieldPath.includes('[]') ? undefined : field.fieldPath
      const weight = (topLevel ? fieldWeight(schema.get(typeName)!, topLevel) : undefined) ?? 1
      byType.get(typeName)!.set(toText(field.fieldPath), weight)
    }
  }
  for (const typeName of typeNames) {
    const select = schema.get(typeName)?.preview?.select ?? {}
    const paths = byType.get(typeName)!
    for (const [slot, weight] of Object.entries(PREVIEW_SEARCH_WEIGHTS)) {
      const path = select[slot]
      if (typeof path === 'string' && path !== '') paths.set(path, Math.max(paths.get(path) ?? 0, weight))
    }
  }
  return new Map([...byType].map(([name, paths]) => [name, [...paths].map(([path, weight]) => ({path, weight}))]))
}

/** Options of {@link createSearchRequest}. @beta */
export interface SearchRequestOptions {
  terms: SearchTerms
  ordering: SearchOrdering
  cursor: string | null
  definitions: SearchDefinitions
  schema: Schema
  limit?: number
}

/**
 * The text search request of a search (the body of `POST /data/textsearch/{dataset}`): the
 * query, the narrowed types (every document type when none is chosen) with their weighted
 * paths, the usable filters as one GROQ filter (unusable ones are left out), the ordering (none
 * for best match, so the score decides), the attributes result rows show, the cursor and limit
 * ({@link SEARCH_FIRST_PAGE_LIMIT} for the first page, {@link SEARCH_LIMIT} for the next ones).
 * @beta
 */
export function createSearchRequest(options: SearchRequestOptions): TextSearchRequest {
  const {terms, ordering, schema, definitions} = options
  const typeNames = terms.types.length ? [...terms.types] : getDocumentTypeNames(schema)
  const paths = getSearchPaths(schema, typeNames)
  const fragments = terms.filters
    .map((filter) => getFilterGroq(filter, definitions))
    .filter((fragment): fragment is string => fragment !== null)
  const previewAttributes = new Set<string>()
  for (const typeName of typeNames) {
    for (const path of Object.values(schema.get(typeName)?.preview?.select ?? {}))
      previewAttributes.add(path.split(/[.[]/)[0]!)
  }
  return {
    query: {string: terms.query.trim()},
    filter: ['_type in $__types', ...fragments.map((fragment) => `(${fragment})`)].join(' && '),
    params: {__types: typeNames},
    types: typeNames.map((name) => ({name, paths: paths.get(name) ?? []})),
    ...(ordering.ignoreScore ? {order: [{attribute: ordering.sort.field, direction: ordering.sort.direction}]} : {}),
    includeAttributes: [...new Set(['_id', '_type', '_updatedAt', '_createdAt', ...previewAttributes])],
    ...(options.cursor ? {fromCursor: options.cursor} : {}),
    limit: options.limit ?? (options.cursor ? SEARCH_LIMIT : SEARCH_FIRST_PAGE_LIMIT),
  }
}
