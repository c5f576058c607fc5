import {BehaviorSubject, filter, Subject, type Observable, type SchedulerLike, type Subscription} from 'rxjs'
import {isRecord, randomKey} from '../../document'
import {MutationError} from '../../mutations'
import type {ContentDocument, DocumentInput, Mutation, Patch, PatchCondition} from '../../types'
import {applyRemoteEvent} from './applyRemoteEvent'
import type {BufferedDocument, BufferedDocumentEvent, ConsistencyState, DocumentLogger} from './BufferedDocument'
import {classifyCommitError, errorMessage} from './classifyCommitError'
import {COMMIT_STALE_REFETCH_MS, COMMIT_THROTTLE_MS, commitRetryDelay} from './commitRetryDelay'
import type {DocumentTransport, ListenMutationEvent, TransportMutateResult} from './DocumentTransport'
import type {EmissionBatch} from './EmissionBatch'
import {
  appendChange,
  applyLocalChange,
  changesToMutations,
  holdsOn,
  heldOnVersion,
  rebaseChange,
  replayChanges,
  type DroppedChange,
  type LocalChange,
} from './LocalChange'
import {applyCommitEntry, deferred, transactionIdOf, type CommitEntry, type PendingBatch} from './CommitEntry'

/** The request tag of commits. */
export const COMMIT_TAG = 'document.commit'

/**
 * The guard of a commit made on no document: its first `createIfNotExists` of the document is
 * sent as a `create`, which the server refuses (409, `documentAlreadyExistsError`) when the
 * document exists by then.
 */
const NO_DOCUMENT = ''

/**
 * Turns the first `createIfNotExists` of `documentId` among `mutations` into a `create`, in
 * place; false when there is none.
 */
function guardCreate(documentId: string, mutations: Mutation[]): boolean {
  const index = mutations.findIndex(
    (mutation) => 'createIfNotExists' in mutation && mutation.createIfNotExists._id === documentId,
  )
  const found = mutations[index]
  if (!found || !('createIfNotExists' in found)) return false
  mutations[index] = {create: found.createIfNotExists}
  return true
}

/**
 * A patch as a local change: a text edit that says the text it was typed on (`typedOn`) keeps
 * it on the change, not on the patch that is sent, and so does a set, unset, insert or
 * diffMatchPatch that holds only on what its input showed (`onlyIf`).
 */
function localPatch(patch: Patch): LocalChange {
  if ((patch.type === 'insert' || patch.type === 'diffMatchPatch') && patch.onlyIf !== undefined) {
    const {onlyIf, ...sent} = patch
    return {type: 'patch', patch: sent, onlyIf: checkedCondition(onlyIf, patch.type)}
  }
  if (patch.type !== 'set' && patch.type !== 'unset') return {type: 'patch', patch}
  const {typedOn, onlyIf, ...sent} = patch
  const text = typeof typedOn === 'string' ? {typedOn} : {}
  if (onlyIf === undefined) return {type: 'patch', patch: sent, ...text}
  return {type: 'patch', patch: sent, ...text, onlyIf: checkedCondition(onlyIf, patch.type)}
}

function checkedCondition(onlyIf: unknown, type: Patch['type']): PatchCondition {
  if (!isRecord(onlyIf) || !Array.isArray(onlyIf.path))
    throw new TypeError(`A ${type}'s onlyIf takes the path of a value and the value it is to equal`)
  return onlyIf as unknown as PatchCondition
}

/** Whether a committed transaction changed anything, by its results; `undefined` when they do not say. */
function changedAnything(result: TransportMutateResult | undefined): boolean | undefined {
  if (!result || !Array.isArray(result.results) || result.results.length === 0) return undefined
  return result.results.some((item) => item.operation !== 'none')
}

