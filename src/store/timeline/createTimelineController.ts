import {BehaviorSubject, Observable} from 'rxjs'
import type {ContentDocument} from '../../types'
import type {Chunk} from './Chunk'
import {getDocumentAtRevision, type FetchDocumentsAt} from './getDocumentAtRevision'
import {HISTORY_PAGE_SIZE, type TransactionPageRequest} from './historyPaths'
import type {HistoryTransaction, MendozaEffectPair} from './HistoryTransaction'
import {LAST_PUBLISHED} from './resolveSelection'
import {Timeline} from './Timeline'
import type {TimelineDocumentRequest, TimelineSelection} from './TimelineSelection'

/**
 * Options of {@link createTimelineController}.
 * @beta
 */
export interface TimelineControllerOptions {
  /** The document's published (or draft) id. */
  documentId: string
  /**
   * Fetches one page of the pair's history, newest first: the entries of
   * `GET` {@link historyTransactionsPath}`(dataset, request)`, parsed from NDJSON.
   */
  fetchTransactions: (request: TransactionPageRequest) => Promise<readonly HistoryTransaction[]>
  /** Fetches documents as of a revision or a time (the history documents endpoint). */
  fetchDocumentsAt: FetchDocumentsAt
  /** Transactions per request; {@link HISTORY_PAGE_SIZE} (50) unless told. */
  pageSize?: number
}

/**
 * One document change a pair listener reports: its mutation event, listened to with `effectFormat=mendoza`.
 * @beta
 */
export interface RemoteMutation {
  /** The id of the transaction the change belongs to. */
  transactionId: string
  /** The document changed: the pair's draft or published id (others are ignored). */
  documentId: string
  /** ISO commit time. */
  timestamp: string
  /** Who committed the transaction. */
  identity: string
  /**
   * The change as mendoza effects. Required: a mutation without them stops the timeline with
   * an error (listen with `effectFormat=mendoza`).
   */
  effects?: MendozaEffectPair
}

/**
 * What a {@link TimelineController} shows: chunks, the resolved selection and the fetch status.
 * @beta
 */
export interface TimelineState {
  /** The chunks loaded so far, oldest first. */
  chunks: readonly Chunk[]
  /** The selection as given to {@link TimelineController.setRange}. */
  since: string | null
  /** The revision time id as given to {@link TimelineController.setRange}; null for the current document. */
  rev: string | null
  /** `since` and `rev` resolved against the loaded history, with the documents they show. */
  selection: TimelineSelection
  /** The whole history is loaded; with no chunks, the document has no history. */
  reachedEarliestEntry: boolean
  /** A request is in flight. */
  loading: boolean
  /** Why fetching stopped; a history fetch error stops the timeline for good. */
  error: Error | null
}

/**
 * Keeps a {@link Timeline} of one document pair filled: it fetches the newest page of history
 * when first used, older pages when asked to ({@link loadMore}) or when the selection needs
 * them, the documents a selection needs to be rebuilt, and takes in transactions the pair
 * listener reports. One request runs at a time.
 *
 * React meets it through `subscribe` + `getSnapshot` (`useSyncExternalStore`); rxjs code
 * through `state$`.
 * @beta
 */
export interface TimelineController {
  /** The timeline it fills; read its chunks and time ids from it. */
  readonly timeline: Timeline
  /** The state, now and on every change; subscribing starts fetching. */
  readonly state$: Observable<TimelineState>
  /** The current state. */
  getSnapshot(): TimelineState
  /** Calls `listener` after every change; starts fetching. @returns the teardown */
  subscribe(listener: () => void): () => void
  /**
   * Selects time ids: `rev` the revision shown (null: current), `since` the start of a range
   * of changes (null: none; {@link LAST_PUBLISHED}: the last publish before `rev`).
   */
  setRange(since: string | null, rev: string | null): void
  /** Fetches the next older page (unless the whole history is loaded). @returns when done */
  loadMore(): Promise<void>
  /** Takes in a change the pair listener reported; changes of other documents are ignored. */
  handleRemoteMutation(mutation: RemoteMutation): void
  /**
   * The document as it was at a revision, for restoring it (see {@link getDocumentAtRevision}).
   * @throws Error `Unable to find document with ID … at revision …`
   */
  getDocumentAtRevision(revision: string): Promise<ContentDocument>
  /** The `[since, rev]` to select when the user picks `chunk` as the revision, keeping `since` if it is still earlier. */
  findRangeForNewRev(chunk: Chunk): [string | null, string | null]
  /** The `[since, rev]` to select when the user picks `chunk` as the start of the range, keeping `rev` if it is still later. */
  findRangeForNewSince(chunk: Chunk): [string, string | null]
  /** Stops fetching and completes `state$`. */
  dispose(): void
}

type Step = () => Promise<void>

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))

