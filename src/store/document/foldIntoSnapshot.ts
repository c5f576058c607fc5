import type {ContentDocument} from '../../types'
import type {ListenMutationEvent} from './DocumentTransport'

/** What {@link foldIntoSnapshot} gives. */
export interface FoldedSnapshot {
  /** Transactions the fetched document already contains. */
  included: string[]
  /** Events that come after the fetched document, to apply on top of it in order. */
  remaining: ListenMutationEvent[]
}

/**
 * Places a fetched document in the stream of a document's listen events that arrived while it
 * was being fetched. The listener was connected before the fetch started, so the fetched
 * version is one of the versions these events lead through: the one before the first, or the
 * result of one of them. Revisions identify versions (each is the id of the transaction that
 * wrote it), so the fetched document is the result of the LAST event whose `resultRev` is its
 * `_rev` (or, for a missing document, of the last deletion), and the events up to it are
 * already in it. With no such event, it predates them all.
 *
 * @param document - the fetched document (`null` when it does not exist)
 * @param buffered - the document's events received since the listener's welcome, in order
 */
export function foldIntoSnapshot(
  document: ContentDocument | null,
  buffered: readonly ListenMutationEvent[],
): FoldedSnapshot {
  const rev = document?._rev
  // A document without a revision was not read from a lake; nothing can be placed against it.
  if (document !== null && rev === undefined) return {included: [], remaining: [...buffered]}
  let last = -1
  buffered.forEach((event, index) => {
    if (event.resultRev === rev) last = index
  })
  return {
    included: buffered.slice(0, last + 1).map((event) => event.transactionId),
    remaining: buffered.slice(last + 1),
  }
}
