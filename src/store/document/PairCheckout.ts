import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  merge,
  Observable,
  Subject,
  type SchedulerLike,
  type Subscription,
} from 'rxjs'
import type {IdPair} from '../../document'
import type {ContentDocument} from '../../types'
import type {ConsistencyState, DocumentLogger} from './BufferedDocument'
import {isRefusal} from './classifyCommitError'
import {commitRetryDelay} from './commitRetryDelay'
import {createPairListener, type PairListenerEvent} from './createPairListener'
import {DocumentBuffer} from './DocumentBuffer'
import type {DocumentPair, PairSnapshot} from './DocumentPair'
import type {DocumentTransport, ListenMutationEvent} from './DocumentTransport'
import {EmissionBatch} from './EmissionBatch'
import {foldIntoSnapshot} from './foldIntoSnapshot'

/** What a {@link PairCheckout} is made with. */
export interface PairCheckoutOptions {
  idPair: IdPair
  transport: DocumentTransport
  scheduler: SchedulerLike
  logger: DocumentLogger
  /** Called when nobody listens any more and nothing is left to send: the checkout may be forgotten. */
  onIdle(checkout: PairCheckout): void
  /** Called when a forgotten checkout is used again. */
  onActive(checkout: PairCheckout): void
}

/** A refetch of one document under way, with the document's events that arrive meanwhile. */
interface Sync {
  events: ListenMutationEvent[]
  /** Identifies the latest fetch; an older fetch's answer is ignored. */
  fetch: number
  /** The buffer's mark at the latest fetch's start (see `DocumentBuffer.beginSync`). */
  mark: number
}

const STATUS_WEIGHT: Record<ConsistencyState['status'], number> = {inSync: 0, pending: 1, failing: 2}

const sameConsistency = (a: ConsistencyState, b: ConsistencyState): boolean =>
  a.status === b.status &&
  (a.status !== 'failing' || (b.status === 'failing' && a.error === b.error && a.attempt === b.attempt))

/**
 * The shared checkout of one pair: the two document buffers, the pair's listener (open while
 * anyone subscribes), and the refetches that keep the buffers' server versions right.
 *
 * A document is refetched when the listener (re)connects (events may have been missed), when
 * one of its events cannot be applied, and when a commit was accepted whose echo may never
 * come. Events of a document arriving during its refetch are held and placed against the
 * fetched version (see {@link foldIntoSnapshot}).
 */
export class PairCheckout implements DocumentPair {
  readonly idPair: IdPair
  readonly draft: DocumentBuffer
  readonly published: DocumentBuffer
  readonly snapshots$: Observable<PairSnapshot>
  readonly consistency$: Observable<ConsistencyState>

  readonly #options: PairCheckoutOptions
  readonly #batch = new EmissionBatch()
  readonly #pairSnapshot = new BehaviorSubject<PairSnapshot | undefined>(undefined)
  readonly #syncs = new Map<string, Sync>()
  readonly #fetchRetries = new Set<Subscription>()
  #fatal = new Subject<never>()
  #subscribers = 0
  #listener: Subscription | undefined
  #fetches = 0
  #idle = false