class Controller implements TimelineController {
  readonly timeline: Timeline
  readonly state$: Observable<TimelineState>
  readonly #options: TimelineControllerOptions
  readonly #pageSize: number
  readonly #subject: BehaviorSubject<TimelineState>
  #since: string | null = null
  #rev: string | null = null
  #started = false
  #firstPageLoaded = false
  #pending: HistoryTransaction[] = []
  #pagesWanted = 0
  #active = false
  #running: Promise<void> = Promise.resolve()
  #inFlight = false
  #error: Error | null = null
  #disposed = false
  readonly #requested = new Set<string>()
  readonly #revisions = new Map<string, Promise<ContentDocument>>()

  constructor(options: TimelineControllerOptions) {
    if (typeof options.fetchTransactions !== 'function' || typeof options.fetchDocumentsAt !== 'function') {
      throw new Error('createTimelineController needs fetchTransactions and fetchDocumentsAt functions')
    }
    const pageSize = options.pageSize ?? HISTORY_PAGE_SIZE
    if (!Number.isInteger(pageSize) || pageSize < 2)
      throw new Error(`pageSize must be an integer of at least 2, got ${pageSize}`)
    this.#options = options
    this.#pageSize = pageSize
    this.timeline = new Timeline({publishedId: options.documentId})
    this.#subject = new BehaviorSubject(this.#computeState())
    this.state$ = new Observable<TimelineState>((subscriber) => {
      // Subscribed first, so the subscriber sees the fetch start as a change.
      const subscription = this.#subject.subscribe(subscriber)
      this.#start()
      return subscription
    })
  }

  getSnapshot(): TimelineState {
    return this.#subject.getValue()
  }

  subscribe(listener: () => void): () => void {
    let first = true
    const subscription = this.state$.subscribe(() => {
      // The BehaviorSubject replays the current state; only changes are news.
      if (first) first = false
      else listener()
    })
    return () => subscription.unsubscribe()
  }

  setRange(since: string | null, rev: string | null): void {
    this.#since = since
    this.#rev = rev
    this.#start()
    this.#publish()
  }

  loadMore(): Promise<void> {
    this.#pagesWanted++
    this.#start()
    return this.#running
  }

  handleRemoteMutation(mutation: RemoteMutation): void {
    if (this.#disposed || this.#error) return
    const {documentId} = mutation
    if (documentId !== this.timeline.publishedId && documentId !== this.timeline.draftId) return
    if (!mutation.effects) {
      this.#fail(
        new Error(
          `Mutation of "${documentId}" in transaction "${mutation.transactionId}" has no effects: listen with effectFormat=mendoza`,
        ),
      )
      return
    }
    const transaction: HistoryTransaction = {
      id: mutation.transactionId,
      timestamp: mutation.timestamp,
      author: mutation.identity,
      effects: {[documentId]: mutation.effects},
    }
    // Before the first page it is unknown where the transaction goes; the page may even hold it.
    if (!this.#firstPageLoaded) {
      this.#pending.push(transaction)
      return
    }
    try {
      this.timeline.addNewerTransaction(transaction)
    } catch (error) {
      this.#fail(asError(error))
      return
    }
    this.#publish()
    this.#schedule()
  }