/** What a {@link DocumentBuffer} needs from the pair it belongs to. */
export interface DocumentBufferOptions {
  documentId: string
  transport: DocumentTransport
  scheduler: SchedulerLike
  logger: DocumentLogger
  batch: EmissionBatch
  /** Wraps a public observable so that subscribing to it keeps the pair's listener open. */
  connect<T>(source: Observable<T>): Observable<T>
  /** Asks the pair to refetch this document (see {@link DocumentBuffer.applySnapshot}). */
  requestResync(): void
  /** Called after the local view changed. */
  onChange(): void
  /** Called when nothing is left to send. */
  onSettled(): void
}

/**
 * The optimistic buffer of one document. It keeps three versions:
 * - `base`: the server's version as the listener last showed it;
 * - `edge`: `base` with the transactions sent but not yet seen come back (in flight), as the
 *   server will apply them;
 * - `local`: `edge` with the local changes not sent yet — the version users see.
 *
 * Local changes apply to `local` at once. Every second at most, the changes gathered since
 * the last commit are sent as one transaction with a client-generated id, one transaction at
 * a time so the server applies them in order. A listen event carrying one of those ids is the
 * echo of that commit; any other event is a remote change: it is applied to `base`, and the
 * transactions in flight and the local changes are replayed on top (rebased). A local change
 * that no longer applies is dropped with a warning; a remote change that cannot be applied is
 * dropped with a warning too, and the document refetched.
 *
 * Text merges as text. A local edit of a string (a `set` over a string, or an `unset` of one)
 * records the text it was typed on; rebased on a remote change of that text it becomes the
 * three-way merge of both (see `mergeText`), so what both people typed is kept. A commit sends
 * such an edit as a `diffMatchPatch` from the text it was made on, and guards it with the
 * revision it was made on (`ifRevisionID`): the server's own patching is fuzzy (it finds each
 * hunk by its context, and skips or misplaces one whose surroundings a concurrent commit
 * deleted), so the server is only ever asked to patch the very text a patch was made from.
 * A commit that edits text on no document (the first keystroke, which creates the draft)
 * is guarded by sending its `createIfNotExists` as a `create`, refused when someone else
 * created the document first. When another commit came first, the server refuses the
 * guarded one as stale (409); its
 * changes go back to the front of the local queue, are merged exactly with what changed
 * once the newer version is here, and are sent again (see {@link DocumentBuffer.#requeue}).
 *
 * Failed commits: a refusal (400–499) cancels the commit and surfaces its message; any other
 * failure keeps it queued and retries it (100 ms × 2^attempt, capped at 240 s) with the same
 * transaction id, so nothing typed is lost and nothing is applied twice.
 */
export class DocumentBuffer implements BufferedDocument {
  readonly documentId: string
  readonly events$: Observable<BufferedDocumentEvent>
  readonly snapshots$: Observable<ContentDocument | null>
  readonly consistency$: Observable<ConsistencyState>

  readonly #options: DocumentBufferOptions
  readonly #events = new Subject<BufferedDocumentEvent>()
  readonly #snapshot = new BehaviorSubject<ContentDocument | null | undefined>(undefined)
  readonly #consistency = new BehaviorSubject<ConsistencyState>({status: 'inSync'})
  #loaded = false
  #base: ContentDocument | null = null
  #edge: ContentDocument | null = null
  #local: ContentDocument | null = null
  #inflight: CommitEntry[] = []
  #pending: PendingBatch | null = null
  #timer: Subscription | undefined
  /**
   * The revision a commit was guarded with when the server refused it as stale: the next
   * commit waits until the document has moved past it (see {@link #requeue}).
   */
  #staleRevision: string | undefined
  /** Refetches the document if the newer version's events do not come (see {@link #requeue}). */
  #staleWait: Subscription | undefined
  #lastCommitAt = Number.NEGATIVE_INFINITY
  #flushRequested = false
  #connected = false
  #connection = 0
  /** Orders commits against refetches: a refetch started after a commit was accepted contains it. */
  #sequence = 0