  constructor(options: PairCheckoutOptions) {
    this.#options = options
    this.idPair = {publishedId: options.idPair.publishedId, draftId: options.idPair.draftId}
    const buffer = (documentId: string): DocumentBuffer =>
      new DocumentBuffer({
        documentId,
        transport: options.transport,
        scheduler: options.scheduler,
        logger: options.logger,
        batch: this.#batch,
        connect: (source) => this.#connect(source),
        requestResync: () => this.#resync([documentId], false),
        onChange: () => this.#batch.emit(this, () => this.#publishPair()),
        onSettled: () => this.#checkIdle(),
      })
    this.draft = buffer(this.idPair.draftId)
    this.published = buffer(this.idPair.publishedId)
    this.snapshots$ = this.#connect(
      this.#pairSnapshot.pipe(filter((snapshot): snapshot is PairSnapshot => snapshot !== undefined)),
    )
    this.consistency$ = combineLatest([this.draft.consistency$, this.published.consistency$]).pipe(
      map(([draft, published]) => (STATUS_WEIGHT[published.status] > STATUS_WEIGHT[draft.status] ? published : draft)),
      distinctUntilChanged(sameConsistency),
    )
  }

  getSnapshot(): PairSnapshot | undefined {
    return this.#pairSnapshot.getValue()
  }

  /** Whether anyone subscribes or anything is left to send. */
  get active(): boolean {
    return this.#subscribers > 0 || this.draft.hasUnsavedChanges || this.published.hasUnsavedChanges
  }

  // ---- subscriptions ----

  #connect<T>(source: Observable<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      // Subscribed before the listener opens, so a refusal while opening reaches this subscriber.
      const subscription = merge(this.#fatal, source).subscribe(subscriber)
      this.#retain()
      let released = false
      return () => {
        subscription.unsubscribe()
        if (released) return
        released = true
        this.#release()
      }
    })
  }

  #retain(): void {
    this.#subscribers++
    if (this.#idle) {
      this.#idle = false
      this.#options.onActive(this)
    }
    if (this.#subscribers === 1) this.#listen()
  }

  #release(): void {
    this.#subscribers--
    if (this.#subscribers > 0) return
    this.#stopListening()
    this.draft.disconnected(false)
    this.published.disconnected(false)
    this.#checkIdle()
  }

  #checkIdle(): void {
    if (this.#idle || this.active) return
    this.#idle = true
    this.#options.onIdle(this)
  }

  // ---- the listener ----

  #listen(): void {
    const listener = createPairListener(this.#options.transport, this.idPair, this.#options.scheduler).subscribe({
      next: (event) => this.#batch.run(() => this.#onListenerEvent(event)),
      error: (error: unknown) => this.#onRefused(error),
    })
    // A listener refused while subscribing has already cleaned up.
    if (this.#subscribers > 0 && !listener.closed) this.#listener = listener
  }

  #stopListening(): void {
    this.#listener?.unsubscribe()
    this.#listener = undefined
    this.#cancelSyncs()
  }

  #cancelSyncs(): void {
    this.#syncs.clear()
    for (const retry of this.#fetchRetries) retry.unsubscribe()
    this.#fetchRetries.clear()
  }

  /** The server refused the listener or a refetch (e.g. 401): every subscriber gets the error. */
  #onRefused(error: unknown): void {
    this.#stopListening()
    this.draft.disconnected(false)
    this.published.disconnected(false)
    const fatal = this.#fatal
    this.#fatal = new Subject<never>()
    fatal.error(error)
  }

  #onListenerEvent(event: PairListenerEvent): void {
    switch (event.type) {
      case 'welcome':
        this.draft.connected()
        this.published.connected()
        // Whatever was being fetched may miss what happened before this connection.
        this.#cancelSyncs()
        this.#resync([this.idPair.draftId, this.idPair.publishedId], true)
        return
      case 'reconnect':
        this.#cancelSyncs()
        this.draft.disconnected(true)
        this.published.disconnected(true)
        return
      case 'transaction':
        for (const mutation of event.events) this.#onMutation(mutation)
        return
    }
  }

  #bufferFor(documentId: string): DocumentBuffer | undefined {
    if (documentId === this.idPair.draftId) return this.draft
    if (documentId === this.idPair.publishedId) return this.published
    return undefined
  }

  #onMutation(event: ListenMutationEvent): void {
    const buffer = this.#bufferFor(event.documentId)
    if (!buffer) return
    const sync = this.#syncs.get(event.documentId)
    if (sync) {
      sync.events.push(event)
      return
    }
    // Before its first load a document has nothing to apply events to; its fetch is coming.
    if (!buffer.loaded) return
    if (!buffer.applyRemote(event)) this.#resync([event.documentId], false)
  }

  // ---- refetches ----

  /**
   * Fetches documents again. `fresh`: the listener just connected, so events held from before
   * are not worth keeping; otherwise held events stay and the fetch starts over.
   */
  #resync(documentIds: string[], fresh: boolean): void {
    // Without subscribers there is no listener to place the answer against; the next one refetches.
    if (this.#subscribers === 0) return
    this.#fetch(documentIds, fresh, 0)
  }

  #fetch(documentIds: string[], fresh: boolean, attempt: number): void {
    const fetch = ++this.#fetches
    const targets = documentIds.map((documentId) => {
      const buffer = this.#bufferFor(documentId)!
      const held = fresh ? undefined : this.#syncs.get(documentId)
      const sync: Sync = {events: held?.events ?? [], fetch, mark: buffer.beginSync()}
      this.#syncs.set(documentId, sync)
      return {documentId, buffer, sync}
    })
    const current = () =>
      targets.filter(({documentId, sync}) => this.#syncs.get(documentId) === sync && sync.fetch === fetch)
    let request: Promise<Array<ContentDocument | null>>
    try {
      request = this.#options.transport.getDocuments(documentIds)
    } catch (error) {
      request = Promise.reject(error)
    }
    request
      .then((documents) => {
        if (!Array.isArray(documents) || documents.length !== documentIds.length) {
          throw new Error(
            `getDocuments answered ${Array.isArray(documents) ? documents.length : 'no'} documents for ${documentIds.length} ids`,
          )
        }
        this.#batch.run(() => {
          for (const target of current())
            this.#completeSync(
              target.documentId,
              target.buffer,
              target.sync,
              documents[documentIds.indexOf(target.documentId)] ?? null,
            )
        })
      })
      .catch((error: unknown) => {
        const still = current()
        if (still.length === 0) return
        if (isRefusal(error)) {
          this.#onRefused(error)
          return
        }
        const retry = this.#options.scheduler.schedule(() => {
          this.#fetchRetries.delete(retry)
          const waiting = current().map(({documentId}) => documentId)
          if (waiting.length > 0) this.#fetch(waiting, false, attempt + 1)
        }, commitRetryDelay(attempt))
        this.#fetchRetries.add(retry)
      })
  }

  #completeSync(documentId: string, buffer: DocumentBuffer, sync: Sync, document: ContentDocument | null): void {
    this.#syncs.delete(documentId)
    const {included, remaining} = foldIntoSnapshot(document, sync.events)
    buffer.applySnapshot(document, new Set(included), sync.mark)
    for (const event of remaining) this.#onMutation(event)
  }

  // ---- the pair's view ----

  #publishPair(): void {
    const draft = this.draft.getSnapshot()
    const published = this.published.getSnapshot()
    if (draft === undefined || published === undefined) return
    const current = this.#pairSnapshot.getValue()
    if (current?.draft === draft && current.published === published) return
    this.#pairSnapshot.next({draft, published})
  }
}
