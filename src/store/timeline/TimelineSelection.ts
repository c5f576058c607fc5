import type {ContentDocument} from '../../types'
import type {Chunk} from './Chunk'

/**
 * The draft and published versions of a document at one point of its history (null where missing).
 * @beta
 */
export interface PairDocuments {
  /** The draft at that point; null when there was none. */
  draft: ContentDocument | null
  /** The published version at that point; null when there was none. */
  published: ContentDocument | null
}

/**
 * Documents a timeline needs from `GET /data/history/{dataset}/documents/{ids}` before it can
 * show a selection: the versions `ids` as of `at` (a revision, or a time).
 * @beta
 */
export interface TimelineDocumentRequest {
  /** The document ids to fetch: the pair's draft id, published id, or both. */
  ids: string[]
  /** The point to fetch them at: a transaction id (`revision`), or an ISO time. */
  at: {revision: string} | {time: string}
  /** Position of the transaction whose outcome the answer is; give the request back with the answer. */
  position: number
}

/**
 * What a `loading` selection waits for: an older page of transactions, or documents.
 * @beta
 */
export type TimelineNeed = {kind: 'transactions'} | {kind: 'documents'; requests: TimelineDocumentRequest[]}

/**
 * The states of a timeline selection:
 * - `inactive`: nothing selected (the current document is shown);
 * - `loading`: a selection is made but the history it names is not loaded yet;
 * - `invalid`: the selection names no chunk (unknown, or a time id more than an hour past the
 *   chunks around its time), or `since` comes after `rev`;
 * - `rev`: one revision is selected;
 * - `range`: changes between two revisions are selected.
 */
export type SelectionState = 'inactive' | 'loading' | 'invalid' | 'rev' | 'range'

/**
 * A resolved selection, with the documents it shows.
 * @beta
 */
export type TimelineSelection =
  | {state: 'inactive'}
  | {state: 'loading'; need: TimelineNeed}
  | {state: 'invalid'}
  /** The pair as it was after `rev`. */
  | {state: 'rev'; rev: Chunk; documents: PairDocuments}
  /**
   * Changes from the end of `since` to the end of `rev` (the latest chunk when no `rev` was
   * given), with the pair at both ends.
   */
  | {state: 'range'; since: Chunk; rev: Chunk; sinceDocuments: PairDocuments; revDocuments: PairDocuments}

/**
 * The version an editor sees: the draft when there is one, otherwise the published document.
 * @example
 * ```ts
 * displayedDocument({draft: null, published: post}) // post
 * ```
 */
export function displayedDocument(pair: PairDocuments): ContentDocument | null {
  return pair.draft ?? pair.published
}
