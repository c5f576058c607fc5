// The studio's global search: the framework-free search state (reducer, orderings, filter
// definitions and operators, recent searches, the request it sends) and the search dialog.
export type {
  SearchFilter,
  SearchTerms,
  SearchHit,
  SearchHitStory,
  SearchOrdering,
  SearchOrderingName,
  RecentSearch,
} from './types'
export {SEARCH_ORDERINGS, DEFAULT_SEARCH_ORDERING} from './searchOrderings'
export {
  getFilterKey,
  getFilterFieldPath,
  getFilterGroq,
  isFilterUsable,
  isFilterForTypes,
  type SearchDefinitions,
  type SearchOperator,
} from './searchDefinitions'
export {
  searchReducer,
  initialSearchState,
  type SearchAction,
  type SearchState,
  type SearchResultState,
  type InitialSearchStateOptions,
} from './searchReducer'
export {isValidSearchTerms} from './isValidSearchTerms'
export {
  createRecentSearchesStore,
  recentSearchKey,
  RECENT_SEARCH_LIMIT,
  RECENT_SEARCH_VERSION,
  RECENT_SEARCH_KEY_PREFIX,
  type RecentSearchesStore,
  type RecentSearchesStoreOptions,
  type RecentSearchStorage,
} from './recentSearches'
export {
  BUILT_IN_SEARCH_FILTERS,
  BUILT_IN_SEARCH_OPERATORS,
  createSearchDefinitions,
  type SearchDefinitionsOptions,
} from './searchFilters'
export {
  createSearchRequest,
  getSearchPaths,
  getDocumentTypeNames,
  PREVIEW_SEARCH_WEIGHTS,
  SEARCH_FIRST_PAGE_LIMIT,
  SEARCH_LIMIT,
  type SearchRequestOptions,
} from './createSearchRequest'
export {DEFAULT_DATE_LAST_VALUE} from './operators/dateOperators'
export type {DateFilterValue, DateRangeFilterValue, DateLastFilterValue} from './operators/dateValues'
export type {NumberRangeFilterValue} from './operators/fieldOperators'
export {
  useSearchState,
  toSearchHits,
  SEARCH_DEBOUNCE_MS,
  type SearchFunction,
  type UseSearchStateOptions,
} from './useSearchState'
export {SearchDialog, type SearchDialogProps} from './SearchDialog'
export {WorkspaceSearch, type WorkspaceSearchProps} from './WorkspaceSearch'
export {FilterValueInput, type FilterValueInputProps} from './FilterValueInput'
export {
  SEARCH_RESULT_ROW_HEIGHT,
  SEARCH_DIALOG_MAX_WIDTH,
  SEARCH_DIALOG_MAX_HEIGHT,
  SEARCH_DIALOG_TOP,
} from './searchConstants'