  getDocumentAtRevision(revision: string): Promise<ContentDocument> {
    let found = this.#revisions.get(revision)
    if (!found) {
      found = getDocumentAtRevision(this.#options.fetchDocumentsAt, this.timeline.publishedId, revision)
      found.catch(() => this.#revisions.delete(revision))
      this.#revisions.set(revision, found)
    }
    return found
  }

  findRangeForNewRev(chunk: Chunk): [string | null, string | null] {
    const rev = this.timeline.isLatestChunk(chunk) ? null : this.timeline.createTimeId(chunk)
    if (this.#since === null) return [null, rev]
    const {selection} = this.getSnapshot()
    if (selection.state === 'range' && selection.since.index < chunk.index) return [this.#since, rev]
    return [LAST_PUBLISHED, rev]
  }

  findRangeForNewSince(chunk: Chunk): [string, string | null] {
    const since = this.timeline.createTimeId(chunk)
    const {selection} = this.getSnapshot()
    const revChunk =
      this.#rev === null ? null : selection.state === 'rev' || selection.state === 'range' ? selection.rev : null
    return revChunk && chunk.index < revChunk.index ? [since, this.#rev] : [since, null]
  }

  dispose(): void {
    if (this.#disposed) return
    this.#disposed = true
    this.#pending = []
    this.#subject.complete()
  }

  #start(): void {
    if (this.#disposed) return
    this.#started = true
    this.#schedule()
  }

  #schedule(): void {
    if (!this.#active) this.#running = this.#loop()
  }

  async #loop(): Promise<void> {
    this.#active = true
    try {
      for (let step = this.#nextStep(); step; step = this.#nextStep()) {
        this.#inFlight = true
        this.#publish()
        await step()
        this.#inFlight = false
        this.#publish()
      }
    } catch (error) {
      if (!this.#disposed) this.#error = asError(error)
    } finally {
      this.#active = false
      this.#inFlight = false
      this.#publish()
    }
  }

  #nextStep(): Step | undefined {
    if (this.#disposed || this.#error || !this.#started) return undefined
    if (!this.#firstPageLoaded) return () => this.#fetchPage()
    const {selection} = this.getSnapshot()
    if (selection.state === 'loading') {
      const {need} = selection
      if (need.kind === 'documents') return () => this.#fetchDocuments(need.requests)
      if (!this.timeline.reachedEarliestEntry) return () => this.#fetchPage()
    }
    if (this.#pagesWanted > 0) {
      if (this.timeline.reachedEarliestEntry) {
        this.#pagesWanted = 0
        return undefined
      }
      return () => {
        this.#pagesWanted--
        return this.#fetchPage()
      }
    }
    return undefined
  }

  async #fetchPage(): Promise<void> {
    const {publishedId, draftId} = this.timeline
    const toTransaction = this.timeline.earliestTransactionId
    const limit = this.#pageSize
    const page = await this.#options.fetchTransactions({
      publishedId,
      draftId,
      limit,
      ...(toTransaction === undefined ? {} : {toTransaction}),
    })
    if (this.#disposed) return
    if (!Array.isArray(page)) throw new Error('fetchTransactions must resolve to a list of history transactions')
    const reachedEarliestEntry = page.length < limit
    const added = this.timeline.addOlderTransactions(page, {reachedEarliestEntry})
    // A page that repeats only what is loaded would be asked for again and again.
    if (toTransaction !== undefined && added === 0 && !reachedEarliestEntry) {
      throw new Error(`History paging made no progress before transaction "${toTransaction}"`)
    }
    if (!this.#firstPageLoaded) {
      this.#firstPageLoaded = true
      const pending = this.#pending
      this.#pending = []
      for (const transaction of pending) this.timeline.addNewerTransaction(transaction)
    }
  }

  async #fetchDocuments(requests: readonly TimelineDocumentRequest[]): Promise<void> {
    for (const request of requests) {
      const key = JSON.stringify([request.position, request.at, request.ids])
      if (this.#requested.has(key)) {
        const at = 'revision' in request.at ? `revision ${request.at.revision}` : `time ${request.at.time}`
        throw new Error(
          `Unable to load revision: the documents ${request.ids.join(', ')} at ${at} did not settle the selection`,
        )
      }
      this.#requested.add(key)
    }
    const answers = await Promise.all(
      requests.map((request) => this.#options.fetchDocumentsAt(request.ids, request.at)),
    )
    if (this.#disposed) return
    requests.forEach((request, i) => {
      const documents = answers[i]
      if (!Array.isArray(documents)) throw new Error('fetchDocumentsAt must resolve to a list of documents')
      this.timeline.addFetchedDocuments(request, documents)
    })
  }

  #fail(error: Error): void {
    this.#error = error
    this.#publish()
  }

  #computeState(): TimelineState {
    let selection: TimelineSelection
    try {
      selection = this.timeline.resolveSelection({since: this.#since, rev: this.#rev})
    } catch (error) {
      // A history whose effects do not fit together cannot be shown; it stops the timeline.
      this.#error ??= asError(error)
      selection = {state: 'invalid'}
    }
    return {
      chunks: this.timeline.chunks,
      since: this.#since,
      rev: this.#rev,
      selection,
      reachedEarliestEntry: this.timeline.reachedEarliestEntry,
      loading: this.#inFlight,
      error: this.#error,
    }
  }

  #publish(): void {
    if (this.#disposed) return
    const previous = this.#subject.getValue()
    const next = this.#computeState()
    const same =
      previous.chunks === next.chunks &&
      previous.since === next.since &&
      previous.rev === next.rev &&
      previous.loading === next.loading &&
      previous.error === next.error &&
      previous.reachedEarliestEntry === next.reachedEarliestEntry &&
      sameSelection(previous.selection, next.selection)
    if (!same) this.#subject.next(next)
  }
}

function sameSelection(a: TimelineSelection, b: TimelineSelection): boolean {
  if (a.state !== b.state) return false
  if (a.state === 'rev' && b.state === 'rev')
    return a.rev === b.rev && a.documents.draft === b.documents.draft && a.documents.published === b.documents.published
  if (a.state === 'range' && b.state === 'range') {
    return (
      a.since === b.since &&
      a.rev === b.rev &&
      a.sinceDocuments.draft === b.sinceDocuments.draft &&
      a.sinceDocuments.published === b.sinceDocuments.published &&
      a.revDocuments.draft === b.revDocuments.draft &&
      a.revDocuments.published === b.revDocuments.published
    )
  }
  if (a.state === 'loading' && b.state === 'loading') return JSON.stringify(a.need) === JSON.stringify(b.need)
  return true
}

/**
 * Creates a {@link TimelineController} for one document pair. Fetching is injected, so the
 * controller runs over HTTP, an in-process lake, or test data alike.
 *
 * @example
 * ```ts
 * const controller = createTimelineController({
 *   documentId: 'post-1',
 *   fetchTransactions: (request) => client.historyTransactions(dataset, request),
 *   fetchDocumentsAt: (ids, at) => client.historyDocuments(dataset, ids, at),
 * })
 * const stop = controller.subscribe(() => render(controller.getSnapshot()))
 * controller.setRange(null, controller.timeline.createTimeId(chunk))
 * ```
 * @beta
 */
export function createTimelineController(options: TimelineControllerOptions): TimelineController {
  return new Controller(options)
}
