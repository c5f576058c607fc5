import type {Observable} from 'rxjs'
import type {IdPair} from '../../document'
import type {ContentDocument} from '../../types'
import type {BufferedDocument, ConsistencyState} from './BufferedDocument'

/**
 * The local views of both documents of a pair (`null` where a document does not exist).
 * @public
 */
export interface PairSnapshot {
  /** The draft (`drafts.<id>`) as the store sees it locally, pending edits included; null when there is none. */
  draft: ContentDocument | null
  /** The published document as the store sees it locally, pending edits included; null when there is none. */
  published: ContentDocument | null
}

/**
 * A checked-out document pair: the published document and its `drafts.` document, listened to
 * together and edited optimistically (see {@link BufferedDocument}).
 *
 * Subscribing to any of its observables (or its documents') opens the pair's one listener;
 * it closes when the last subscriber leaves. Edits made meanwhile are still committed.
 * @public
 */
export interface DocumentPair {
  /** The published and draft ids. */
  readonly idPair: IdPair
  /** The `drafts.` document. */
  readonly draft: BufferedDocument
  /** The published document. */
  readonly published: BufferedDocument
  /**
   * Both local views, once both documents are loaded, and after every change. A transaction
   * that touched both documents (a publish) is one emission, never a half-done state.
   */
  readonly snapshots$: Observable<PairSnapshot>
  /** The pair's consistency: `failing` if either document's is, else `pending` if either's is, else `inSync`. */
  readonly consistency$: Observable<ConsistencyState>
  /** Both local views now; `undefined` until both are loaded. */
  getSnapshot(): PairSnapshot | undefined
}
