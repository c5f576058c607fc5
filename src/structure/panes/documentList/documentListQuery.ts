import {ORDERING_FIELD_PATTERN, type OrderingField} from '../../builder'

/** The parameter the filter box's search terms travel in (not a name a list's own filter uses). */
export const SEARCH_PARAM = '__structureSearch'

/** What a document list asks the dataset for. */
export interface DocumentListQuery {
  /** The list's GROQ filter (inside `*[…]`), run in the drafts perspective. */
  filter: string
  params: Record<string, unknown>
  /** The sort order; `_id` is added last so pages never overlap. */
  ordering: readonly OrderingField[]
  /** The filter box's text; empty or missing for none. */
  searchText?: string
  /** The fields the text is matched in, e.g. `['title', 'slug.current']`. */
  searchFields?: readonly string[]
}

/** The GROQ queries of a document list: counting, one page, and what to listen on. */
export interface DocumentListQueries {
  count: string
  /** A page: `[$start...$end]` slice parameters are written in. */
  page(start: number, end: number): string
  /** The filter the listener watches (the list's own, without the search). */
  listen: string
  params: Record<string, unknown>
}

/**
 * Splits filter-box text into GROQ `match` terms, each matching words that start with it:
 * `'hello wor'` → `['hello*', 'wor*']`. Punctuation separates words, as the text index does.
 */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `${word}*`)
}

/**
 * Writes the queries of a document list. Documents are read in the drafts perspective, so
 * each is listed once under its published id and sorted by its draft's values when it has one.
 *
 * @throws Error for an ordering or search field that is not a plain field path (which would
 *   put arbitrary GROQ into the query).
 */
export function documentListQueries(query: DocumentListQuery): DocumentListQueries {
  const terms = searchTerms(query.searchText ?? '')
  const fields = query.searchFields ?? []
  for (const path of [...fields, ...query.ordering.map((entry) => entry.field)]) {
    if (!ORDERING_FIELD_PATTERN.test(path))
      throw new Error(`"${path}" is not a field path a document list can sort or search by`)
  }
  const search = terms.length > 0 && fields.length > 0 ? ` && [${fields.join(', ')}] match $${SEARCH_PARAM}` : ''
  const where = `(${query.filter})${search}`
  const order = [...query.ordering.map(({field, direction}) => `${field} ${direction}`), '_id asc'].join(', ')
  return {
    count: `count(*[${where}])`,
    page: (start, end) => `*[${where}] | order(${order}) [${start}...${end}] {_id, _type}`,
    listen: `*[${query.filter}]`,
    params: search === '' ? {...query.params} : {...query.params, [SEARCH_PARAM]: terms},
  }
}