  constructor(options: DocumentBufferOptions) {
    this.documentId = options.documentId
    this.#options = options
    this.events$ = options.connect(this.#events.asObservable())
    this.snapshots$ = options.connect(
      this.#snapshot.pipe(filter((document): document is ContentDocument | null => document !== undefined)),
    )
    this.consistency$ = options.connect(this.#consistency.asObservable())
  }

  getSnapshot(): ContentDocument | null | undefined {
    return this.#loaded ? this.#local : undefined
  }

  get loaded(): boolean {
    return this.#loaded
  }

  get hasUnsavedChanges(): boolean {
    return this.#hasChanges() || this.#activeEntry() !== undefined
  }

  patch(patches: readonly Patch[]): void {
    if (!Array.isArray(patches)) throw new TypeError(`patch() of "${this.documentId}" takes an array of patches`)
    this.#assertLoaded('patch')
    if (patches.length === 0) return
    this.#applyLocal(patches.map(localPatch))
  }

  create(document: DocumentInput): void {
    this.#applyLocal([{type: 'mutation', mutation: {create: this.#ownDocument(document, 'create')}}])
  }

  createIfNotExists(document: DocumentInput): void {
    this.#applyLocal([
      {type: 'mutation', mutation: {createIfNotExists: this.#ownDocument(document, 'createIfNotExists')}},
    ])
  }

  createOrReplace(document: DocumentInput): void {
    this.#applyLocal([{type: 'mutation', mutation: {createOrReplace: this.#ownDocument(document, 'createOrReplace')}}])
  }

  delete(): void {
    this.#assertLoaded('delete')
    this.#applyLocal([{type: 'mutation', mutation: {delete: {id: this.documentId}}}])
  }

  commit(): Promise<void> {
    const waits: Array<Promise<void>> = []
    const active = this.#activeEntry()
    if (active) waits.push((active.waiter ??= deferred()).promise)
    const pending = this.#pending
    if (pending && pending.changes.length > 0) {
      waits.push((pending.waiter ??= deferred()).promise)
      this.#flushRequested = true
      this.#scheduleCommit()
    }
    return Promise.all(waits).then(() => undefined)
  }

  // ---- what the pair tells the buffer ----

  /** The listener (re)connected: commits sent from now on will be echoed on this connection. */
  connected(): void {
    this.#connected = true
    this.#connection++
    // The server is reachable again: a commit waiting for its retry need not wait longer.
    const active = this.#activeEntry()
    if (active?.state === 'retrying') {
      active.retry?.unsubscribe()
      this.#attempt(active)
    }
  }

  /** The listener lost its connection (`announce`: tell subscribers) or was closed. */
  disconnected(announce: boolean): void {
    this.#connected = false
    if (announce) this.#events.next({type: 'reconnect'})
  }

  /** A refetch of the document starts now; pass the returned mark to {@link applySnapshot}. */
  beginSync(): number {
    return ++this.#sequence
  }

  /**
   * Takes the server's version as fetched by a refetch that started at `mark`. Commits accepted
   * before that are in it, and so are the transactions `included` lists (whose events arrived
   * while it was fetched); they leave the queue. The rest is rebased on it.
   */
  applySnapshot(document: ContentDocument | null, included: ReadonlySet<string>, mark: number): void {
    this.#base = document
    this.#loaded = true
    // A fetch that read the server after one of our commits applied holds it even when the
    // commit's answer has not come yet: a document's revision is its last transaction's id, and
    // our commits go one at a time, in order, so that one and those before it are in it.
    const holds = this.#inflight.findIndex((entry) => transactionIdOf(entry) === document?._rev)
    for (const [index, entry] of [...this.#inflight].entries()) {
      if (
        index <= holds ||
        included.has(transactionIdOf(entry)) ||
        (entry.state === 'committed' && entry.committedAt < mark) ||
        (entry.echoedAt !== undefined && entry.echoedAt < mark)
      )
        this.#confirm(entry)
    }
    this.#rebuild()
    this.#events.next({type: 'snapshot', document: this.#local})
    this.#afterChange()
  }

  /**
   * Applies a listen event of this document to the server's version and rebases the local
   * changes on it. Returns false, after logging a warning, when the event cannot be applied;
   * the caller then refetches the document.
   */
  applyRemote(event: ListenMutationEvent): boolean {
    // The document is at the revision this event leads to: a refetch brought it first (with
    // our own transaction in it, if this is its echo).
    if (event.resultRev !== undefined && event.resultRev === this.#base?._rev) {
      const own = this.#inflight.find((entry) => transactionIdOf(entry) === event.transactionId)
      if (own) {
        this.#confirm(own)
        this.#rebuild()
        this.#afterChange()
      }
      return true
    }
    const result = applyRemoteEvent(this.#base, event)
    if (!result.applied) {
      // Our own commit's echo: it is on the server, so the refetch that follows holds it.
      const echoed = this.#inflight.find((entry) => transactionIdOf(entry) === event.transactionId)
      if (echoed) echoed.echoedAt = ++this.#sequence
      this.#options.logger.warn(
        `Dropped a remote change of "${this.documentId}" (transaction "${event.transactionId}") that cannot be applied: ${result.reason}. Refetching the document.`,
      )
      return false
    }
    this.#base = result.document
    const own = this.#inflight.find((entry) => transactionIdOf(entry) === event.transactionId)
    if (own) this.#confirm(own)
    this.#rebuild()
    this.#events.next({
      type: 'remoteMutation',
      document: this.#local,
      transactionId: event.transactionId,
      own: own !== undefined,
    })
    this.#afterChange()
    return true
  }

  // ---- local edits ----

  #assertLoaded(action: string): void {
    if (!this.#loaded)
      throw new Error(`Cannot ${action} "${this.documentId}" before it is loaded: wait for its first snapshot`)
  }

  #ownDocument(document: DocumentInput, action: string): DocumentInput & {_id: string} {
    this.#assertLoaded(action)
    if (!isRecord(document)) throw new TypeError(`${action}() of "${this.documentId}" takes a document object`)
    if (document._id !== undefined && document._id !== this.documentId) {
      throw new Error(`${action}() of "${this.documentId}" was given a document with _id "${String(document._id)}"`)
    }
    return {...document, _id: this.documentId}
  }

