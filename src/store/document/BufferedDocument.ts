import type {Observable} from 'rxjs'
import type {ContentDocument, DocumentInput, Patch} from '../../types'
import type {DroppedChange} from './LocalChange'

/**
 * Whether a document's local edits have reached the server:
 * - `inSync`: nothing local is waiting; what is shown is what the server has.
 * - `pending`: edits are waiting for their commit or for the server to confirm it.
 * - `failing`: a commit failed (a 5xx answer, a lost connection) and is being retried until
 *   it goes through; `attempt` counts the failures so far, `retryInMs` is the wait before the
 *   latest retry, `message` the latest failure's. Nothing is dropped meanwhile.
 * @public
 */
export type ConsistencyState =
  | {status: 'inSync'}
  | {status: 'pending'}
  | {status: 'failing'; error: unknown; message: string; attempt: number; retryInMs: number}

/**
 * What happened to a buffered document, in order. `document` is always the local view after
 * the event (the server's version with the pending local edits on top; `null` when absent).
 *
 * - `snapshot`: the server's version was (re)loaded — first load, after a reconnect, or after
 *   a remote change that could not be applied.
 * - `localMutation`: a local edit was applied.
 * - `remoteMutation`: a transaction reached the document through the listener; `own` when it
 *   is the echo of one of this document's commits. Pending local edits were rebased on it.
 * - `rebase`: local edits that no longer apply on top of the server's version were dropped
 *   (each is also logged as a warning).
 * - `committed`: the server accepted a commit.
 * - `commitFailed`: a commit failed for a reason worth retrying; it is retried in `retryInMs`.
 * - `commitCancelled`: the server refused a commit (400–499); its edits are gone from the
 *   local view and `message` says why.
 * - `reconnect`: the listener lost its connection; edits go on and are committed later.
 * @public
 */
export type BufferedDocumentEvent =
  | {type: 'snapshot'; document: ContentDocument | null}
  | {type: 'localMutation'; document: ContentDocument | null}
  | {type: 'remoteMutation'; document: ContentDocument | null; transactionId: string; own: boolean}
  | {type: 'rebase'; document: ContentDocument | null; dropped: DroppedChange[]}
  | {type: 'committed'; transactionId: string}
  | {type: 'commitFailed'; transactionId: string; error: unknown; message: string; attempt: number; retryInMs: number}
  | {type: 'commitCancelled'; transactionId: string; error: unknown; message: string}
  | {type: 'reconnect'}

/**
 * Where the store reports what it drops; `console` unless told.
 * @public
 */
export interface DocumentLogger {
  /** Reports what the store gave up: a local or remote change that no longer applies, a commit the server refused. */
  warn(message: string, ...details: unknown[]): void
}

/**
 * One document of a checked-out pair, edited optimistically: local edits show at once in
 * `snapshots$` and are committed in the background, at most one transaction per second.
 * Remote changes are applied as they arrive and the pending local edits rebased on them; an
 * edit of a string (a `set` of a string over a string, an `unset` of one) merges with a
 * concurrent edit of the same string as text, so what both people typed is kept.
 *
 * The observables start the pair's listener on subscribe (shared with every other subscriber
 * of the pair) and stop it when the last one unsubscribes. Edits need the document loaded:
 * wait for the first `snapshots$` value (or `editState`'s `ready`).
 * @public
 */
export interface BufferedDocument {
  /** The id of the document. */
  readonly documentId: string
  /** What happens to the document, from subscription on (see {@link BufferedDocumentEvent}). */
  readonly events$: Observable<BufferedDocumentEvent>
  /** The local view (`null` when absent): now, once loaded, and after every change. */
  readonly snapshots$: Observable<ContentDocument | null>
  /** Whether local edits have reached the server: now and on every change. */
  readonly consistency$: Observable<ConsistencyState>
  /** Whether the document has been loaded (edits need it); stays true across reconnects. */
  readonly loaded: boolean
  /**
   * Whether local edits have not reached the server yet: queued, being sent, or waiting for a
   * retry. (A commit the server accepted counts as saved even before its echo arrives.)
   */
  readonly hasUnsavedChanges: boolean
  /** The local view now; `undefined` before the document was first loaded. */
  getSnapshot(): ContentDocument | null | undefined
  /**
   * Applies path patches to the local view at once and queues them for the next commit.
   * All or nothing: when one does not apply, nothing is queued.
   *
   * @throws MutationError when the document is missing (create it first, e.g. with
   * {@link createIfNotExists}) or a patch does not apply; Error when not loaded yet
   */
  patch(patches: readonly Patch[]): void
  /** Creates the document. @throws MutationError `documentAlreadyExistsError` when it exists */
  create(document: DocumentInput): void
  /** Creates the document unless it exists (then it is left as it is). */
  createIfNotExists(document: DocumentInput): void
  /** Creates the document, or replaces it whole. */
  createOrReplace(document: DocumentInput): void
  /** Deletes the document (nothing happens when it does not exist). */
  delete(): void
  /**
   * Commits the queued edits now, without waiting for the throttle, and resolves once the
   * server has accepted every edit made before the call. While the server is unreachable it
   * waits (the commit is retried); it rejects with the server's error when a commit is
   * refused.
   */
  commit(): Promise<void>
}
