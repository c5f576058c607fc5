import {
  distinctUntilChanged,
  filter,
  finalize,
  merge,
  ReplaySubject,
  share,
  shareReplay,
  switchMap,
  timer,
  type Observable,
} from 'rxjs'
import type {ListenEvent, MutationEvent, VellumClient, WelcomeEvent} from '../../client'
import {createBatchedRequest} from './createBatchedRequest'
import {fetchPreviewFields, type FieldRequest, type FieldSnapshot} from './fetchPreviewFields'
import {jsonEqual} from '../../document'
import {
  PREVIEW_FAST_BATCH_MS,
  PREVIEW_LISTEN_QUERY,
  PREVIEW_OBSERVER_LINGER_MS,
  PREVIEW_REQUEST_TAGS,
  PREVIEW_SLOW_BATCH_MS,
} from './previewConstants'

/**
 * Observes top-level fields of one document, live: null while it does not exist (or may not be
 * read), otherwise its `_id`, `_type` and the fields that hold a value.
 */
export type ObserveFields = (id: string, fields: readonly string[]) => Observable<FieldSnapshot | null>

const isWelcome = (event: ListenEvent): event is WelcomeEvent => event.type === 'welcome'
const isMutation = (event: ListenEvent): event is MutationEvent => event.type === 'mutation'

/**
 * The live document fields behind every preview of one dataset.
 *
 * - One listener, on all non-system documents, is shared by every observed document while any
 *   is observed; each observer reacts only to events of its own document, so a change refetches
 *   only the documents that changed.
 * - Fetches are batched: requests within {@link PREVIEW_FAST_BATCH_MS} (on subscribe, after a
 *   welcome, after a mutation whose visibility is `query`) or {@link PREVIEW_SLOW_BATCH_MS}
 *   (after other mutations, which may not be queryable yet) go out as one query.
 * - Observers of the same document and fields are shared, and emit only when the fields change;
 *   one stays alive for {@link PREVIEW_OBSERVER_LINGER_MS} after its last subscriber leaves,
 *   and the listener closes once no observer is left.
 *
 * A welcome after a reconnect refetches everything observed, since events in between may have
 * been missed.
 */
export function createFieldObserver(client: VellumClient): ObserveFields {
  const events$ = client
    .listen(
      PREVIEW_LISTEN_QUERY,
      {},
      {includeResult: false, includeMutations: false, visibility: 'query', tag: PREVIEW_REQUEST_TAGS.listen},
    )
    .pipe(share())
  // Replayed, so a document observed after the listener is up is fetched at once.
  const welcome$ = events$.pipe(filter(isWelcome), shareReplay({bufferSize: 1, refCount: true}))
  const mutations$ = events$.pipe(filter(isMutation))

  const runBatch = (requests: FieldRequest[], signal: AbortSignal) => fetchPreviewFields(client, requests, signal)
  const fetchFast = createBatchedRequest(runBatch, PREVIEW_FAST_BATCH_MS)
  const fetchSlow = createBatchedRequest(runBatch, PREVIEW_SLOW_BATCH_MS)

  const observers = new Map<string, Observable<FieldSnapshot | null>>()
  return (id, fields) => {
    const sorted = [...new Set(fields)].sort()
    const key = JSON.stringify([id, sorted])
    const cached = observers.get(key)
    if (cached) return cached
    const request: FieldRequest = {id, fields: sorted}
    const observer: Observable<FieldSnapshot | null> = merge(
      welcome$,
      mutations$.pipe(filter((event) => event.documentId === id)),
    ).pipe(
      switchMap((event) =>
        event.type === 'mutation' && event.visibility !== 'query' ? fetchSlow(request) : fetchFast(request),
      ),
      distinctUntilChanged<FieldSnapshot | null>(jsonEqual),
      finalize(() => {
        if (observers.get(key) === observer) observers.delete(key)
      }),
      // Kept a moment after its last subscriber leaves: a path observer re-subscribes to the
      // documents a reference points at whenever the referring document changes.
      share({
        connector: () => new ReplaySubject(1),
        resetOnError: true,
        resetOnComplete: true,
        resetOnRefCountZero: () => timer(PREVIEW_OBSERVER_LINGER_MS),
      }),
    )
    observers.set(key, observer)
    return observer
  }
}
