import {useCallback, useEffect, useRef, useState} from 'react'
import type {FormReferenceServices, ReferenceSearchHit} from './FormReferenceServices'
import type {ReferenceFilterError} from './referenceFilter'

/**
 * How long the reference search waits after the last keystroke before it asks, in ms: long
 * enough that typing at a quick typist's pace (a key every 50 ms) asks once, rather than
 * loading the server with searches the next keystroke replaces.
 */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 100

/**
 * The state of a reference search: idle before anything is asked, loading
 * while a search runs, then its results or its error.
 * @beta
 */
export type ReferenceSearchState =
  | {status: 'idle'; query: string; hits: readonly ReferenceSearchHit[]}
  | {status: 'loading'; query: string; hits: readonly ReferenceSearchHit[]}
  | {status: 'results'; query: string; hits: readonly ReferenceSearchHit[]}
  | {status: 'error'; query: string; hits: readonly ReferenceSearchHit[]; error: unknown}

/** What {@link useReferenceSearch} gives: the state, and functions to search and to reset. */
export interface ReferenceSearch {
  state: ReferenceSearchState
  /** Searches for `query` after {@link REFERENCE_SEARCH_DEBOUNCE_MS}; a later call replaces it. */
  search(query: string): void
  /** Forgets the query and results. */
  reset(): void
}

const IDLE: ReferenceSearchState = {status: 'idle', query: '', hits: []}

/**
 * A debounced reference search: each call of `search` waits {@link REFERENCE_SEARCH_DEBOUNCE_MS}
 * for the next keystroke, then resolves the field's filter (`resolveFilter`, which may reject
 * with a `ReferenceFilterError`) and asks `services.search`. Answers to older queries are dropped,
 * so the results always belong to the latest query. `onError` hears about failures.
 */
export function useReferenceSearch(
  services: Pick<FormReferenceServices, 'search'> | undefined,
  types: readonly string[],
  resolveFilter: () => Promise<{filter?: string; params?: Record<string, unknown>}>,
  onError: (error: unknown | ReferenceFilterError) => void,
): ReferenceSearch {
  const [state, setState] = useState<ReferenceSearchState>(IDLE)
  const latest = useRef({services, types, resolveFilter, onError})
  useEffect(() => {
    latest.current = {services, types, resolveFilter, onError}
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const generation = useRef(0)
  useEffect(() => () => clearTimeout(timer.current), [])

  const search = useCallback((query: string) => {
    clearTimeout(timer.current)
    const asked = ++generation.current
    setState((previous) => ({status: 'loading', query, hits: previous.hits}))
    timer.current = setTimeout(() => {
      const {services: current, types: currentTypes, resolveFilter: filterOf} = latest.current
      if (!current) return
      filterOf()
        .then((filter) => current.search({query, types: currentTypes, ...filter}))
        .then(
          (hits) => {
            if (asked === generation.current) setState({status: 'results', query, hits})
          },
          (error: unknown) => {
            if (asked !== generation.current) return
            setState({status: 'error', query, hits: [], error})
            latest.current.onError(error)
          },
        )
    }, REFERENCE_SEARCH_DEBOUNCE_MS)
  }, [])

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    generation.current++
    setState(IDLE)
  }, [])

  return {state, search, reset}
}
