import type {ContentDocument} from '../../types'

/**
 * One filter of a search: which filter (`string`, `updatedAt`, …), on which discovered field
 * (absent for pinned filters), with which operator and value. The value's shape is the
 * operator's: `{date, includeTime}`, `{from, to, includeTime}`, `{unit, unitValue}`,
 * `{from, to}` for numbers, `{_ref, _type}` for references, a string, a number or a boolean.
 * @beta
 */
export interface SearchFilter {
  filterName: string
  /** The field definition's id (see `getSearchableFields`); pinned filters have none. */
  fieldId?: string
  operatorType: string
  value?: unknown
}

/**
 * What a search asks for: the query text, the document types it is narrowed to (by name) and
 * its filters.
 * @beta
 */
export interface SearchTerms {
  query: string
  types: string[]
  filters: SearchFilter[]
}

/**
 * Where a hit matched, for highlighting: the field's path, why it is a hit, and how much it
 * counted.
 * @beta
 */
export interface SearchHitStory {
  path: string
  why: string
  score: number
}

/**
 * One search result: the document (published id), its score and where it matched.
 * @beta
 */
export interface SearchHit {
  hit: Pick<ContentDocument, '_id' | '_type'> & Record<string, unknown>
  score: number
  stories: SearchHitStory[]
}

/**
 * The orderings of search results. `relevance` sorts by score (ties by
 * `_updatedAt` descending); the others sort by one attribute and ignore the score.
 * @beta
 */
export type SearchOrderingName = 'relevance' | 'createdAsc' | 'createdDesc' | 'updatedAsc' | 'updatedDesc'

/**
 * An ordering of search results.
 * @beta
 */
export interface SearchOrdering {
  name: SearchOrderingName
  /** The attribute sorted by and its direction. */
  sort: {field: '_createdAt' | '_updatedAt'; direction: 'asc' | 'desc'}
  /** Whether the score is ignored (every ordering but relevance). */
  ignoreScore: boolean
  /** Translation key of its menu label (`search` namespace). */
  titleKey: string
  /** The label sent in the search's comment tags. */
  label: string
}

/**
 * A search as the recent-searches list keeps it: when it ran, its filters and its terms.
 * @beta
 */
export interface RecentSearch {
  /** ISO time of the search. */
  created: string
  filters: SearchFilter[]
  terms: {query: string; typeNames: string[]}
}
