import {vi} from 'vitest'
import {createLake, memoryStorage, type Lake} from '../../../../src/lake'
import {
  checkoutPair,
  editState,
  type BufferedDocumentEvent,
  type ConsistencyState,
  type DocumentLogger,
  type DocumentPair,
  type EditState,
} from '../../../../src/store/document'
import type {ContentDocument, DocumentInput, Patch} from '../../../../src/types'
import {DATASET, lakeTransport, type LakeTransportOptions, type TestTransport} from './lakeTransport'

// The lake commits in a native setImmediate (group commit); captured before any test fakes it.
const nativeSetImmediate = globalThis.setImmediate.bind(globalThis)

/**
 * Lets the lake's pending group commits run (a native macrotask each) and whatever they set off,
 * without moving fake time.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    await new Promise<void>((resolve) => nativeSetImmediate(resolve))
    await vi.advanceTimersByTimeAsync(0)
  }
}

/** Moves fake time on by `ms`, then lets the lake catch up (see {@link settle}). */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
  await settle()
}

/** Moves fake time on in `step`s until `done()` holds; fails after `limitMs` of fake time. */
export async function advanceUntil(done: () => boolean, limitMs = 60_000, step = 100): Promise<void> {
  for (let waited = 0; !done(); waited += step) {
    if (waited > limitMs) throw new Error(`still waiting after ${limitMs} ms of fake time`)
    await advance(step)
  }
}

/** A warning the store logged. */
export interface Warning {
  message: string
  details: unknown[]
}

/** A logger that keeps what it is told. */
export function recordingLogger(): DocumentLogger & {warnings: Warning[]} {
  const warnings: Warning[] = []
  return {warnings, warn: (message, ...details) => void warnings.push({message, details})}
}

/** Everything a pair's subscribers saw of its draft, and the pair's edit state. */
export interface WatchedPair {
  pair: DocumentPair
  events: BufferedDocumentEvent[]
  snapshots: Array<ContentDocument | null>
  consistency: ConsistencyState[]
  editStates: EditState[]
  close(): void
}

/** Subscribes to a pair the way a document pane does, recording what it sees. */
export function watchPair(pair: DocumentPair): WatchedPair {
  const events: BufferedDocumentEvent[] = []
  const snapshots: Array<ContentDocument | null> = []
  const consistency: ConsistencyState[] = []
  const editStates: EditState[] = []
  const subscriptions = [
    pair.draft.events$.subscribe((event) => events.push(event)),
    pair.draft.snapshots$.subscribe((snapshot) => snapshots.push(snapshot)),
    pair.draft.consistency$.subscribe((state) => consistency.push(state)),
    editState(pair, 'post', false).subscribe((state) => editStates.push(state)),
  ]
  return {
    pair,
    events,
    snapshots,
    consistency,
    editStates,
    close: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  }
}

/** Waits for a lake commit, letting its native macrotask run under fake timers. */
async function commitNow<T>(commit: Promise<T>): Promise<T> {
  const [result] = await Promise.all([commit, settle()])
  return result
}

/** A real in-memory lake, a transport over it, and helpers to open pairs on it (fake timers expected). */
export function testStore(options: LakeTransportOptions = {}) {
  const lake: Lake = createLake({storage: memoryStorage()})
  const transport: TestTransport = lakeTransport(lake, options)
  const logger = recordingLogger()
  return {
    lake,
    transport,
    logger,
    warnings: logger.warnings,
    /** The document as the lake has it. */
    stored: (id: string): ContentDocument | null => lake.getDocuments(DATASET, [id])[0] ?? null,
    /** Writes documents straight into the lake, as another user would. */
    write: (mutations: Parameters<Lake['mutate']>[1]) => commitNow(lake.mutate(DATASET, mutations)),
    seed: (...documents: Array<DocumentInput & {_id: string}>) =>
      commitNow(
        lake.mutate(
          DATASET,
          documents.map((document) => ({createOrReplace: document})),
        ),
      ),
    /** Checks out a pair without subscribing to it. */
    checkout: (publishedId = 'post-1'): DocumentPair =>
      checkoutPair({publishedId, draftId: `drafts.${publishedId}`}, transport, {logger}),
    /** Checks out and watches a pair, then lets it load. */
    open: async (publishedId = 'post-1'): Promise<WatchedPair> => {
      const watched = watchPair(checkoutPair({publishedId, draftId: `drafts.${publishedId}`}, transport, {logger}))
      await settle()
      return watched
    },
  }
}

/** Shorthand for a `set` patch. */
export const set = (path: Patch['path'], value: unknown): Patch => ({type: 'set', path, value})

/** Shorthand for an `inc` patch. */
export const inc = (path: Patch['path'], value = 1): Patch => ({type: 'inc', path, value})

/** A document without the fields the lake stamps, for comparing content. */
export function content(document: ContentDocument | null | undefined): Record<string, unknown> | null {
  if (!document) return null
  const {_rev: _r, _updatedAt: _u, _createdAt: _c, ...rest} = document
  return rest
}

/** The transaction local changes are applied in, in tests of them on their own. */
export const CHANGE_CONTEXT = {transactionId: 'tx1', timestamp: '2026-02-01T10:00:00.000Z'}

/** The draft `drafts.a` of a post at revision `r0` with `fields`, for local changes to apply to. */
export const draftDoc = (fields: Record<string, unknown> = {}): ContentDocument => ({
  _id: 'drafts.a',
  _type: 'post',
  _rev: 'r0',
  _createdAt: '2026-01-01T00:00:00.000Z',
  _updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
})
