import {getIdPair} from '../../document'
import type {ContentDocument} from '../../types'
import {buildChunks} from './buildChunks'
import type {Chunk} from './Chunk'
import {parseHistoryTransaction, type HistoryTransaction} from './HistoryTransaction'
import {resolveSelection} from './resolveSelection'
import type {PairDocuments, TimelineDocumentRequest, TimelineSelection} from './TimelineSelection'
import type {TimelineTransaction} from './TimelineTransaction'
import {VersionReconstructor, type TransactionSource, type VersionFetch} from './VersionReconstructor'

/** A time id stops matching a chunk this long (1 hour) past the chunks around its time. */
export const TIME_ID_VALIDITY_MS = 60 * 60 * 1000

/**
 * What {@link Timeline.parseTimeId} finds: the chunk, or why there is none yet.
 * @beta
 */
export type ParsedTimeId = Chunk | 'loading' | 'invalid'

/**
 * What {@link Timeline.documentsAt} gives: the pair, or the documents to fetch first.
 * @beta
 */
export type PairReconstruction =
  {ready: true; documents: PairDocuments} | {ready: false; requests: TimelineDocumentRequest[]}

/**
 * Options of {@link Timeline.addOlderTransactions}.
 * @beta
 */
export interface OlderTransactionsOptions {
  /** The page reached the document's first transaction: nothing older exists. */
  reachedEarliestEntry: boolean
}

/**
 * The history of one document pair (published id and `drafts.` id) as a timeline of chunks.
 * Framework-free and passive: it fetches nothing. Feed it pages of transactions, newest
 * first, as the history transactions endpoint returns them with `reverse=true`
 * ({@link addOlderTransactions}), and transactions committed since, as the pair listener tells
 * them ({@link addNewerTransaction}); it classifies them into chunks, rebuilds the pair at any
 * chunk from the transactions' mendoza effects, and resolves `rev`/`since` selections.
 *
 * Chunks are rebuilt whenever the timeline learns more; {@link version} counts the changes.
 *
 * @example
 * ```ts
 * const timeline = new Timeline({publishedId: 'post-1'})
 * timeline.addOlderTransactions(page, {reachedEarliestEntry: page.length < 50})
 * const latest = timeline.lastChunk()
 * const at = latest && timeline.documentsAt(latest) // {ready: true, documents: {draft, published}}
 * ```
 * @beta
 */
export class Timeline {
  /** The pair's published id, e.g. `post-1`. */
  readonly publishedId: string
  /** The pair's draft id, e.g. `drafts.post-1`. */
  readonly draftId: string
  /** Oldest first; `#transactions[i]` sits at position `#firstPosition + i`. */
  #transactions: TimelineTransaction[] = []
  #firstPosition = 0
  readonly #positions = new Map<string, number>()
  #reachedEarliestEntry = false
  #chunks: Chunk[] | undefined
  #version = 0
  readonly #draft: VersionReconstructor
  readonly #published: VersionReconstructor

  /** @param options - `publishedId`: the document's id (a draft id is turned into its published id). */
  constructor(options: {publishedId: string}) {
    if (typeof options.publishedId !== 'string' || options.publishedId === '')
      throw new Error('Timeline needs the id of the document')
    const {publishedId, draftId} = getIdPair(options.publishedId)
    this.publishedId = publishedId
    this.draftId = draftId
    const source: TransactionSource = {
      firstPosition: () => this.#firstPosition,
      lastPosition: () => this.#firstPosition + this.#transactions.length - 1,
      reachedEarliestEntry: () => this.#reachedEarliestEntry,
      transactionAt: (position) => this.#at(position),
    }
    this.#draft = new VersionReconstructor(source, (transaction) => transaction.draftEffect)
    this.#published = new VersionReconstructor(source, (transaction) => transaction.publishedEffect)
  }

  /** Counts changes: it goes up whenever transactions, documents or the earliest-entry mark are added. */
  get version(): number {
    return this.#version
  }

  /** Whether the document's first transaction is loaded. */
  get reachedEarliestEntry(): boolean {
    return this.#reachedEarliestEntry
  }

  /** How many transactions are loaded. */
  get transactionCount(): number {
    return this.#transactions.length
  }

  /** The oldest loaded transaction's id: the `toTransaction` of the next (older) page. */
  get earliestTransactionId(): string | undefined {
    return this.#transactions[0]?.id
  }

  /** The newest loaded transaction's id. */
  get latestTransactionId(): string | undefined {
    return this.#transactions.at(-1)?.id
  }

