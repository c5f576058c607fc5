import type {QueryParams} from './query'

/** One searchable path of a type and how much a match on it counts. */
export interface SearchPath {
  path: string
  weight?: number
}

/** The body of a text search, as `POST /data/textsearch/{dataset}` takes it. */
export interface TextSearchRequest {
  query: {string: string}
  /** A GROQ filter the hits must also match, e.g. `_type in $__types`. */
  filter?: string
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

/** One search hit. */
export interface TextSearchHit {
  id: string
  type: string
  score: number
  attributes: Record<string, unknown>
}

/** A page of hits and the cursor of the next page (absent on the last). */
export interface TextSearchResult {
  hits: TextSearchHit[]
  nextCursor?: string
}
