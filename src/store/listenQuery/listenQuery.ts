import {defer, filter, map, merge, Observable, share, switchMap, takeUntil, throttle, timer} from 'rxjs'
import type {ListenEvent, MutationEvent, Perspective, QueryParams, VellumClient, WelcomeEvent} from '../../client'

/** At most one refetch of a listen query per this many ms while mutations keep coming. */
export const LISTEN_QUERY_THROTTLE_MS = 1000

/**
 * How long a listen query waits before refetching after a mutation whose visibility is not
 * `query`, in ms, so the change has become queryable.
 */
export const LISTEN_QUERY_MUTATION_DELAY_MS = 1200

/** The error when the listener's first event is a reconnect: it could not connect. */
export const LISTEN_CONNECTION_ERROR_MESSAGE = 'Could not establish EventSource connection'

/** The start of the error when the listener's first event is neither a welcome nor a reconnect. */
export const LISTEN_UNEXPECTED_FIRST_EVENT_MESSAGE = 'Received unexpected type of first event'

/**
 * A query, or a separate query to fetch and filter to listen on (for projections listeners cannot take).
 * @beta
 */
export type ListenQuerySource = string | {fetch: string; listen: string}

/**
 * Options of {@link listenQuery}.
 * @beta
 */
export interface ListenQueryOptions {
  /** A request tag for the fetches and the listener. */
  tag?: string
  /** The perspective of the fetches (the client's default when absent). */
  perspective?: Perspective
  /** Refetch only after mutations with these transitions (default: every mutation). */
  transitions?: ReadonlyArray<MutationEvent['transition']>
  /** The refetch throttle; {@link LISTEN_QUERY_THROTTLE_MS} by default. */
  throttleTime?: number
  /**
   * Fetch at once too, while the listener connects, rather than only once it is up: the first
   * result comes a connection's set-up sooner (what a dialog the user just opened wants), for
   * one more fetch. The fetch when the listener is up still comes, and catches what changed in
   * between; an early answer that arrives after it is dropped.
   */
  fetchAtOnce?: boolean
}

const isWelcome = (event: ListenEvent): event is WelcomeEvent => event.type === 'welcome'
const isMutation = (event: ListenEvent): event is MutationEvent => event.type === 'mutation'

/**
 * A query's result, live: listens on the query, fetches it once
 * the listener is up, and fetches it again after mutations the listener reports — throttled to
 * one refetch per {@link LISTEN_QUERY_THROTTLE_MS} (leading and trailing), and
 * {@link LISTEN_QUERY_MUTATION_DELAY_MS} later for a mutation whose visibility is not `query`.
 * After the listener reconnects, its welcome refetches, since events in between may be lost.
 * A newer fetch replaces one still running (which is aborted).
 *
 * Errors with {@link LISTEN_CONNECTION_ERROR_MESSAGE} when the listener cannot connect at
 * first (its first event is a reconnect), or {@link LISTEN_UNEXPECTED_FIRST_EVENT_MESSAGE} when
 * its first event is anything else but a welcome; callers may `retry` to connect again. Fetch
 * and listen errors (e.g. a 401 `ClientError`) end it too.
 *
 * @param client - the client to fetch and listen with
 * @param query - a GROQ query, or separate fetch and listen queries
 * @param params - the query's parameters (used by both)
 * @returns an observable of the query result, starting on subscribe
 * @example
 * listenQuery<Asset[]>(client, '*[_type == "sanity.imageAsset"] | order(_updatedAt desc) [0...200]', {}, {tag: 'asset.image-list'})
 *   .subscribe((assets) => render(assets))
 * @beta
 */
export function listenQuery<R = unknown>(
  client: VellumClient,
  query: ListenQuerySource,
  params: QueryParams = {},
  options: ListenQueryOptions = {},
): Observable<R> {
  return defer(() => {
    const fetchQuery = typeof query === 'string' ? query : query?.fetch
    const listenFilter = typeof query === 'string' ? query : query?.listen
    if (
      typeof fetchQuery !== 'string' ||
      fetchQuery.trim() === '' ||
      typeof listenFilter !== 'string' ||
      listenFilter.trim() === ''
    ) {
      throw new TypeError('listenQuery needs a GROQ query, or {fetch, listen} queries, as non-empty strings')
    }
    const throttleMs = options.throttleTime ?? LISTEN_QUERY_THROTTLE_MS
    if (!(throttleMs >= 0))
      throw new RangeError(`The listen query throttle must be zero or more milliseconds, not ${throttleMs}`)
    const {tag, perspective, transitions} = options

    const fetchOnce = new Observable<R>((subscriber) => {
      const controller = new AbortController()
      client
        .fetch<R>(fetchQuery, params, {
          signal: controller.signal,
          ...(tag === undefined ? {} : {tag}),
          ...(perspective === undefined ? {} : {perspective}),
        })
        .then(
          (result) => {
            subscriber.next(result)
            subscriber.complete()
          },
          (error: unknown) => {
            if (!controller.signal.aborted) subscriber.error(error)
          },
        )
      return () => controller.abort()
    })

    const events$ = client
      .listen(listenFilter, params, {
        includeResult: false,
        includeMutations: false,
        visibility: 'query',
        ...(tag === undefined ? {} : {tag}),
      })
      .pipe(
        map((event, index) => {
          if (index === 0 && event.type !== 'welcome') {
            throw new Error(
              event.type === 'reconnect'
                ? LISTEN_CONNECTION_ERROR_MESSAGE
                : `${LISTEN_UNEXPECTED_FIRST_EVENT_MESSAGE} "${event.type}"`,
            )
          }
          return event
        }),
        share(),
      )
    const welcomes$ = events$.pipe(filter(isWelcome))
    const mutations$ = events$.pipe(
      filter(isMutation),
      filter((event) => transitions === undefined || transitions.includes(event.transition)),
      throttle(() => timer(throttleMs), {leading: true, trailing: true}),
    )
    const live$ = merge(welcomes$, mutations$).pipe(
      switchMap((event) =>
        event.type === 'mutation' && event.visibility !== 'query'
          ? timer(LISTEN_QUERY_MUTATION_DELAY_MS).pipe(switchMap(() => fetchOnce))
          : fetchOnce,
      ),
    )
    if (!options.fetchAtOnce) return live$
    // One listener for both: the early fetch ends (aborted if still running) at the first
    // result of the live one, which is at least as new.
    const shared$ = live$.pipe(share())
    return merge(fetchOnce.pipe(takeUntil(shared$)), shared$)
  })
}
