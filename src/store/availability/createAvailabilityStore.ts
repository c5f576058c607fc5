import {
  combineLatest,
  distinctUntilChanged,
  filter,
  from,
  map,
  merge,
  of,
  Subject,
  switchMap,
  type Observable,
} from 'rxjs'
import {MAX_URL_LENGTH, type VellumClient} from '../../client'
import {getDraftId, getPublishedId} from '../../document'
import {
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_READABLE,
  type Availability,
  type DocumentPairAvailability,
} from './Availability'
import {chunkIdsByLength} from './chunkIdsByLength'
import {createConcurrencyLimiter} from './createConcurrencyLimiter'

/** How long an answered availability is used before it is asked again, in ms: 30 minutes. */
export const AVAILABILITY_CACHE_MS = 30 * 60 * 1000

/** How many availability requests run at once; further batches wait. */
export const AVAILABILITY_CONCURRENCY = 10

/** How long lookups are collected into one batch before they are asked. */
export const AVAILABILITY_BATCH_MS = 10

/**
 * The most id characters one availability request carries: what fits a GET URL of
 * {@link MAX_URL_LENGTH} with room for the host, path and query string, so each chunk is
 * exactly one request and the concurrency limit counts requests.
 */
export const AVAILABILITY_CHUNK_LENGTH = MAX_URL_LENGTH - 1024

/** The request tag of availability requests. */
export const AVAILABILITY_REQUEST_TAG = 'document-availability'

/**
 * Options of {@link createAvailabilityStore}.
 * @beta
 */
export interface AvailabilityStoreOptions {
  /** The clock the cache expires by, in milliseconds (default `Date.now`). */
  now?: () => number
  /** How long an answer is cached; {@link AVAILABILITY_CACHE_MS} by default. */
  cacheTimeMs?: number
  /** How many requests run at once; {@link AVAILABILITY_CONCURRENCY} by default. */
  concurrency?: number
  /** How long lookups are collected into one batch; {@link AVAILABILITY_BATCH_MS} by default. */
  batchWindowMs?: number
}

/**
 * Whether documents exist and may be read, for reference inputs and previews.
 * @beta
 */
export interface AvailabilityStore {
  /**
   * The availability of one document id (draft ids are documents of their own). Answered from
   * the cache while fresh; otherwise asked, batched with the other lookups of the moment.
   * @throws TypeError (as a rejection) for an id that is not a non-empty string without commas
   */
  getAvailability(id: string): Promise<Availability>
  /** The availability of a document, now and again each time it is {@link invalidate}d and changed. */
  observeDocumentAvailability(id: string): Observable<Availability>
  /** The availability of a document's draft and published versions, from either id. */
  observeDocumentPairAvailability(id: string): Observable<DocumentPairAvailability>
  /**
   * Forgets cached answers — of these ids, or of all — so they are asked again; observers of
   * them ask at once. Call it when a document is known to have appeared, gone or changed grants.
   */
  invalidate(ids?: readonly string[]): void
}

interface Waiter {
  resolve: (availability: Availability) => void
  reject: (error: unknown) => void
}

const sameReason = (a: Availability, b: Availability) => a.reason === b.reason

/**
 * Creates an availability store over a client's `getDocumentAvailability` (the document
 * endpoint with `excludeContent`, which lists omitted ids with reason `existence` or
 * `permission`). Lookups within {@link AVAILABILITY_BATCH_MS} are asked together, split into
 * requests of at most {@link AVAILABILITY_CHUNK_LENGTH} id characters, at most
 * {@link AVAILABILITY_CONCURRENCY} at once; answers are cached for {@link AVAILABILITY_CACHE_MS}.
 * Failed requests are not cached: the lookups fail and the next ones ask again.
 *
 * @example
 * const availability = createAvailabilityStore(client)
 * const {reason} = await availability.getAvailability('author-1') // 'READABLE', 'PERMISSION_DENIED' or 'NOT_FOUND'
 * @beta
 */
