import {getPublishedId} from '../../document'
import {getFilterKey, getOperatorInputKind, isFilterForTypes, type SearchDefinitions} from './searchDefinitions'
import {DEFAULT_SEARCH_ORDERING} from './searchOrderings'
import type {SearchFilter, SearchHit, SearchOrdering, SearchTerms} from './types'

/**
 * The result part of the search state.
 * @beta
 */
export interface SearchResultState {
  error: Error | null
  /** Whether the hits were ordered locally (by the last ordering change) rather than by the server. */
  hasLocal: boolean
  hits: SearchHit[]
  loaded: boolean
  loading: boolean
}

/**
 * The state of the search dialog: terms, ordering, paging cursors, results
 * and the dialog's own flags. Framework-free; the dialog keeps it with `useReducer`.
 * @beta
 */
export interface SearchState {
  definitions: SearchDefinitions
  terms: SearchTerms
  /** Key of the filter added last, whose editor opens at once. */
  lastAddedFilter: string | null
  filtersVisible: boolean
  fullscreen: boolean
  /** The result row that was active last, restored when the list comes back. */
  lastActiveIndex: number
  ordering: SearchOrdering
  /** Cursor of the page being asked for; null for the first page. */
  cursor: string | null
  nextCursor: string | null
  /** Whether the search has been narrowed to some types (by the user, not by a recent search). */
  documentTypesNarrowed: boolean
  /** Index of the recent search the terms came from, for the search's comment tags; null otherwise. */
  recentIndex: number | null
  result: SearchResultState
  /** Whether scores are shown (`_debug_search_score` in the URL hash). */
  debug: boolean
}

/**
 * The actions of the search reducer, every change a search dialog makes.
 * @beta
 */
export type SearchAction =
  | {type: 'FILTERS_VISIBLE_SET'; visible: boolean}
  | {type: 'LAST_ACTIVE_INDEX_SET'; index: number}
  | {type: 'ORDERING_RESET'}
  | {type: 'ORDERING_SET'; ordering: SearchOrdering}
  | {type: 'PAGE_INCREMENT'}
  | {type: 'SEARCH_CLEAR'}
  | {type: 'SEARCH_REQUEST_START'}
  | {type: 'SEARCH_REQUEST_COMPLETE'; hits: SearchHit[]; nextCursor: string | null}
  | {type: 'SEARCH_REQUEST_ERROR'; error: Error}
  | {type: 'TERMS_FILTERS_ADD'; filter: SearchFilter}
  | {type: 'TERMS_FILTERS_CLEAR'}
  | {type: 'TERMS_FILTERS_REMOVE'; filterKey: string}
  | {type: 'TERMS_FILTERS_SET_OPERATOR'; filterKey: string; operatorType: string}
  | {type: 'TERMS_FILTERS_SET_VALUE'; filterKey: string; value: unknown}
  | {type: 'TERMS_QUERY_SET'; query: string}
  | {type: 'TERMS_SET'; terms: Pick<SearchTerms, 'query' | 'types'>; filters: SearchFilter[]; recentIndex?: number}
  | {type: 'TERMS_TYPE_ADD'; typeName: string}
  | {type: 'TERMS_TYPE_REMOVE'; typeName: string}
  | {type: 'TERMS_TYPES_CLEAR'}

/** Options of {@link initialSearchState}. @beta */
export interface InitialSearchStateOptions {
  definitions: SearchDefinitions
  fullscreen?: boolean
  debug?: boolean
  terms?: Partial<SearchTerms>
}

/**
 * The state a search dialog opens with: no terms, best-match ordering, no results.
 * @beta
 */
export function initialSearchState(options: InitialSearchStateOptions): SearchState {
  return {
    definitions: options.definitions,
    terms: {query: '', types: [], filters: [], ...options.terms},
    lastAddedFilter: null,
    filtersVisible: true,
    fullscreen: options.fullscreen ?? false,
    lastActiveIndex: -1,
    ordering: DEFAULT_SEARCH_ORDERING,
    cursor: null,
    nextCursor: null,
    documentTypesNarrowed: false,
    recentIndex: null,
    result: {error: null, hasLocal: false, hits: [], loaded: false, loading: false},
    debug: options.debug ?? false,
  }
}

/** A change of terms: a new first page is asked for and the recent marker goes. */
function withTerms(state: SearchState, terms: SearchTerms): SearchState {
  return {...state, terms, cursor: null, nextCursor: null, recentIndex: null}
}

function mapFilter(state: SearchState, filterKey: string, change: (filter: SearchFilter) => SearchFilter): SearchState {
  return withTerms(state, {
    ...state.terms,
    filters: state.terms.filters.map((filter) => (getFilterKey(filter) === filterKey ? change(filter) : filter)),
  })
}

