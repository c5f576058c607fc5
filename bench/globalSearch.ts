import {performance} from 'node:perf_hooks'
import {schemaTypes} from '../examples/blog/src/schema'
import {createClient} from '../src/client'
import type {Lake} from '../src/lake'
import {createSchema} from '../src/schema'
import {createServer} from '../src/server'
import {
  createSearchDefinitions,
  createSearchRequest,
  DEFAULT_SEARCH_ORDERING,
  SEARCH_FIRST_PAGE_LIMIT,
  SEARCH_LIMIT,
} from '../src/studio/search'
import type {SearchFilter} from '../src/studio/search'
import type {ContentDocument, TextSearchRequest} from '../src/types'
import {vocabulary, VOCABULARY_SIZE} from './dataset'

/** What {@link measureGlobalSearch} measured, in milliseconds per request. */
export interface GlobalSearchFigures {
  /** The first page of the search dialog's search, request to parsed answer over HTTP. */
  alone: number[]
  /** The same with the dialog's two filters: 'Edited at: in the last 7 days' and 'Contains document' (an author). */
  filtered: number[]
  /** The page after the first (no filters), fetched as the results are scrolled to their end. */
  nextPage: number[]
  /** The studio's page sizes: the `limit` of the first page's request and of the next ones'. */
  firstLimit: number
  nextLimit: number
  /** Queries used; those that name a post's title exactly, with that post expected first. */
  queries: number
  exactTitles: number
}

const WORD = /[\p{L}\p{N}]+/gu

/** The values at a search path (`title`, `body[].children[].text`, `tags[]`) of a document. */
function valuesAt(value: unknown, path: string): unknown[] {
  let values = [value]
  for (const segment of path.split('.')) {
    const name = segment.replace(/\[\]$/, '')
    values = values.flatMap((each) => {
      const next = each && typeof each === 'object' ? (each as Record<string, unknown>)[name] : undefined
      return segment.endsWith('[]') ? (Array.isArray(next) ? next : []) : [next]
    })
  }
  return values
}

/** Every string inside a value, lower-cased, split into words. */
function wordsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(...(value.toLowerCase().match(WORD) ?? []))
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) wordsOf(item, into)
  return into
}

/**
 * The global search over HTTP, as the search dialog sends it: the request `createSearchRequest`
 * builds for the example blog's schema (every document type, the preview fields weighted, the
 * first page of {@link SEARCH_FIRST_PAGE_LIMIT} hits; then the next page of {@link SEARCH_LIMIT}
 * as the list is scrolled), through a client on a content server over `lake`
 * (the 100,000-document dataset). The queries are the lake bench's word mix (common to rare
 * words, and pairs) and exact titles of published posts. Each answer is checked, so a fast wrong
 * answer fails the bench: hits are distinct documents, each holding every query word (as the
 * start of a word of its text), the filtered ones are posts that reference the author, and an
 * exact title's post comes first (or another document with that very title).
 */