export function createAvailabilityStore(
  client: VellumClient,
  options: AvailabilityStoreOptions = {},
): AvailabilityStore {
  if (!client || typeof client.getDocumentAvailability !== 'function')
    throw new TypeError('createAvailabilityStore needs a client (createClient or createInProcessClient)')
  const now = options.now ?? Date.now
  const cacheTimeMs = options.cacheTimeMs ?? AVAILABILITY_CACHE_MS
  const batchWindowMs = options.batchWindowMs ?? AVAILABILITY_BATCH_MS
  if (!(cacheTimeMs >= 0))
    throw new RangeError(`The availability cache time must be zero or more milliseconds, not ${cacheTimeMs}`)
  if (!(batchWindowMs >= 0))
    throw new RangeError(`The availability batch window must be zero or more milliseconds, not ${batchWindowMs}`)
  const limiter = createConcurrencyLimiter(options.concurrency ?? AVAILABILITY_CONCURRENCY)

  const cache = new Map<string, {availability: Availability; expiresAt: number}>()
  const inFlight = new Map<string, Promise<Availability>>()
  // Bumped by invalidate, so an answer asked for before it is not cached after it.
  const generations = new Map<string, number>()
  // Several waiters for one id when it was invalidated and asked again before the batch went out.
  let queued = new Map<string, Waiter[]>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const invalidations$ = new Subject<readonly string[] | 'all'>()

  const ask = (ids: string[]) => {
    const asked = new Map(ids.map((id) => [id, generations.get(id) ?? 0]))
    return limiter
      .run(() => client.getDocumentAvailability(ids, {tag: AVAILABILITY_REQUEST_TAG}))
      .then((answer) => {
        const omitted = new Map(answer.omitted.map((entry) => [entry.id, entry.reason]))
        const available = new Set(answer.available)
        const expiresAt = now() + cacheTimeMs
        return ids.map((id) => {
          const availability = available.has(id)
            ? AVAILABILITY_READABLE
            : omitted.get(id) === 'permission'
              ? AVAILABILITY_PERMISSION_DENIED
              : AVAILABILITY_NOT_FOUND
          if ((generations.get(id) ?? 0) === asked.get(id)) cache.set(id, {availability, expiresAt})
          return availability
        })
      })
  }

  const flush = () => {
    timer = undefined
    const batch = queued
    queued = new Map()
    for (const chunk of chunkIdsByLength([...batch.keys()], AVAILABILITY_CHUNK_LENGTH)) {
      ask(chunk).then(
        (answers) => chunk.forEach((id, i) => batch.get(id)!.forEach((waiter) => waiter.resolve(answers[i]!))),
        (error: unknown) => chunk.forEach((id) => batch.get(id)!.forEach((waiter) => waiter.reject(error))),
      )
    }
  }

  const getAvailability = async (id: string): Promise<Availability> => {
    if (typeof id !== 'string' || id.trim() === '' || id.includes(','))
      throw new TypeError(`A document id must be a non-empty string without commas, not ${JSON.stringify(id)}`)
    const cached = cache.get(id)
    if (cached && cached.expiresAt > now()) return cached.availability
    const running = inFlight.get(id)
    if (running) return running
    const answer = new Promise<Availability>((resolve, reject) => {
      queued.set(id, [...(queued.get(id) ?? []), {resolve, reject}])
      timer ??= setTimeout(flush, batchWindowMs)
    })
    inFlight.set(id, answer)
    const forget = () => {
      if (inFlight.get(id) === answer) inFlight.delete(id)
    }
    answer.then(forget, forget)
    return answer
  }

  const observeDocumentAvailability = (id: string): Observable<Availability> =>
    merge(of('now' as const), invalidations$.pipe(filter((ids) => ids === 'all' || ids.includes(id)))).pipe(
      switchMap(() => from(getAvailability(id))),
      distinctUntilChanged(sameReason),
    )

  return {
    getAvailability,
    observeDocumentAvailability,
    observeDocumentPairAvailability: (id) => {
      if (typeof id !== 'string' || id === '')
        throw new TypeError(`A document id must be a non-empty string, not ${JSON.stringify(id)}`)
      return combineLatest([
        observeDocumentAvailability(getDraftId(id)),
        observeDocumentAvailability(getPublishedId(id)),
      ]).pipe(
        map(([draft, published]) => ({draft, published})),
        distinctUntilChanged((a, b) => sameReason(a.draft, b.draft) && sameReason(a.published, b.published)),
      )
    },
    invalidate: (ids) => {
      const forgotten = ids === undefined ? [...new Set([...cache.keys(), ...inFlight.keys()])] : [...ids]
      for (const id of forgotten) {
        cache.delete(id)
        inFlight.delete(id)
        generations.set(id, (generations.get(id) ?? 0) + 1)
      }
      invalidations$.next(ids === undefined ? 'all' : forgotten)
    },
  }
}