/** Adds a page of hits to those there, one hit per document (published id), the newer winning. */
function mergeHits(previous: SearchHit[], page: SearchHit[]): SearchHit[] {
  const byId = new Map<string, SearchHit>()
  for (const hit of [...previous, ...page]) byId.set(getPublishedId(hit.hit._id), hit)
  return [...byId.values()]
}

/**
 * The search reducer. A new search is due whenever `ordering`, `cursor` or
 * `terms` change (see `useSearchState`).
 * @beta
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'FILTERS_VISIBLE_SET':
      return {...state, filtersVisible: action.visible}
    case 'LAST_ACTIVE_INDEX_SET':
      return {...state, lastActiveIndex: action.index}
    case 'ORDERING_RESET':
      return {...state, ordering: DEFAULT_SEARCH_ORDERING, cursor: null, nextCursor: null, recentIndex: null}
    case 'ORDERING_SET':
      return {
        ...state,
        ordering: action.ordering,
        cursor: null,
        nextCursor: null,
        recentIndex: null,
        result: {...state.result, hasLocal: false},
      }
    case 'PAGE_INCREMENT':
      return state.nextCursor ? {...state, cursor: state.nextCursor} : state
    case 'SEARCH_CLEAR':
      return {...state, cursor: null, nextCursor: null, result: {...state.result, hits: [], loaded: false}}
    case 'SEARCH_REQUEST_START':
      return {...state, result: {...state.result, loading: true, loaded: false}}
    case 'SEARCH_REQUEST_COMPLETE':
      return {
        ...state,
        nextCursor: action.nextCursor,
        result: {
          ...state.result,
          error: null,
          // The first page of a query replaces what was there; later pages add to it.
          hits: state.cursor === null ? mergeHits([], action.hits) : mergeHits(state.result.hits, action.hits),
          loaded: true,
          loading: false,
        },
      }
    case 'SEARCH_REQUEST_ERROR':
      return {...state, result: {...state.result, error: action.error, loading: false}}
    case 'TERMS_FILTERS_ADD': {
      const operator = state.definitions.operators.get(action.filter.operatorType)
      const filter: SearchFilter = {...action.filter, value: action.filter.value ?? operator?.initialValue}
      const key = getFilterKey(filter)
      const exists = state.terms.filters.some((existing) => getFilterKey(existing) === key)
      const next = exists ? state : withTerms(state, {...state.terms, filters: [...state.terms.filters, filter]})
      return {...next, lastAddedFilter: key}
    }
    case 'TERMS_FILTERS_CLEAR':
      return {...withTerms(state, {...state.terms, filters: []}), lastAddedFilter: null}
    case 'TERMS_FILTERS_REMOVE': {
      const next = withTerms(state, {
        ...state.terms,
        filters: state.terms.filters.filter((filter) => getFilterKey(filter) !== action.filterKey),
      })
      return state.lastAddedFilter === action.filterKey ? {...next, lastAddedFilter: null} : next
    }
    case 'TERMS_FILTERS_SET_OPERATOR':
      return mapFilter(state, action.filterKey, (filter) => {
        const {operators} = state.definitions
        const previous = operators.get(filter.operatorType)
        const next = operators.get(action.operatorType)
        // The value carries over only to an operator that takes the same kind of input.
        const keep = previous !== undefined && getOperatorInputKind(previous) === getOperatorInputKind(next)
        return {...filter, operatorType: action.operatorType, value: keep ? filter.value : next?.initialValue}
      })
    case 'TERMS_FILTERS_SET_VALUE':
      return mapFilter(state, action.filterKey, (filter) => ({...filter, value: action.value}))
    case 'TERMS_QUERY_SET':
      return {...withTerms(state, {...state.terms, query: action.query}), result: {...state.result, hasLocal: false}}
    case 'TERMS_SET':
      return {
        ...withTerms(state, {query: action.terms.query, types: [...action.terms.types], filters: action.filters}),
        recentIndex: action.recentIndex ?? null,
        documentTypesNarrowed: false,
        lastAddedFilter: null,
      }
    case 'TERMS_TYPE_ADD': {
      if (state.terms.types.includes(action.typeName)) return state
      const types = [...state.terms.types, action.typeName]
      // A field filter stays only if every narrowed type still has its field.
      const filters = state.terms.filters.filter((filter) => isFilterForTypes(filter, types, state.definitions))
      return {...withTerms(state, {...state.terms, types, filters}), documentTypesNarrowed: true}
    }
    case 'TERMS_TYPE_REMOVE': {
      const types = state.terms.types.filter((type) => type !== action.typeName)
      return {...withTerms(state, {...state.terms, types}), documentTypesNarrowed: types.length > 0}
    }
    case 'TERMS_TYPES_CLEAR':
      return {...withTerms(state, {...state.terms, types: []}), documentTypesNarrowed: false}
  }
}
