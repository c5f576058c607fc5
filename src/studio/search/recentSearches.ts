import {isRecord} from '../../document'
import {isFilterUsable, type SearchDefinitions} from './searchDefinitions'
import type {RecentSearch, SearchFilter, SearchTerms} from './types'

/** How many recent searches are kept per dataset. @beta */
export const RECENT_SEARCH_LIMIT = 5
/** The version of the stored list; a list of another version is ignored. @beta */
export const RECENT_SEARCH_VERSION = 2
/** The prefix of the local storage key of recent searches. @beta */
export const RECENT_SEARCH_KEY_PREFIX = 'studio.search.recent'

/** The part of `window.localStorage` recent searches use. @beta */
export interface RecentSearchStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The local storage key of a dataset's recent searches (per project too, so two projects' `production` differ). @beta */
export function recentSearchKey(projectId: string, dataset: string): string {
  return `${RECENT_SEARCH_KEY_PREFIX}__${projectId}:${dataset}`
}

/**
 * A dataset's recent searches in local storage: the last
 * {@link RECENT_SEARCH_LIMIT}, newest first, stored as `{version: 2, recentSearches}`.
 * @beta
 */
export interface RecentSearchesStore {
  /** The recent searches still valid: searches of types that no longer exist, or with filters that are no longer usable, are purged (and the purge is stored). */
  get(): RecentSearch[]
  /** Saves a search (trimmed query, usable filters only) as the newest, dropping an equal older one and those past the limit. */
  add(terms: SearchTerms, now?: Date): RecentSearch[]
  /** Removes the search at `index` (newest first). */
  remove(index: number): RecentSearch[]
  /** Forgets every recent search. */
  clear(): RecentSearch[]
}

/** Options of {@link createRecentSearchesStore}. @beta */
export interface RecentSearchesStoreOptions {
  storage: RecentSearchStorage | undefined
  projectId: string
  dataset: string
  /** The schema's document type names: a search of another type is purged. */
  documentTypes: readonly string[]
  definitions: SearchDefinitions
}

function isFilter(value: unknown): value is SearchFilter {
  return (
    isRecord(value) &&
    typeof value.filterName === 'string' &&
    typeof value.operatorType === 'string' &&
    (value.fieldId === undefined || typeof value.fieldId === 'string')
  )
}

function isRecentSearch(value: unknown): value is RecentSearch {
  return (
    isRecord(value) &&
    typeof value.created === 'string' &&
    Array.isArray(value.filters) &&
    value.filters.every(isFilter) &&
    isRecord(value.terms) &&
    typeof value.terms.query === 'string' &&
    Array.isArray(value.terms.typeNames) &&
    value.terms.typeNames.every((name) => typeof name === 'string')
  )
}

const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  JSON.stringify([a.terms.query, [...a.terms.typeNames].sort(), a.filters]) ===
  JSON.stringify([b.terms.query, [...b.terms.typeNames].sort(), b.filters])

/**
 * Creates the recent searches of one dataset. Without a storage (server rendering, storage
 * disabled) nothing is remembered; a broken stored value reads as no recent searches.
 * @beta
 */
export function createRecentSearchesStore(options: RecentSearchesStoreOptions): RecentSearchesStore {
  const {storage, definitions} = options
  const key = recentSearchKey(options.projectId, options.dataset)
  const types = new Set(options.documentTypes)

  const read = (): RecentSearch[] => {
    let stored: unknown
    try {
      stored = JSON.parse(storage?.getItem(key) ?? 'null')
    } catch {
      return []
    }
    if (!isRecord(stored) || stored.version !== RECENT_SEARCH_VERSION || !Array.isArray(stored.recentSearches))
      return []
    return stored.recentSearches.filter(isRecentSearch)
  }
  const write = (searches: RecentSearch[]): RecentSearch[] => {
    try {
      storage?.setItem(key, JSON.stringify({version: RECENT_SEARCH_VERSION, recentSearches: searches}))
    } catch {
      // A full or disabled storage only means the list is not remembered.
    }
    return searches
  }
  const isValid = (search: RecentSearch) =>
    search.terms.typeNames.every((name) => types.has(name)) &&
    search.filters.every((filter) => isFilterUsable(filter, definitions))

  return {
    get: () => {
      const stored = read()
      const valid = stored.filter(isValid)
      return valid.length === stored.length ? stored : write(valid)
    },
    add: (terms, now = new Date()) => {
      const search: RecentSearch = {
        created: now.toISOString(),
        filters: terms.filters.filter((filter) => isFilterUsable(filter, definitions)),
        terms: {query: terms.query.trim(), typeNames: [...terms.types]},
      }
      const rest = read()
        .filter(isValid)
        .filter((other) => !sameSearch(other, search))
      return write([search, ...rest].slice(0, RECENT_SEARCH_LIMIT))
    },
    remove: (index) => write(read().filter((_, i) => i !== index)),
    clear: () => write([]),
  }
}
