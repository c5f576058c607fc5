import type {QueryParams} from './query'

/**
 * One searchable path of a type and how much a match on it counts.
 * @public
 */
export interface SearchPath {
  /** A dotted path into the document, array items as `[]` (`body[].children[].text`). */
  path: string
  /** How much a match here counts, relative to other paths (default 1). */
  weight?: number
}

/**
 * The body of a text search, as `POST /data/textsearch/{dataset}` takes it.
 * @public
 */
export interface TextSearchRequest {
  /** The words to find, matched as word prefixes; a document holding the exact phrase scores highest. */
  query: {string: string}
  /** A GROQ filter the hits must also match, e.g. `_type in $__types`. */
  filter?: string
  /** Parameters of `filter`. */
  params?: QueryParams
  /** Per document type: the paths to search with their weights (all string values when absent). */
  types?: Array<{name: string; paths?: SearchPath[]; weights?: Record<string, number>}>
  /** Sort by attributes instead of relevance. */
  order?: Array<{attribute: string; direction?: 'asc' | 'desc'}>
  /** Attributes of each hit's document to return, e.g. `['_id', '_type']`. */
  includeAttributes?: string[]
  /** The `nextCursor` of the previous page. */
  fromCursor?: string
  /** Page size (default 1000). */
  limit?: number
}

/**
 * One search hit.
 * @public
 */
export interface TextSearchHit {
  /** The document's id. */
  id: string
  /** The document's type. */
  type: string
  /** How well it matches; higher is better. */
  score: number
  /** The document's attributes `includeAttributes` asked for. */
  attributes: Record<string, unknown>
}

/**
 * A page of hits and the cursor of the next page (absent on the last).
 * @public
 */
export interface TextSearchResult {
  /** The hits, best first (or in `order`). */
  hits: TextSearchHit[]
  /** Pass as `fromCursor` for the next page. */
  nextCursor?: string
}
