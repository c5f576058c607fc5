import {performance} from 'node:perf_hooks'
import {createClient} from '../src/client'
import type {Lake} from '../src/lake'
import {createServer} from '../src/server'
import type {ContentDocument, TextSearchRequest} from '../src/types'
import {seededRandom} from './dataset'

/** What {@link measureReferenceSearch} measured, in milliseconds per request. */
export interface ReferenceSearchFigures {
  /** Request to parsed answer, through the client over HTTP on 127.0.0.1. */
  roundTrip: number[]
  /** The lake's text search inside each of those requests (the server reports no timing). */
  server: number[]
  /** Search terms used, and how many of them asked for fewer documents than the limit. */
  terms: number
  exactTerms: number
}

/** The reference search's page size (`REFERENCE_SEARCH_LIMIT` in `formReferenceServices`). */
const LIMIT = 100
const WORD = /[\p{L}\p{N}]+/gu

/**
 * The request the studio's reference input sends for a post's Author field (`to: author`, no
 * `options.filter`), as `createFormReferenceServices().search` builds it: the type filter, the
 * target types as `$__types`, `_id` and `_type` back, 100 hits, no per-type paths (so every
 * string of a document is searched).
 */
function authorFieldRequest(term: string): TextSearchRequest {
  return {
    query: {string: term},
    filter: '_type in $__types',
    params: {__types: ['author']},
    includeAttributes: ['_id', '_type'],
    limit: LIMIT,
  }
}

/**
 * Partial words someone types to find an author: 3 to 6 leading letters of a word of a random
 * author's name, with what a correct answer holds (the ids of every author with a word starting
 * with the term, in any of its searchable strings: `_id`, name and bio).
 */
function pickTerms(authors: ContentDocument[], count: number): Array<{term: string; expected: Set<string>}> {
  const random = seededRandom(11)
  const words = new Map<string, string[]>()
  for (const author of authors)
    words.set(
      author._id,
      [author._id, author.name, author.bio].flatMap((text) => String(text).toLowerCase().match(WORD) ?? []),
    )
  const terms: Array<{term: string; expected: Set<string>}> = []
  const seen = new Set<string>()
  while (terms.length < count) {
    const author = authors[Math.floor(random() * authors.length)]!
    const nameWords = String(author.name).toLowerCase().match(WORD) ?? []
    const word = nameWords[Math.floor(random() * nameWords.length)]!
    const term = word.slice(0, 3 + Math.floor(random() * 4))
    if (term.length < 3 || seen.has(term)) continue
    seen.add(term)
    const expected = new Set<string>()
    for (const [id, each] of words) if (each.some((w) => w.startsWith(term))) expected.add(id)
    terms.push({term, expected})
  }
  return terms
}

/**
 * The reference input's search over HTTP: a content server on `lake` (the 100,000-document
 * dataset), a client as the studio makes one, and `rounds` searches cycling through 40 partial
 * author names. Each answer is checked: every hit an author holding the term, as many hits as
 * there are such authors up to the limit, and all of them when they fit in one page, so a fast
 * wrong answer fails the bench. The lake's own time inside each request is measured by
 * wrapping its `textSearch`.
 */
export async function measureReferenceSearch(
  lake: Lake,
  dataDir: string,
  docs: ContentDocument[],
  rounds = 300,
): Promise<ReferenceSearchFigures> {
  const terms = pickTerms(
    docs.filter((doc) => doc._type === 'author'),
    40,
  )
  const server: number[] = []
  const timedLake: Lake = {
    ...lake,
    textSearch: async (...args) => {
      const begin = performance.now()
      const result = await lake.textSearch(...args)
      server.push(performance.now() - begin)
      return result
    },
    // The caller closes the lake; the server must not.
    close: () => {},
  }
  const content = await createServer({dataDir, port: 0, lake: timedLake, onError: (error) => console.error(error)})
  const client = createClient({
    apiHost: content.url,
    token: content.tokens.add('administrator', 'reference search bench'),
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const roundTrip: number[] = []
  try {
    // Warm-up (connection, JIT, prepared statements), not measured.
    for (const {term} of terms.slice(0, 5)) await client.textSearch(authorFieldRequest(term))
    server.length = 0
    for (let i = 0; i < rounds; i++) {
      const {term, expected} = terms[i % terms.length]!
      const begin = performance.now()
      const {hits} = await client.textSearch(authorFieldRequest(term))
      roundTrip.push(performance.now() - begin)
      const wrong = hits.find((hit) => hit.type !== 'author' || !expected.has(hit.id))
      if (wrong) throw new Error(`Reference search for "${term}" returned ${wrong.id}, which does not hold it`)
      if (new Set(hits.map((hit) => hit.id)).size !== Math.min(LIMIT, expected.size))
        throw new Error(
          `Reference search for "${term}" returned ${hits.length} distinct hits of ${expected.size} matching authors`,
        )
    }
  } finally {
    await content.close()
  }
  return {
    roundTrip,
    server,
    terms: terms.length,
    exactTerms: terms.filter(({expected}) => expected.size <= LIMIT).length,
  }
}
