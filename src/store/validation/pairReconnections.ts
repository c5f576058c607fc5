import {filter, map, merge, scan, type Observable} from 'rxjs'
import type {BufferedDocumentEvent, DocumentPair} from '../document'

/** Where a pair's listener stands: `lost` from an outage until a document is loaded again. */
interface Watch {
  lost: boolean
  /** Whether this event ended an outage. */
  back: boolean
}

/**
 * Emits each time a pair's listener is back after losing its connection: on the first
 * document reloaded (`snapshot`) after a `reconnect` of either document — the moment the
 * server answered again. Once per outage, however many documents reload.
 *
 * Subscribing subscribes to both documents' `events$`, which keeps the pair's listener open
 * (as every pair observable does).
 *
 * @example
 * ```ts
 * pairReconnections(pair).subscribe(() => console.log('the server is back'))
 * ```
 */
export function pairReconnections(pair: DocumentPair): Observable<void> {
  return merge(pair.draft.events$, pair.published.events$).pipe(
    scan(
      (watch: Watch, event: BufferedDocumentEvent): Watch => {
        if (event.type === 'reconnect') return {lost: true, back: false}
        if (event.type === 'snapshot' && watch.lost) return {lost: false, back: true}
        return {lost: watch.lost, back: false}
      },
      {lost: false, back: false},
    ),
    filter((watch) => watch.back),
    map(() => undefined),
  )
}
