import type {DocumentTransport} from '../document'
import type {FetchDocumentsAt} from '../timeline'
import type {ContentDocument, Patch} from '../../types'
import type {OperationDisabledReason} from './OperationDisabledReason'

/**
 * The names of the operations on a draft/published document pair.
 * @beta
 */
export type OperationName = 'publish' | 'unpublish' | 'discardChanges' | 'delete' | 'duplicate' | 'restore' | 'patch'

/**
 * One document operation as the pair stands now: whether it is `disabled` (and why), and how
 * to run it. `execute` does not trust `disabled`: it checks again when it runs, against the
 * pair as it is then, and throws an {@link OperationDisabledError} when it may not run.
 * @beta
 */
export interface Operation<Args extends unknown[] = [], Result = Promise<void>> {
  /** `false` when the operation can run, else why not. */
  readonly disabled: false | OperationDisabledReason
  /** Runs the operation. */
  execute(...args: Args): Result
}

/**
 * The operations of a document pair, each with the reason it is disabled, if it is. Grants are not checked here: the
 * server enforces them, and a refusal (403) rejects `execute` with the client's error.
 * @beta
 */
export interface DocumentOperations {
  /**
   * Copies the draft to the published id (creating it, or replacing it if it is still at the
   * revision the pair shows), strengthens references marked `_strengthenOnPublish` and
   * deletes the draft — one transaction. Waits for consistency first; resolves once the
   * server committed it (the pair shows it when its listen event arrives).
   */
  publish: Operation
  /** Deletes the published document and recreates it as the draft (an existing draft is kept). Waits for consistency. */
  unpublish: Operation
  /** Deletes the draft. Waits for consistency. */
  discardChanges: Operation
  /** Deletes the draft and the published document. Waits for consistency. */
  delete: Operation
  /**
   * Creates a new document with the published id `duplicateId` (its draft, unless the type is
   * live-edit) from the draft or, without one, the published version as the pair shows it,
   * without the timestamps.
   */
  duplicate: Operation<[duplicateId: string]>
  /**
   * Restores the document as it was at a revision (a transaction id) into the draft, or into
   * the published document for live-edit types; resolves once the server accepted it.
   */
  restore: Operation<[revision: string]>
  /**
   * Applies patches to the draft (the published document for live-edit types) at once,
   * creating it first when missing — from the published version and `initialValue` — and
   * queues them for the next commit (throttled to 1 s). Synchronous: it throws the
   * `MutationError` of a patch that does not apply, with nothing changed.
   */
  patch: Operation<[patches: readonly Patch[], initialValue?: Record<string, unknown>], void>
}

/**
 * What the operations need from a connection to the lake: the document store's transport and
 * the History API's documents-at-revision call (for restore). The Vellum client (over HTTP or
 * in-process) satisfies it as it is.
 * @beta
 */
export interface OperationsTransport extends DocumentTransport {
  /** The History API call that reads documents as they were at a revision or time (what restore needs). */
  readonly history: {
    /** The documents as they were at a revision or time; ones that did not exist then are left out. */
    documents(ids: readonly string[], at: Parameters<FetchDocumentsAt>[1]): Promise<readonly ContentDocument[]>
  }
}
