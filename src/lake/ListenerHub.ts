import {parse, type ExprNode} from 'groq-js'
import type {ContentDocument, ListenEvent, ListenEventOptions, Mutation, MutationEvent} from '../types'
import {evaluateQuery} from './evaluateQuery'
import {isReadable, readsEverything} from './grantsEnforce'
import type {CompiledGrants} from './grantsEvaluate'
import {queryParseError} from './LakeError'
import type {TransactionRecord} from './LakeStorage'
import {assertQueryLength, DEFAULT_QUERY_LIMITS} from './queryLimits'

/**
 * Options of a lake listener: what its events carry, as the listen endpoint takes them, plus the
 * listener's grants. (The client's listen options, with request tags, are `ListenOptions` in
 * `vellum/store`.)
 * @public
 */
export interface LakeListenOptions extends ListenEventOptions {
  /**
   * The listener's grants: a document counts as matching only while they allow reading it,
   * before and after the change alike, so a document that becomes unreadable `disappear`s
   * and one that becomes readable `appear`s. Absent: no restriction.
   */
  grants?: CompiledGrants
}

/**
 * One document a committed transaction changed.
 * @public
 */
export interface DocumentChange {
  /** The changed document's `_id`. */
  id: string
  /** The document before the transaction; null when the transaction created it. */
  previous: ContentDocument | null
  /** The document after the transaction; null when the transaction deleted it. */
  next: ContentDocument | null
}

interface Listener {
  /** Listeners with equal signatures see equal events, computed once per transaction. */
  signature: string
  tree: ExprNode
  params: Record<string, unknown>
  options: LakeListenOptions
  /** Grants that do not read everything; undefined when nothing is hidden. */
  grants?: CompiledGrants
  emit: (event: ListenEvent) => void
}

/**
 * Fans committed transactions out to listeners. Each listener sees only documents its
 * query matches (before or after the change), and events arrive in commit order because
 * matching is synchronous.
 */
export class ListenerHub {
  private readonly listeners = new Map<string, Set<Listener>>()
  /** Longest listen query, in characters; longer ones are refused before they are parsed. */
  private readonly maxQueryLength: number
  private counter = 0
  /** Numbers for grants objects, so listeners with the same (cached) grants share events. */
  private readonly grantsIds = new WeakMap<CompiledGrants, number>()
  private grantsCounter = 0

  constructor(options: {maxQueryLength?: number} = {}) {
    this.maxQueryLength = options.maxQueryLength ?? DEFAULT_QUERY_LIMITS.listenMaxLength
  }

