import {parse} from 'groq-js'
import {prepareQuery, type PreparedQuery} from './evaluateQuery'
import {queryParseError} from './LakeError'
import {assertQueryLength} from './queryLimits'

/** How many distinct query texts a lake keeps parsed. */
const MAX_CACHED_QUERIES = 500

/** Parses a query (or answers it from the cache), refusing it first if it is too long. */
export type ParseQuery = (query: string, maxLength: number) => PreparedQuery

/**
 * A parser with a cache of prepared queries by text. The length limit is checked before the
 * cache or the parser sees the text: groq-js parses some shapes in time that grows with the
 * square of their length. Trees are parsed without params: groq-js inlines the values of params
 * given to `parse`, so a tree cached by query text must keep its Parameter nodes for
 * evaluation to fill.
 *
 * @throws LakeError `tooLarge` for a query longer than `maxLength`; `queryParse` for one that
 *   does not parse (with its position), or that nests too deeply for the parser.
 */
export function createQueryCache(): ParseQuery {
  const cache = new Map<string, PreparedQuery>()
  return (query, maxLength) => {
    assertQueryLength(query, maxLength)
    let prepared = cache.get(query)
    if (!prepared) {
      try {
        prepared = prepareQuery(parse(query))
      } catch (error) {
        throw queryParseError(error, query)
      }
      if (cache.size >= MAX_CACHED_QUERIES) cache.clear()
      cache.set(query, prepared)
    }
    return prepared
  }
}
