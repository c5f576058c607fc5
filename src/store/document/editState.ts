import {Observable} from 'rxjs'
import type {ContentDocument} from '../../types'
import type {DocumentPair} from './DocumentPair'

/**
 * What the document pane edits: the pair's local views, its type, whether the type is
 * live-edit (edits go to the published document), and whether both documents are loaded.
 * @public
 */
export interface EditState {
  /** The published id. */
  id: string
  /** The schema type name. */
  type: string
  /** The draft as the store sees it locally; null when there is none. */
  draft: ContentDocument | null
  /** The published document as the store sees it locally; null when there is none. */
  published: ContentDocument | null
  /** Whether the type is live-edit: edits go straight to the published document, without a draft. */
  liveEdit: boolean
  /** Both documents are loaded; once true it stays true (also across reconnects). */
  ready: boolean
}

/**
 * The edit state of a checked-out pair: first `ready: false` (with `draft` and `published`
 * null) unless the pair is loaded already, then `ready: true` with both local views, and
 * again after every change. Typing, commits and reconnects never bring `ready` back to false,
 * so a form is never unmounted under the user's cursor.
 *
 * @example
 * ```ts
 * editState(checkoutPair({publishedId: 'post-1', draftId: 'drafts.post-1'}, client), 'post', false)
 *   .subscribe(({ready, draft, published}) => …)
 * ```
 * @public
 */
export function editState(pair: DocumentPair, typeName: string, liveEdit: boolean): Observable<EditState> {
  if (typeof typeName !== 'string' || typeName === '')
    throw new TypeError('editState needs the schema type name of the document')
  const id = pair.idPair.publishedId
  return new Observable<EditState>((subscriber) => {
    let emitted = false
    const subscription = pair.snapshots$.subscribe({
      next: ({draft, published}) => {
        emitted = true
        subscriber.next({id, type: typeName, draft, published, liveEdit, ready: true})
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    })
    // A pair that is loaded already answers at once; only one that is not says "not ready".
    if (!emitted && !subscriber.closed)
      subscriber.next({id, type: typeName, draft: null, published: null, liveEdit, ready: false})
    return subscription
  })
}
