import {useEffect, useEffectEvent, useReducer, type Dispatch} from 'react'
import type {Schema, TextSearchRequest, TextSearchResult} from '../../types'
import {createSearchRequest} from './createSearchRequest'
import {isValidSearchTerms} from './isValidSearchTerms'
import type {SearchDefinitions} from './searchDefinitions'
import {initialSearchState, searchReducer, type SearchAction, type SearchState} from './searchReducer'
import type {SearchHit, SearchTerms} from './types'

/** How long typing pauses before a search runs. @beta */
export const SEARCH_DEBOUNCE_MS = 300

/** The text search a search dialog sends its requests to, e.g. `client.textSearch`. @beta */
export type SearchFunction = (request: TextSearchRequest, options: {signal: AbortSignal}) => Promise<TextSearchResult>

/** Options of {@link useSearchState}. @beta */
export interface UseSearchStateOptions {
  definitions: SearchDefinitions
  schema: Schema
  search: SearchFunction
  fullscreen?: boolean
  debug?: boolean
  debounceMs?: number
  /** The terms it opens with (e.g. a story's or a deep link's); none by default. */
  initialTerms?: Partial<SearchTerms>
}

/** A page of the server's hits as search hits: the document's attributes under `hit`. */
export function toSearchHits(result: TextSearchResult): SearchHit[] {
  return result.hits.map((hit) => ({
    hit: {...hit.attributes, _id: hit.id, _type: hit.type},
    score: hit.score,
    stories: [],
  }))
}

/**
 * The search dialog's state and its searches: the dialog's reducer, and a new search
 * {@link SEARCH_DEBOUNCE_MS} after the terms, the ordering or the cursor last changed, only for
 * valid terms (otherwise the hits are cleared). A search still running when the next starts is
 * cancelled, so an older answer never replaces a newer one.
 * @beta
 */
export function useSearchState(options: UseSearchStateOptions): [SearchState, Dispatch<SearchAction>] {
  const [state, dispatch] = useReducer(searchReducer, options, (initial) =>
    initialSearchState({
      definitions: initial.definitions,
      fullscreen: initial.fullscreen,
      debug: initial.debug,
      terms: initial.initialTerms,
    }),
  )
  const {terms, ordering, cursor} = state
  const delay = options.debounceMs ?? SEARCH_DEBOUNCE_MS
  // The latest definitions, schema and search function, without restarting the debounce.
  const current = useEffectEvent(() => options)

  useEffect(() => {
    const {definitions, schema, search} = current()
    if (!isValidSearchTerms(terms, definitions)) {
      dispatch({type: 'SEARCH_CLEAR'})
      return
    }
    const controller = new AbortController()
    // A next page asks at once: the user is scrolling, not typing.
    const timer = setTimeout(
      () => {
        dispatch({type: 'SEARCH_REQUEST_START'})
        search(createSearchRequest({terms, ordering, cursor, definitions, schema}), {signal: controller.signal}).then(
          (result) => {
            if (!controller.signal.aborted)
              dispatch({
                type: 'SEARCH_REQUEST_COMPLETE',
                hits: toSearchHits(result),
                nextCursor: result.nextCursor ?? null,
              })
          },
          (error: unknown) => {
            if (!controller.signal.aborted)
              dispatch({type: 'SEARCH_REQUEST_ERROR', error: error instanceof Error ? error : new Error(String(error))})
          },
        )
      },
      cursor === null ? delay : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [terms, ordering, cursor, delay])

  return [state, dispatch]
}
