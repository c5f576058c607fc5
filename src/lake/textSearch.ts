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
  // A word typed twice ("studio humihu humihu studio") is one word a document must hold.
  return {words: [...new Set(words)], phrase: words.join(' ')}
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

/**
 * Where a page starts: the sizes of the pages before it, in order. A page's candidates depend
 * on how deep it is, so each page leaves out what the pages before it listed (worked out again
 * from their sizes) rather than trusting a bare offset into a ranking that may have changed.
 */
type PageCursor = number[]

/** Pages a cursor may say came before: far more than anyone scrolls. */
const MAX_PAGES = 100

function encodeCursor(pages: PageCursor): string {
  return btoa(JSON.stringify({o: pages.reduce((sum, size) => sum + size, 0), p: pages})).replace(/=+$/, '')
}

function decodeCursor(cursor: string): PageCursor {
  try {
    const {o, p} = JSON.parse(atob(cursor)) as {o: unknown; p?: unknown}
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) {
      // A cursor from before pages were recorded: one page of `o` hits came before.
      if (p === undefined) return o > 0 ? [o] : []
      if (
        Array.isArray(p) &&
        p.length <= MAX_PAGES &&
        p.every((size) => Number.isInteger(size) && size >= 1 && size <= MAX_LIMIT) &&
        p.reduce((sum: number, size: number) => sum + size, 0) === o
      )
        return p as number[]
    }
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
 * from a scan; the GROQ filter narrows them (when it leaves too few, the documents it allows
 * are ranked instead), each is scored by weighted path matches (the exact phrase above partial
 * matches), and the result is paged with an opaque cursor that remembers the sizes of the pages
 * before, so that no page lists a document an earlier page listed, and none is skipped.
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
  const before = request.fromCursor ? decodeCursor(request.fromCursor) : []
  const terms = parseTerms(request.query.string)
  const typeNames = request.types?.map((type) => type.name)
  const typeConfig = new Map((request.types ?? []).map((type) => [type.name, pathsFor(type)]))
  const filter = request.filter
  const params = request.params ?? {}
  // A filter with a subquery of its own (`*`) needs the whole dataset; any other is a
  // per-document predicate, run on the candidates only.
  const needsDataset = filter !== undefined && /\*/.test(filter.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ''))
  let allowedInDataset: Set<string> | undefined
  const allowedIds = async (): Promise<Set<string>> => {
    allowedInDataset ??= toIdSet(await runFilter(`*[${filter}]._id`, params))
    return allowedInDataset
  }

  /** Candidates, narrowed by the filter, scored, a draft and its published document merged, sorted. */
  const rank = async (candidates: ContentDocument[], allowed?: Set<string>): Promise<Ranked[]> => {
    if (filter !== undefined) {
      allowed ??= needsDataset ? await allowedIds() : toIdSet(await filterDocuments(candidates, filter, params))
      candidates = candidates.filter((doc) => allowed!.has(doc._id))
    }
    return rankDocuments(candidates, terms, typeConfig, request.order ?? [])
  }

  /**
   * The ranking a page `needed` hits deep is taken from. Without a text index (or without
   * words) every document is a candidate and the ranking is exact. With one, the index's best
   * `candidateWindow` documents are; when the filter leaves too few of them while the index
   * holds more, the documents the filter allows are ranked instead (when they are few enough
   * to read), or the window widens, so a selective filter never hides a match.
   */
  const rankFor = async (needed: number): Promise<Ranked[]> => {
    const scan = () => [...storage.findDocuments(dataset, [])]
    if (terms.words.length === 0 || !storage.searchText) return rank(scan())
    let window = candidateWindow(needed, 0)
    for (;;) {
      const indexed = storage.searchText(dataset, terms.words, window, typeNames)
      if (!indexed) return rank(scan())
      const ranked = await rank(indexed)
      // The index gave fewer than asked: it holds no other match.
      if (indexed.length < window || ranked.length > needed || filter === undefined) return ranked
      const allowed = await allowedIds()
      if (allowed.size <= EXACT_FILTER_MAX)
        return rank(storage.getDocuments(dataset, [...allowed]).filter(isDocument), allowed)
      if (window >= MAX_CANDIDATE_WINDOW) return ranked
      window = Math.min(MAX_CANDIDATE_WINDOW, window * 4)
    }
  }

  // The pages before this one, worked out again: what they listed is not listed again.
  const listed = new Set<string>()
  let offset = 0
  for (const size of before) {
    const ranked = await rankFor(offset + size)
    let taken = 0
    for (const entry of ranked) {
      if (taken === size) break
      const id = getPublishedId(entry.doc._id)
      if (!listed.has(id)) {
        listed.add(id)
        taken++
      }
    }
    offset += size
  }
  const unique = (await rankFor(offset + limit)).filter((entry) => !listed.has(getPublishedId(entry.doc._id)))

  const attributes = request.includeAttributes ?? ['_id', '_type']
  const page = unique.slice(0, limit)
  const hits = page.map(({doc, score}) => ({
    id: doc._id,
    type: doc._type,
    score,
    attributes: Object.fromEntries(attributes.map((name) => [name, doc[name]])),
  }))
  return page.length < unique.length ? {hits, nextCursor: encodeCursor([...before, page.length])} : {hits}
}

interface Ranked {
  doc: ContentDocument
  score: number
}

/** Filtered searches whose allowed documents are at most this many rank them all. */
const EXACT_FILTER_MAX = 20_000
/** The widest window of candidates a filtered search asks the text index for. */
const MAX_CANDIDATE_WINDOW = 20_000

const isDocument = (doc: ContentDocument | null | undefined): doc is ContentDocument => doc != null

function toIdSet(ids: unknown): Set<string> {
  return new Set(Array.isArray(ids) ? (ids as string[]) : [])
}

/**
 * Scores documents for the query's words, keeps one hit per document (a draft and its
 * published document are one: the better-scoring version, the draft on a tie, being newer, so
 * a document never shows twice nor counts twice in paging; only readable versions reach here,
 * so a hidden draft cannot lift or reveal its document), and sorts them by `order`, else by
 * score, then the most recently edited, then by id.
 */
function rankDocuments(
  candidates: ContentDocument[],
  terms: Terms,
  typeConfig: Map<string, CompiledPath[] | undefined>,
  order: NonNullable<TextSearchRequest['order']>,
): Ranked[] {
  const best = new Map<string, Ranked>()
  for (const doc of candidates) {
    if (typeConfig.size > 0 && !typeConfig.has(doc._type)) continue
    const score = terms.words.length === 0 ? 0 : scoreDocument(doc, terms, typeConfig.get(doc._type))
    if (terms.words.length > 0 && score <= 0) continue
    const id = getPublishedId(doc._id)
    const other = best.get(id)
    if (!other || score > other.score || (score === other.score && doc._id !== id)) best.set(id, {doc, score})
  }
  const unique = [...best.values()]
  unique.sort((a, b) => {
    for (const {attribute, direction = 'asc'} of order) {
      const diff = compareValues(a.doc[attribute], b.doc[attribute])
      if (diff !== 0) return direction === 'desc' ? -diff : diff
    }
    return (
      b.score - a.score ||
      -compareValues(a.doc._updatedAt ?? '', b.doc._updatedAt ?? '') ||
      (a.doc._id < b.doc._id ? -1 : a.doc._id > b.doc._id ? 1 : 0)
    )
  })
  return unique
}