  #applyLocal(changes: readonly LocalChange[]): void {
    const batch = this.#pending ?? this.#newBatch()
    let document = this.#local
    // All or nothing: a change that throws leaves the view and the queue as they were.
    const applied: LocalChange[] = []
    for (const change of changes) {
      // An unset made on what the input showed, which someone else's edit has changed since.
      if (!holdsOn(document, change)) continue
      // A keystroke typed on a text that has changed since (a merge the input has not shown
      // yet) is merged into it.
      const rebased = rebaseChange(document, change)
      document = applyLocalChange(this.documentId, document, rebased, batch.context)
      applied.push(rebased)
    }
    this.#pending = batch
    for (const change of applied) appendChange(batch.changes, change)
    this.#local = document
    this.#events.next({type: 'localMutation', document})
    this.#afterChange()
  }

  #newBatch(): PendingBatch {
    const transactionId = randomKey(22)
    return {context: {transactionId, timestamp: new Date(this.#options.scheduler.now()).toISOString()}, changes: []}
  }

  #hasChanges(): boolean {
    return this.#pending !== null && this.#pending.changes.length > 0
  }

  // ---- commits ----

  /** The entry being sent or waiting for its retry; there is at most one. */
  #activeEntry(): CommitEntry | undefined {
    return this.#inflight.find((entry) => entry.state === 'sending' || entry.state === 'retrying')
  }

  /** Whether the version commits are made on is the one the server refused a commit as stale for. */
  #onStaleVersion(): boolean {
    if (this.#staleRevision === undefined) return false
    if ((this.#edge?._rev ?? NO_DOCUMENT) === this.#staleRevision) return true
    this.#staleRevision = undefined
    return false
  }

  #scheduleCommit(): void {
    if (!this.#hasChanges() || this.#activeEntry() || this.#onStaleVersion() || this.#awaitsEchoes()) return
    const flush = this.#flushRequested
    if (this.#timer) {
      if (!flush) return
      this.#timer.unsubscribe()
    }
    const delay = flush ? 0 : Math.max(0, this.#lastCommitAt + COMMIT_THROTTLE_MS - this.#options.scheduler.now())
    // Even without a wait the send is scheduled, so edits made in the same task go together.
    this.#timer = this.#options.scheduler.schedule(() => {
      this.#timer = undefined
      this.#options.batch.run(() => this.#send())
    }, delay)
  }

  /**
   * Whether the local queue holds a change that means what it means only on the version it is
   * encoded against (see `heldOnVersion`) while commits of ours await their echo. The revision a commit is guarded
   * with does not tell whether someone else's commit went in before one of ours: their events
   * do, and they come before our echo. Such a change waits for them.
   */
  #awaitsEchoes(): boolean {
    if (this.#inflight.length === 0) return false
    return this.#pending?.changes.some(heldOnVersion) ?? false
  }

  #send(): void {
    // A flush asked for while waiting for a newer version still holds once it is here.
    if (this.#onStaleVersion() || this.#awaitsEchoes()) return
    this.#flushRequested = false
    const batch = this.#pending
    if (!batch || batch.changes.length === 0 || this.#activeEntry()) return
    this.#pending = null
    const {mutations, dropped, document, kept, editsText, conditional, shortcuts} = changesToMutations(
      this.documentId,
      this.#edge,
      batch.changes,
      batch.context,
    )
    if (dropped.length > 0) this.#reportDropped(dropped, document)
    if (mutations.length === 0) {
      batch.waiter?.resolve()
      this.#local = this.#edge
      this.#afterChange()
      return
    }
    // Text edits, and changes that hold only on the version they were checked on.
    let guard = editsText || conditional ? this.#edge?._rev : undefined
    // The guard goes first, on its own: the rest of the transaction applies only on that revision.
    if (guard !== undefined) mutations.unshift({patch: {id: this.documentId, ifRevisionID: guard}})
    // On no document, the guard is the create itself: a `create` the server refuses when
    // someone else's commit created the document first, instead of a `createIfNotExists` that
    // would let its text patches apply, fuzzily, to their text.
    else if (editsText && this.#edge === null && guardCreate(this.documentId, mutations)) guard = NO_DOCUMENT
    const entry: CommitEntry = {
      context: batch.context,
      mutations,
      changes: kept,
      shortcuts,
      state: 'sending',
      attempt: 0,
      sentOnConnection: -1,
      committedAt: 0,
    }
    if (guard !== undefined) {
      entry.guard = guard
      if (guard !== NO_DOCUMENT) for (const shortcut of shortcuts) shortcut.index++
    }
    if (batch.waiter) entry.waiter = batch.waiter
    this.#inflight.push(entry)
    // The local view already shows these changes; keep its identity unless some were dropped.
    if (dropped.length > 0) this.#local = document
    this.#edge = this.#local
    this.#lastCommitAt = this.#options.scheduler.now()
    this.#attempt(entry)
    this.#afterChange()
  }

  #attempt(entry: CommitEntry): void {
    entry.state = 'sending'
    delete entry.retry
    entry.sentOnConnection = this.#connected ? this.#connection : -1
    let request: Promise<TransportMutateResult>
    try {
      request = this.#options.transport.mutate(entry.mutations, {
        transactionId: transactionIdOf(entry),
        visibility: 'sync',
        tag: COMMIT_TAG,
      })
    } catch (error) {
      request = Promise.reject(error)
    }
    request.then(
      (result) => this.#options.batch.run(() => this.#accepted(entry, changedAnything(result))),
      (error: unknown) => this.#options.batch.run(() => this.#failed(entry, error)),
    )
  }

  /**
   * The server accepted the entry. `changed`: whether the transaction changed the document
   * (`undefined` when unknown). A transaction that changed nothing (a `createIfNotExists` of
   * an existing document) has no echo to wait for.
   */
  #accepted(entry: CommitEntry, changed: boolean | undefined): void {
    // Its echo came first and took it out of the queue.
    if (entry.state !== 'sending') return
    if (changed === false) {
      this.#confirm(entry)
      this.#rebuild()
      this.#afterChange()
      return
    }
    entry.state = 'committed'
    entry.committedAt = ++this.#sequence
    entry.waiter?.resolve()
    this.#events.next({type: 'committed', transactionId: transactionIdOf(entry)})
    // Sent on this connection, its echo comes on this connection. Otherwise it may have been
    // committed before the listener connected: a refetch tells.
    const echoExpected = changed === true && this.#connected && entry.sentOnConnection === this.#connection
    if (!echoExpected && this.#connected) this.#options.requestResync()
    this.#afterChange()
  }

  #failed(entry: CommitEntry, error: unknown): void {
    if (entry.state !== 'sending') return
    const kind = classifyCommitError(error, transactionIdOf(entry), entry.attempt > 0)
    if (kind === 'alreadyCommitted') {
      this.#accepted(entry, undefined)
      return
    }
    if (kind === 'stale' && entry.guard !== undefined) {
      this.#requeue(entry)
      return
    }
    if (kind === 'refused' || kind === 'stale') {
      this.#cancel(entry, error)
      return
    }
    const retryInMs = commitRetryDelay(entry.attempt)
    entry.attempt++
    entry.state = 'retrying'
    entry.failure = {error, retryInMs}
    entry.retry = this.#options.scheduler.schedule(() => this.#attempt(entry), retryInMs)
    this.#events.next({
      type: 'commitFailed',
      transactionId: transactionIdOf(entry),
      error,
      message: errorMessage(error),
      attempt: entry.attempt,
      retryInMs,
    })
    this.#updateConsistency()
  }

  #cancel(entry: CommitEntry, error: unknown): void {
    entry.state = 'cancelled'
    this.#inflight = this.#inflight.filter((other) => other !== entry)
    const message = errorMessage(error)
    const transactionId = transactionIdOf(entry)
    this.#options.logger.warn(
      `The server refused a commit of "${this.documentId}" (transaction "${transactionId}"): ${message}`,
    )
    this.#rebuild()
    this.#events.next({type: 'commitCancelled', transactionId, error, message})
    entry.waiter?.reject(error)
    this.#afterChange()
  }

  /**
   * Puts the changes of a guarded commit the server refused as stale back at the front of the
   * local queue, to be merged with the newer version and sent again (with a new transaction
   * id) once that version is here: at once when its events already came, else when they come
   * (or a refetch after {@link COMMIT_STALE_REFETCH_MS} brings it). Nothing is lost or
   * reported; `commit()` callers wait on for the new commit.
   */
  #requeue(entry: CommitEntry): void {
    entry.state = 'requeued'
    this.#inflight = this.#inflight.filter((other) => other !== entry)
    const batch = this.#pending ?? this.#newBatch()
    batch.changes.unshift(...entry.changes)
    if (entry.waiter) {
      const earlier = entry.waiter
      batch.waiter ??= deferred()
      batch.waiter.promise.then(earlier.resolve, earlier.reject)
    }
    this.#pending = batch
    this.#staleRevision = entry.guard
    this.#flushRequested = true
    this.#rebuild()
    this.#staleWait?.unsubscribe()
    if (this.#onStaleVersion()) {
      // The events of the commit that came first are on their way; refetch if they get lost.
      this.#staleWait = this.#options.scheduler.schedule(() => {
        this.#staleWait = undefined
        if (this.#onStaleVersion()) this.#options.requestResync()
      }, COMMIT_STALE_REFETCH_MS)
    }
    this.#afterChange()
  }

  /** Takes an entry out of the queue because the server's version contains it. */
  #confirm(entry: CommitEntry): void {
    this.#inflight = this.#inflight.filter((other) => other !== entry)
    const wasOpen = entry.state === 'sending' || entry.state === 'retrying'
    entry.state = 'confirmed'
    entry.retry?.unsubscribe()
    if (!wasOpen) return
    entry.waiter?.resolve()
    this.#events.next({type: 'committed', transactionId: transactionIdOf(entry)})
  }

  // ---- views ----

  /**
   * Recomputes `edge` and `local` from `base`, dropping local changes that no longer apply.
   * A guarded commit whose revision is gone will be refused and requeued (see
   * {@link #requeue}); until its answer comes, its changes show merged like the local queue.
   */
  #rebuild(): void {
    let edge = this.#base
    let shown: ContentDocument | null = null
    for (const entry of this.#inflight) {
      try {
        edge = applyCommitEntry(edge, entry)
      } catch (error) {
        // All or nothing, as on the server: the server refuses (or refused) it too, and its
        // answer cancels or requeues it. A stale one can only be the last: one is sent at a
        // time, and one the server accepted passed its guard.
        if (
          entry.guard !== undefined &&
          error instanceof MutationError &&
          error.type ===
            (entry.guard === NO_DOCUMENT ? 'documentAlreadyExistsError' : 'documentRevisionIDDoesNotMatchError')
        ) {
          shown = replayChanges(this.documentId, shown ?? edge, entry.changes, entry.context).document
        }
      }
    }
    this.#edge = edge
    shown ??= edge
    const pending = this.#pending
    if (!pending) {
      this.#local = shown
      return
    }
    const {document, kept, dropped} = replayChanges(this.documentId, shown, pending.changes, pending.context)
    pending.changes = kept
    this.#local = document
    if (dropped.length > 0) this.#reportDropped(dropped, document)
    if (kept.length === 0) {
      pending.waiter?.resolve()
      this.#pending = null
    }
  }

  #reportDropped(dropped: DroppedChange[], document: ContentDocument | null): void {
    for (const {change, error} of dropped) {
      this.#options.logger.warn(
        `Dropped a local change of "${this.documentId}" that no longer applies: ${errorMessage(error)}`,
        change,
      )
    }
    this.#events.next({type: 'rebase', document, dropped})
  }

  /** Publishes the local view and the consistency, and lets a waiting commit go. */
  #afterChange(): void {
    this.#options.batch.emit(this, () => {
      if (this.#loaded && this.#snapshot.getValue() !== this.#local) {
        this.#snapshot.next(this.#local)
        this.#options.onChange()
      }
    })
    this.#scheduleCommit()
    this.#updateConsistency()
  }

  #updateConsistency(): void {
    const next = this.#computeConsistency()
    const current = this.#consistency.getValue()
    const same =
      next.status === current.status &&
      (next.status !== 'failing' ||
        (current.status === 'failing' && next.error === current.error && next.attempt === current.attempt))
    if (!same) this.#consistency.next(next)
    if (!this.hasUnsavedChanges) this.#options.onSettled()
  }

  #computeConsistency(): ConsistencyState {
    const active = this.#activeEntry()
    // Failing from the first failure until the commit goes through, retries included.
    if (active?.failure) {
      const {error, retryInMs} = active.failure
      return {status: 'failing', error, message: errorMessage(error), attempt: active.attempt, retryInMs}
    }
    return this.#hasChanges() || this.#inflight.length > 0 ? {status: 'pending'} : {status: 'inSync'}
  }
}
