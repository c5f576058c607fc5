import {getPublishedId} from '../document'
import type {ContentDocument, TextSearchRequest, TextSearchResult} from '../types'
import {LakeError} from './LakeError'
import type {LakeStorage} from './LakeStorage'

/** The default page size of a text search. */
export const TEXT_SEARCH_LIMIT = 1000
const MAX_LIMIT = 1000
/**
 * How many candidates the text index is asked for: one and a half times the hits the page
 * needs, at least 150, at most 20,000. They are re-scored with the request's weights, so the
 * weighted ranking is exact among them; which documents they are is the index's choice (for
 * SQLite: the best head-text matches, then the best of the rest; see sqliteStorage), and a
 * page deep into the results widens the window.
 */
function candidateWindow(offset: number, limit: number): number {
  return Math.min(20_000, Math.max(150, Math.ceil((offset + limit) * 1.5)))
}

interface Terms {
  /** Lower-cased words each match must start a word with. */
  words: string[]
  /** The whole query, lower-cased, for the exact-phrase bonus. */
  phrase: string
}

/** Splits a query into words (quoted phrases count as their words plus a phrase). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? []
}

const WORD = /[\p{L}\p{N}]+/gu

function parseTerms(text: string): Terms {
  const words = tokenize(text)
  return {words, phrase: words.join(' ')}
}

/**
 * Collects the values at a split path into `out`; `[]` steps into every array item (and an
 * array met where a field is expected is stepped into as well).
 */
function collectValuesAt(value: unknown, path: readonly string[], index: number, out: unknown[]): void {
  if (index === path.length) {
    out.push(value)
    return
  }
  const step = path[index]!
  if (Array.isArray(value)) {
    const next = step === '[]' ? index + 1 : index
    for (const item of value) collectValuesAt(item, path, next, out)
  } else if (value !== null && typeof value === 'object') {
    collectValuesAt((value as Record<string, unknown>)[step], path, index + 1, out)
  }
}

function splitPath(path: string): string[] {
  return path
    .split(/\.|(?=\[\])/)
    .flatMap((part) => (part.startsWith('[]') ? ['[]', ...(part.length > 2 ? [part.slice(2)] : [])] : [part]))
    .filter(Boolean)
}

/**
 * The searchable strings of a value: every string in it, leaving out system fields (names
 * starting with `_`) other than `_id`. Text indexes store exactly this, so what they find and
 * what the search scores agree.
 */
export function searchableStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) searchableStrings(item, out)
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      if (!key.startsWith('_') || key === '_id') searchableStrings(child, out)
  }
  return out
}

/** Strings up to this long, outside arrays and at most two fields deep, are a document's "head" text. */
export const HEAD_TEXT_MAX_LENGTH = 160

/** A document's searchable strings split in two, as the SQLite text index keeps them. */
export interface SearchableText {
  /**
   * Short strings outside arrays, at most two fields deep (`title`, `name`, `slug.current`,
   * `seo.description`): where titles live, so a match here usually weighs most.
   */
  head: string[]
  /** Every other searchable string: array contents such as Portable Text, long strings. */
  body: string[]
}

/**
 * The same strings as {@link searchableStrings}, split into head and body text. A text index
 * can then rank the few documents that match in their head before the many that match only
 * somewhere in their body.
 */
export function searchableText(document: object): SearchableText {
  const text: SearchableText = {head: [], body: []}
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string')
      (depth <= 2 && value.length <= HEAD_TEXT_MAX_LENGTH ? text.head : text.body).push(value)
    else if (Array.isArray(value)) searchableStrings(value, text.body)
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        if (!key.startsWith('_') || key === '_id') visit(child, depth + 1)
    }
  }
  visit(document, 0)
  return text
}

/**
 * How well one text matches: 3 when the text is the query (an exact title), 2 when it starts
 * with the query's words, 1 when it holds them as a phrase elsewhere, 0.75 when it starts with
 * the query as a word prefix ("gard" in "Gardening"), else half the share of query words it
 * holds as word prefixes. `matched` collects which words were found.
 */
function scoreText(text: string, terms: Terms, matched: Set<string>): number {
  const lower = text.toLowerCase()
  // A word can only start with a term the text contains: most texts are ruled out here,
  // without splitting them into words.
  if (!terms.words.some((term) => lower.includes(term))) return 0
  const words: string[] = lower.match(WORD) ?? []
  let hits = 0
  for (const term of terms.words) {
    if (words.some((word) => word.startsWith(term))) {
      hits++
      matched.add(term)
    }
  }
  if (hits === 0) return 0
  const joined = words.join(' ')
  if (joined === terms.phrase) return 3
  if (`${joined} `.startsWith(`${terms.phrase} `)) return 2
  if (` ${joined} `.includes(` ${terms.phrase} `)) return 1
  // The text begins with the query, its last word as a prefix: "gard" in "Gardening tips".
  if (joined.startsWith(terms.phrase)) return 0.75
  return (hits / terms.words.length) * 0.5
}

/** A search path split into steps once per request, not once per document. */
interface CompiledPath {
  steps: string[]
  weight: number
}