export async function measureGlobalSearch(
  lake: Lake,
  dataDir: string,
  docs: ContentDocument[],
  rounds = 300,
): Promise<GlobalSearchFigures> {
  const schema = createSchema(schemaTypes)
  const definitions = createSearchDefinitions({schema})
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  const vocab = vocabulary(VOCABULARY_SIZE)
  const mix = [30, 60, 120, 250, 500, 1000, 2000].map((rank) => vocab[rank]!)
  mix.push(`${vocab[60]} ${vocab[250]}`, `${vocab[120]} ${vocab[500]}`, `${vocab[30]} ${vocab[1000]}`)
  // Published posts without a draft (drafts are of the first posts), their titles typed whole.
  const published = docs.filter(
    (doc) => doc._type === 'post' && !doc._id.startsWith('drafts.') && !byId.has(`drafts.${doc._id}`),
  )
  const titles = Array.from({length: 10}, (_, i) => String(published[(i * 7919) % published.length]!.title))
  const queries = [...mix, ...titles]

  const lastWeek = [...definitions.filters.get('updatedAt')!.operators].find(
    (item) => 'name' in item && item.name.endsWith('Last'),
  ) as {name: string} | undefined
  if (!lastWeek) throw new Error("The 'Edited at' filter has no 'in the last' operator")
  // The author with the most posts, so that filtered searches have hits to find.
  const posts = new Map<string, number>()
  for (const doc of docs) {
    const ref = (doc.author as {_ref?: string} | undefined)?._ref
    if (ref) posts.set(ref, (posts.get(ref) ?? 0) + 1)
  }
  const author = [...posts].sort((a, b) => b[1] - a[1])[0]![0]
  const filters: SearchFilter[] = [
    {filterName: 'updatedAt', operatorType: lastWeek.name, value: {unit: 'day', unitValue: 7}},
    {filterName: 'references', operatorType: 'referencesDocument', value: {_ref: author, _type: 'author'}},
  ]
  const request = (query: string, filtered: boolean, cursor: string | null = null): TextSearchRequest =>
    createSearchRequest({
      terms: {query, types: [], filters: filtered ? filters : []},
      ordering: DEFAULT_SEARCH_ORDERING,
      cursor,
      definitions,
      schema,
    })
  if (!request('x', true).filter?.includes('references('))
    throw new Error('The filtered request has no reference filter')

  const content = await createServer({dataDir, port: 0, lake: {...lake, close: () => {}}, onError: console.error})
  const client = createClient({
    apiHost: content.url,
    token: content.tokens.add('administrator', 'global search bench'),
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  // The words of each document's searched paths (the request's, per type), drafts and published.
  const paths = new Map(
    request('x', false).types!.map((type) => [type.name, (type.paths ?? []).map((each) => each.path)]),
  )
  const searched = new Map<string, Array<{words: string[]; referencesAuthor: boolean}>>()
  for (const doc of docs) {
    const base = doc._id.replace(/^drafts\./, '')
    const words = (paths.get(doc._type) ?? []).flatMap((path) => valuesAt(doc, path).flatMap((value) => wordsOf(value)))
    const referencesAuthor = JSON.stringify(doc).includes(`"_ref":"${author}"`)
    searched.set(base, [...(searched.get(base) ?? []), {words, referencesAuthor}])
  }
  /** How many documents hold every word of a query in their searched paths (and reference the author). */
  const matching = (words: string[], filtered: boolean) => {
    let count = 0
    for (const versions of searched.values())
      if (
        versions.some(
          (version) =>
            (!filtered || version.referencesAuthor) &&
            words.every((word) => version.words.some((each) => each.startsWith(word))),
        )
      )
        count++
    return count
  }
  const wordsOfQuery = (query: string) => query.toLowerCase().match(WORD) ?? []
  const expectedCounts = new Map(queries.map((query) => [query, matching(wordsOfQuery(query), false)]))
  const expectedFiltered = new Map(queries.map((query) => [query, matching(wordsOfQuery(query), true)]))
  const check = (query: string, filtered: boolean, hits: Array<{id: string; type: string}>, offset = 0) => {
    const words = query.toLowerCase().match(WORD) ?? []
    const seen = new Set<string>()
    for (const hit of hits) {
      const base = hit.id.replace(/^drafts\./, '')
      if (seen.has(base)) throw new Error(`"${query}": ${base} is in the answer twice`)
      seen.add(base)
      const versions = [byId.get(base), byId.get(`drafts.${base}`)].filter((doc) => doc !== undefined)
      if (!versions.length) throw new Error(`"${query}": ${hit.id} is no document of the dataset`)
      const holds = versions.some((doc) => {
        const text = wordsOf(doc)
        return words.every((word) => text.some((each) => each.startsWith(word)))
      })
      if (!holds) throw new Error(`"${query}": ${hit.id} does not hold every word of the query`)
      if (filtered && !versions.some((doc) => JSON.stringify(doc).includes(`"_ref":"${author}"`)))
        throw new Error(`"${query}": ${hit.id} does not reference ${author}`)
    }
    if (!filtered && offset === 0 && titles.includes(query)) {
      const first = hits[0] && byId.get(hits[0].id)
      if (String(first?.title ?? '').toLowerCase() !== query.toLowerCase())
        throw new Error(`"${query}": the post with that title is not the first hit (${hits[0]?.id})`)
    }
    const limit = offset ? SEARCH_LIMIT : SEARCH_FIRST_PAGE_LIMIT
    const matches = (filtered ? expectedFiltered : expectedCounts).get(query)!
    const expected = Math.max(0, Math.min(limit, matches - offset))
    if (hits.length !== expected)
      throw new Error(`"${query}": ${hits.length} hits, where ${expected} documents (up to the page size) hold it`)
  }
  const time = async (query: string, filtered: boolean) => {
    const begin = performance.now()
    const {hits} = await client.textSearch(request(query, filtered))
    const took = performance.now() - begin
    check(query, filtered, hits)
    return took
  }
  /** The page after the first of a query with more hits than the first page holds. */
  const timeNextPage = async (query: string) => {
    const first = await client.textSearch(request(query, false))
    if (!first.nextCursor) throw new Error(`"${query}": a full first page with no cursor to the next`)
    const begin = performance.now()
    const {hits} = await client.textSearch(request(query, false, first.nextCursor))
    const took = performance.now() - begin
    check(query, false, hits, SEARCH_FIRST_PAGE_LIMIT)
    // The dialog merges pages by document id: together they list as many documents as match,
    // up to both pages' sizes.
    const listed = new Set([...first.hits, ...hits].map((hit) => hit.id.replace(/^drafts\./, '')))
    const expected = Math.min(SEARCH_FIRST_PAGE_LIMIT + SEARCH_LIMIT, expectedCounts.get(query)!)
    if (listed.size !== expected)
      throw new Error(
        `"${query}": the two pages list ${listed.size} documents, where ${expected} match (up to both pages)`,
      )
    return took
  }
  const paged = queries.filter((query) => expectedCounts.get(query)! > SEARCH_FIRST_PAGE_LIMIT)
  const alone: number[] = []
  const filtered: number[] = []
  const nextPage: number[] = []
  try {
    // Warm-up (connection, JIT, prepared statements), not measured.
    for (const query of queries.slice(0, 5)) await time(query, false)
    for (let i = 0; i < rounds; i++) alone.push(await time(queries[i % queries.length]!, false))
    for (let i = 0; i < rounds; i++) filtered.push(await time(queries[i % queries.length]!, true))
    for (let i = 0; i < rounds / 10; i++) nextPage.push(await timeNextPage(paged[i % paged.length]!))
    if (process.env.VELLUM_BENCH_TRACE) {
      for (const [index, query] of queries.entries()) {
        const times = alone.filter((_, i) => i % queries.length === index).sort((a, b) => a - b)
        const each = filtered.filter((_, i) => i % queries.length === index).sort((a, b) => a - b)
        const median = (list: number[]) => list[Math.floor(list.length / 2)]!.toFixed(1)
        console.log(
          `"${query}": ${expectedCounts.get(query)} matches (${expectedFiltered.get(query)} filtered), ${median(times)} ms, filtered ${median(each)} ms`,
        )
      }
    }
  } finally {
    await content.close()
  }
  return {
    alone,
    filtered,
    nextPage,
    firstLimit: SEARCH_FIRST_PAGE_LIMIT,
    nextLimit: SEARCH_LIMIT,
    queries: queries.length,
    exactTitles: titles.length,
  }
}