  /**
   * Registers a listener on a dataset; the welcome event is sent at once.
   * @throws LakeError `tooLarge` for a query longer than the hub's `maxQueryLength`;
   *   `queryParse` for one that does not parse.
   * @returns the teardown.
   */
  listen(
    dataset: string,
    query: string,
    params: Record<string, unknown>,
    options: LakeListenOptions,
    emit: (event: ListenEvent) => void,
  ): () => void {
    assertQueryLength(query, this.maxQueryLength, 'Listen query')
    let tree: ExprNode
    try {
      tree = parse(query, {params})
    } catch (error) {
      throw queryParseError(error, query)
    }
    const {grants, ...wireOptions} = options
    const restricting = grants && !readsEverything(grants) ? grants : undefined
    let grantsId = 0
    if (restricting) {
      grantsId = this.grantsIds.get(restricting) ?? ++this.grantsCounter
      this.grantsIds.set(restricting, grantsId)
    }
    const signature = `${query}\u0000${JSON.stringify(params)}\u0000${JSON.stringify(wireOptions)}\u0000${grantsId}`
    const listener: Listener = {
      signature,
      tree,
      params,
      options: wireOptions,
      ...(restricting ? {grants: restricting} : {}),
      emit,
    }
    let set = this.listeners.get(dataset)
    if (!set) this.listeners.set(dataset, (set = new Set()))
    set.add(listener)
    emit({type: 'welcome', listenerName: options.listenerName ?? `L${++this.counter}`})
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(dataset)
    }
  }

  /** How many listeners a dataset has (for tests and metrics). */
  count(dataset: string): number {
    return this.listeners.get(dataset)?.size ?? 0
  }

  /**
   * Sends a committed transaction's changes to every listener whose query they match.
   * Listeners with the same query, params and options receive the same (frozen) event
   * objects, matched and built once: with hundreds of listeners on one query, fan-out costs
   * one match per document, not one per listener.
   */
  publish(dataset: string, record: TransactionRecord, changes: DocumentChange[]): void {
    const set = this.listeners.get(dataset)
    if (!set) return
    const shared = new Map<string, MutationEvent[]>()
    for (const listener of set) {
      let events = shared.get(listener.signature)
      if (!events) {
        events = this.eventsFor(listener, record, changes)
        shared.set(listener.signature, events)
      }
      for (const event of events) listener.emit(event)
    }
  }

  private eventsFor(listener: Listener, record: TransactionRecord, changes: DocumentChange[]): MutationEvent[] {
    const events: MutationEvent[] = []
    for (const change of changes) {
      const before = change.previous !== null && this.matches(listener, change.previous)
      const after = change.next !== null && this.matches(listener, change.next)
      if (!before && !after) continue
      // Under grants a side the listener may not read is not shown: no `result` for a document
      // that became unreadable, no `previous` for one that became readable.
      const {grants} = listener
      const shown = grants
        ? {id: change.id, previous: readableOrNull(grants, change.previous), next: readableOrNull(grants, change.next)}
        : change
      // Mutations and effects describe both sides; when one is hidden they would reveal it.
      const hidesASide = shown.previous !== change.previous || shown.next !== change.next
      events.push(
        this.toEvent(listener.options, record, shown, before ? (after ? 'update' : 'disappear') : 'appear', hidesASide),
      )
    }
    events.forEach((event, i) => {
      event.transactionTotalEvents = events.length
      event.transactionCurrentEvent = i + 1
      Object.freeze(event)
    })
    return events
  }

  /** Tells every listener to reconnect (the server is going away). */
  reconnectAll(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.emit({type: 'reconnect'})
  }

  private matches(listener: Listener, document: ContentDocument): boolean {
    if (listener.grants && !isReadable(listener.grants, document)) return false
    try {
      const result = evaluateQuery(listener.tree, {dataset: [document], params: listener.params})
      return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined && result !== false
    } catch {
      // A filter that fails on one document (e.g. a function given a wrong type) just doesn't match it.
      return false
    }
  }

  private toEvent(
    options: LakeListenOptions,
    record: TransactionRecord,
    change: DocumentChange,
    transition: MutationEvent['transition'],
    hidesASide = false,
  ): MutationEvent {
    const event: MutationEvent = {
      type: 'mutation',
      eventId: `${record.id}#${change.id}`,
      documentId: change.id,
      transactionId: record.id,
      transition,
      identity: record.author,
      timestamp: record.timestamp,
      visibility: 'query',
      transactionTotalEvents: 0,
      transactionCurrentEvent: 0,
    }
    if (change.previous?._rev) event.previousRev = change.previous._rev
    if (change.next) event.resultRev = record.id
    if (options.includeMutations !== false && !hidesASide)
      event.mutations = record.mutations.filter((mutation) => touches(mutation, change.id))
    if (options.effectFormat === 'mendoza' && !hidesASide) {
      const effects = record.effects[change.id]
      if (effects) event.effects = effects
    }
    if (options.includeResult !== false && change.next) event.result = change.next
    if (options.includePreviousRevision) event.previous = change.previous
    return event
  }
}

function readableOrNull(grants: CompiledGrants, document: ContentDocument | null): ContentDocument | null {
  return document !== null && isReadable(grants, document) ? document : null
}

function touches(mutation: Mutation, id: string): boolean {
  if ('create' in mutation) return mutation.create._id === id
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id === id
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id === id
  if ('patch' in mutation) return mutation.patch.id === id
  // Deletes by query were resolved to ids before they were recorded.
  return 'id' in mutation.delete && mutation.delete.id === id
}