function scoreDocument(doc: ContentDocument, terms: Terms, paths: CompiledPath[] | undefined): number {
  const matched = new Set<string>()
  let score = 0
  if (paths) {
    const values: unknown[] = []
    for (const {steps, weight} of paths) {
      values.length = 0
      collectValuesAt(doc, steps, 0, values)
      for (const value of values) {
        for (const text of searchableStrings(value)) score += weight * scoreText(text, terms, matched)
      }
    }
  } else {
    for (const text of searchableStrings(doc)) score += scoreText(text, terms, matched)
  }
  // Every word must be found somewhere in the document.
  return matched.size === terms.words.length ? score : 0
}

function pathsFor(type: NonNullable<TextSearchRequest['types']>[number]): CompiledPath[] | undefined {
  const paths = type.paths?.length
    ? type.paths
    : type.weights
      ? Object.entries(type.weights).map(([path, weight]) => ({path, weight}))
      : undefined
  return paths?.map(({path, weight = 1}) => ({steps: splitPath(path), weight}))
}

function encodeCursor(offset: number): string {
  return btoa(JSON.stringify({o: offset})).replace(/=+$/, '')
}

function decodeCursor(cursor: string): number {
  try {
    const {o} = JSON.parse(atob(cursor)) as {o: unknown}
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o
  } catch {
    // fall through to the error below
  }
  throw new LakeError('badRequest', `Invalid cursor "${cursor}"`)
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === undefined || a === null) return 1
  if (b === undefined || b === null) return -1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Ranked text search: candidates come from the storage's text index when it has one (the
 * best of them by the index's relevance, of the requested types; see `candidateWindow`), else
 * from a scan; the GROQ filter narrows them, each is scored by weighted path matches (the exact
 * phrase above partial matches), and the result is paged with an opaque cursor.
 */
export async function searchText(
  storage: LakeStorage,
  dataset: string,
  request: TextSearchRequest,
  runFilter: (query: string, params: Record<string, unknown>) => Promise<unknown>,
  filterDocuments: (documents: ContentDocument[], filter: string, params: Record<string, unknown>) => Promise<unknown>,
): Promise<TextSearchResult> {
  if (!request || typeof request !== 'object' || typeof request.query?.string !== 'string') {
    throw new LakeError('badRequest', 'Text search needs query.string')
  }
  const limit = request.limit ?? TEXT_SEARCH_LIMIT
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new LakeError('badRequest', `limit must be an integer from 1 to ${MAX_LIMIT}`)
  const offset = request.fromCursor ? decodeCursor(request.fromCursor) : 0
  const terms = parseTerms(request.query.string)

  let candidates: ContentDocument[]
  const typeNames = request.types?.map((type) => type.name)
  const indexed =
    terms.words.length > 0
      ? storage.searchText?.(dataset, terms.words, candidateWindow(offset, limit), typeNames)
      : undefined
  candidates = indexed ?? [...storage.findDocuments(dataset, [])]

  if (request.filter) {
    // The filter is a per-document predicate, so it runs on the candidates only, unless it
    // holds a subquery of its own (`*`), which needs the whole dataset.
    const ids = /\*/.test(request.filter.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ''))
      ? await runFilter(`*[${request.filter}]._id`, request.params ?? {})
      : await filterDocuments(candidates, request.filter, request.params ?? {})
    const allowed = new Set(Array.isArray(ids) ? (ids as string[]) : [])
    candidates = candidates.filter((doc) => allowed.has(doc._id))
  }

  const typeConfig = new Map((request.types ?? []).map((type) => [type.name, pathsFor(type)]))
  const scored: Array<{doc: ContentDocument; score: number}> = []
  for (const doc of candidates) {
    if (typeConfig.size > 0 && !typeConfig.has(doc._type)) continue
    const score = terms.words.length === 0 ? 0 : scoreDocument(doc, terms, typeConfig.get(doc._type))
    if (terms.words.length === 0 || score > 0) scored.push({doc, score})
  }

  // A draft and its published document are one hit: the better-scoring version (the draft on
  // a tie, being newer), so a document never shows twice nor counts twice in paging. Only
  // readable versions reach here, so a hidden draft cannot lift or reveal its document.
  const best = new Map<string, {doc: ContentDocument; score: number}>()
  for (const entry of scored) {
    const id = getPublishedId(entry.doc._id)
    const other = best.get(id)
    if (!other || entry.score > other.score || (entry.score === other.score && entry.doc._id !== id))
      best.set(id, entry)
  }
  const unique = [...best.values()]

  const order = request.order ?? []
  unique.sort((a, b) => {
    for (const {attribute, direction = 'asc'} of order) {
      const diff = compareValues(a.doc[attribute], b.doc[attribute])
      if (diff !== 0) return direction === 'desc' ? -diff : diff
    }
    // Best match: by score, then the most recently edited, then by id for a stable order.
    return (
      b.score - a.score ||
      -compareValues(a.doc._updatedAt ?? '', b.doc._updatedAt ?? '') ||
      (a.doc._id < b.doc._id ? -1 : a.doc._id > b.doc._id ? 1 : 0)
    )
  })

  const attributes = request.includeAttributes ?? ['_id', '_type']
  const page = unique.slice(offset, offset + limit)
  const hits = page.map(({doc, score}) => ({
    id: doc._id,
    type: doc._type,
    score,
    attributes: Object.fromEntries(attributes.map((name) => [name, doc[name]])),
  }))
  const end = offset + page.length
  return end < unique.length ? {hits, nextCursor: encodeCursor(end)} : {hits}
}