  /** The chunks, oldest first. */
  get chunks(): readonly Chunk[] {
    this.#chunks ??= buildChunks(this.#transactions, this.#reachedEarliestEntry)
    return this.#chunks
  }

  /** The newest chunk: the current state of the document. */
  lastChunk(): Chunk | undefined {
    return this.chunks.at(-1)
  }

  /** Whether a chunk is the newest one. */
  isLatestChunk(chunk: Chunk): boolean {
    return this.lastChunk()?.id === chunk.id
  }

  /** The transactions of a chunk, oldest first. */
  transactionsOf(chunk: Chunk): TimelineTransaction[] {
    return this.#transactions.slice(chunk.start - this.#firstPosition, chunk.end - this.#firstPosition)
  }

  /**
   * Adds a page of older history: transactions newest first, all older than those loaded
   * (the transaction named by `toTransaction`, which the endpoint repeats, is skipped).
   *
   * @returns how many transactions were new
   * @throws Error for an entry that is not a transaction with mendoza effects on the pair;
   * nothing is added then.
   */
  addOlderTransactions(page: readonly HistoryTransaction[], options: OlderTransactionsOptions): number {
    const seen = new Set<string>()
    const fresh: HistoryTransaction[] = []
    for (const entry of page.map((item) => this.#check(item))) {
      if (this.#positions.has(entry.id) || seen.has(entry.id)) continue
      seen.add(entry.id)
      fresh.push(entry)
    }
    // The first page starts at position 0; older pages go below it.
    if (this.#transactions.length === 0) this.#firstPosition = fresh.length
    const added = fresh.reverse().map((entry, i) => this.#toTransaction(entry, this.#firstPosition - fresh.length + i))
    this.#transactions = [...added, ...this.#transactions]
    this.#firstPosition -= added.length
    for (const transaction of added) this.#remember(transaction)
    const reached = options.reachedEarliestEntry && !this.#reachedEarliestEntry
    if (reached) this.#reachedEarliestEntry = true
    if (added.length > 0 || reached) this.#changed()
    return added.length
  }

  /**
   * Adds a transaction committed after those loaded. A listener tells a transaction one
   * document at a time: a transaction already known gets the effects it did not have yet.
   *
   * @returns whether the timeline changed
   */
  addNewerTransaction(entry: HistoryTransaction): boolean {
    const checked = this.#check(entry)
    const position = this.#positions.get(checked.id)
    if (position === undefined) {
      const transaction = this.#toTransaction(checked, this.#firstPosition + this.#transactions.length)
      this.#transactions.push(transaction)
      this.#remember(transaction)
      this.#changed()
      return true
    }
    const known = this.#at(position)
    const incoming = this.#toTransaction(checked, position)
    const draftEffect = known.draftEffect ?? incoming.draftEffect
    const publishedEffect = known.publishedEffect ?? incoming.publishedEffect
    if (draftEffect === known.draftEffect && publishedEffect === known.publishedEffect) return false
    const merged: TimelineTransaction = {
      ...known,
      ...(draftEffect ? {draftEffect} : {}),
      ...(publishedEffect ? {publishedEffect} : {}),
    }
    this.#transactions[position - this.#firstPosition] = merged
    this.#draft.noteTransaction(merged)
    this.#published.noteTransaction(merged)
    this.#draft.forgetRebuilt()
    this.#published.forgetRebuilt()
    this.#changed()
    return true
  }

  /**
   * Adds documents fetched for a {@link TimelineDocumentRequest}: for each requested id, the
   * document with that `_id`, or none — it did not exist then.
   */
  addFetchedDocuments(request: TimelineDocumentRequest, documents: readonly ContentDocument[]): void {
    for (const id of request.ids) {
      const reconstructor = id === this.draftId ? this.#draft : id === this.publishedId ? this.#published : undefined
      if (!reconstructor) throw new Error(`Document "${id}" is not part of the timeline of "${this.publishedId}"`)
      reconstructor.setKnown(request.position, documents.find((document) => document._id === id) ?? null)
    }
    // Chunks do not depend on documents: only what can be shown changed.
    this.#version++
  }

  /**
   * The pair as it was after a chunk, rebuilt from the loaded effects, or the documents to
   * fetch (and give to {@link addFetchedDocuments}) before it can be.
   * @throws Error when the chunk is not one of this timeline's, or the history is inconsistent.
   */
  documentsAt(chunk: Chunk): PairReconstruction {
    const position = chunk.end - 1
    if (
      position < this.#firstPosition ||
      position >= this.#firstPosition + this.#transactions.length ||
      this.#at(position).id !== chunk.id
    ) {
      throw new Error(`Chunk "${chunk.id}" is not part of the timeline of "${this.publishedId}"`)
    }
    const draft = this.#draft.versionAfter(position)
    const published = this.#published.versionAfter(position)
    if (draft.known && published.known)
      return {ready: true, documents: {draft: draft.document, published: published.document}}
    const requests: TimelineDocumentRequest[] = []
    const add = (id: string, fetch: VersionFetch) => {
      const same = requests.find(
        (request) => request.position === fetch.position && JSON.stringify(request.at) === JSON.stringify(fetch.at),
      )
      if (same) same.ids.push(id)
      else requests.push({ids: [id], at: fetch.at, position: fetch.position})
    }
    if (!draft.known) add(this.draftId, draft.fetch)
    if (!published.known) add(this.publishedId, published.fetch)
    return {ready: false, requests}
  }

  /**
   * The id a selection names a chunk by: `{end time in ms}/{chunk id}`. It keeps naming the
   * chunk while older history loads; see {@link parseTimeId}.
   */
  createTimeId(chunk: Chunk): string {
    return `${Date.parse(chunk.endTimestamp)}/${chunk.id}`
  }

  /**
   * Finds the chunk a time id names. Chunks are searched newest first; once one ended more
   * than {@link TIME_ID_VALIDITY_MS} before the id's time, the id is `invalid` (its chunk is
   * gone, e.g. merged into a later one). Without a match it is `loading` while older history
   * remains, `invalid` after.
   */
  parseTimeId(timeId: string): ParsedTimeId {
    const slash = timeId.indexOf('/')
    const time = Number(timeId.slice(0, slash))
    const chunkId = timeId.slice(slash + 1)
    if (slash <= 0 || !Number.isFinite(time) || chunkId === '') return 'invalid'
    const {chunks} = this
    for (let i = chunks.length - 1; i >= 0; i--) {
      const chunk = chunks[i]!
      if (chunk.id === chunkId) return chunk
      if (Date.parse(chunk.endTimestamp) + TIME_ID_VALIDITY_MS < time) return 'invalid'
    }
    return this.#reachedEarliestEntry ? 'invalid' : 'loading'
  }

  /**
   * The newest `publish` (or `initial`) chunk before a chunk — before the end when `chunk` is
   * null; `loading` while older history may hold it, otherwise the oldest chunk.
   */
  findLastPublishedBefore(chunk: Chunk | null): ParsedTimeId {
    const {chunks} = this
    for (let i = (chunk ? chunk.index : chunks.length) - 1; i >= 0; i--) {
      const candidate = chunks[i]!
      if (candidate.type === 'publish' || candidate.type === 'initial') return candidate
    }
    if (!this.#reachedEarliestEntry) return 'loading'
    return chunks[0] ?? 'invalid'
  }

  /**
   * Resolves a selection given as time ids: `rev` the revision shown (null: the current
   * one), `since` the start of a range of changes (null: none; `'@lastPublished'`: the last
   * publish before `rev`). See {@link TimelineSelection} for the states.
   */
  resolveSelection(selection: {since: string | null; rev: string | null}): TimelineSelection {
    return resolveSelection(this, selection.since, selection.rev)
  }

  #at(position: number): TimelineTransaction {
    const transaction = this.#transactions[position - this.#firstPosition]
    if (!transaction) throw new Error(`No transaction at position ${position}`)
    return transaction
  }

  #check(entry: HistoryTransaction): HistoryTransaction {
    const transaction = parseHistoryTransaction(entry)
    const effects = transaction.effects!
    if (!effects[this.draftId] && !effects[this.publishedId]) {
      throw new Error(
        `History transaction "${transaction.id}" has no effects on "${this.publishedId}" or "${this.draftId}"`,
      )
    }
    return transaction
  }

  #toTransaction(entry: HistoryTransaction, position: number): TimelineTransaction {
    const draftEffect = entry.effects?.[this.draftId]
    const publishedEffect = entry.effects?.[this.publishedId]
    return {
      position,
      id: entry.id,
      timestamp: entry.timestamp,
      author: entry.author,
      ...(draftEffect ? {draftEffect} : {}),
      ...(publishedEffect ? {publishedEffect} : {}),
    }
  }

  #remember(transaction: TimelineTransaction): void {
    this.#positions.set(transaction.id, transaction.position)
    this.#draft.noteTransaction(transaction)
    this.#published.noteTransaction(transaction)
  }

  #changed(): void {
    this.#chunks = undefined
    this.#version++
  }
}
