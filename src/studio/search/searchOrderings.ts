import type {SearchOrdering, SearchOrderingName} from './types'

const ordering = (
  name: SearchOrderingName,
  field: SearchOrdering['sort']['field'],
  direction: SearchOrdering['sort']['direction'],
  titleKey: string,
  label: string,
): SearchOrdering => Object.freeze({name, sort: {field, direction}, ignoreScore: name !== 'relevance', titleKey, label})

/**
 * The search orderings, in menu order: best match (by score, ties by last edit), then created
 * and updated, ascending and descending.
 * @beta
 */
export const SEARCH_ORDERINGS: Readonly<Record<SearchOrderingName, SearchOrdering>> = Object.freeze({
  relevance: ordering('relevance', '_updatedAt', 'desc', 'search:ordering.best-match', 'relevance'),
  createdAsc: ordering('createdAsc', '_createdAt', 'asc', 'search:ordering.created-ascending', 'createdAsc'),
  createdDesc: ordering('createdDesc', '_createdAt', 'desc', 'search:ordering.created-descending', 'createdDesc'),
  updatedAsc: ordering('updatedAsc', '_updatedAt', 'asc', 'search:ordering.updated-ascending', 'updatedAsc'),
  updatedDesc: ordering('updatedDesc', '_updatedAt', 'desc', 'search:ordering.updated-descending', 'updatedDesc'),
})

/** The ordering a search starts with. @beta */
export const DEFAULT_SEARCH_ORDERING: SearchOrdering = SEARCH_ORDERINGS.relevance
