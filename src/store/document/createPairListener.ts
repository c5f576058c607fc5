import {Observable, type SchedulerLike, type Subscription} from 'rxjs'
import type {IdPair} from '../../document'
import {isRefusal} from './classifyCommitError'
import {commitRetryDelay} from './commitRetryDelay'
import type {DocumentTransport, ListenMutationEvent, TransportListenOptions} from './DocumentTransport'

/** The GROQ filter of a pair listener: the published and the draft document. */
export const PAIR_LISTENER_QUERY = '*[_id == $publishedId || _id == $draftId]'

/** The listen options of a pair listener: no documents (they are computed), mendoza effects and mutations. */
export const PAIR_LISTENER_OPTIONS: TransportListenOptions = {
  includeResult: false,
  includeMutations: true,
  effectFormat: 'mendoza',
  visibility: 'transaction',
  tag: 'document.pair-listener',
}

/**
 * What a pair listener emits:
 * - `welcome`: (re)connected; events may have been missed before it, so refetch.
 * - `transaction`: every event of one transaction that touched the pair, together (one per
 *   document it touched), in commit order.
 * - `reconnect`: the connection was lost; emitted once per outage.
 */
export type PairListenerEvent =
  {type: 'welcome'} | {type: 'transaction'; transactionId: string; events: ListenMutationEvent[]} | {type: 'reconnect'}

/**
 * Listens to the two documents of a pair. A transaction that touched both arrives as several
 * listen events (`transactionCurrentEvent` of `transactionTotalEvents`); they are held back
 * until all have arrived and then emitted as one `transaction`, so no one ever sees a publish
 * half done (the published version updated but the draft not yet deleted).
 *
 * When the transport's stream completes or fails, it is subscribed again after
 * {@link commitRetryDelay} (100 ms doubling, capped at 240 s; back to 100 ms after a
 * welcome). An error with a 4xx `statusCode` (not signed in, not allowed) would only repeat,
 * so it ends the stream instead.
 *
 * @param scheduler - times the retries; tests pass a virtual-time one or use fake timers
 */
export function createPairListener(
  transport: DocumentTransport,
  idPair: IdPair,
  scheduler: SchedulerLike,
): Observable<PairListenerEvent> {
  const params = {publishedId: idPair.publishedId, draftId: idPair.draftId}
  return new Observable<PairListenerEvent>((subscriber) => {
    let attempt = 0
    let inOutage = false
    let stopped = false
    let connection: Subscription | undefined
    let retry: Subscription | undefined
    // Events of multi-document transactions still waiting for their siblings.
    const partial = new Map<string, ListenMutationEvent[]>()

    const outage = () => {
      partial.clear()
      if (inOutage) return
      inOutage = true
      subscriber.next({type: 'reconnect'})
    }

    const lost = () => {
      connection?.unsubscribe()
      connection = undefined
      if (stopped) return
      outage()
      retry = scheduler.schedule(connect, commitRetryDelay(attempt++))
    }

    const fail = (error: unknown) => {
      if (isRefusal(error)) subscriber.error(error)
      else lost()
    }

    const onMutation = (event: ListenMutationEvent) => {
      const total = event.transactionTotalEvents
      if (!(total > 1)) {
        subscriber.next({type: 'transaction', transactionId: event.transactionId, events: [event]})
        return
      }
      const events = partial.get(event.transactionId) ?? []
      events.push(event)
      if (events.length < total) {
        partial.set(event.transactionId, events)
        return
      }
      partial.delete(event.transactionId)
      subscriber.next({type: 'transaction', transactionId: event.transactionId, events})
    }

    function connect(): void {
      retry = undefined
      if (stopped) return
      let ended = false
      let source: Observable<unknown>
      try {
        source = transport.listen(PAIR_LISTENER_QUERY, params, PAIR_LISTENER_OPTIONS)
      } catch (error) {
        fail(error)
        return
      }
      const subscription = source.subscribe({
        next: (value) => {
          const event = value as {type?: unknown}
          if (event.type === 'welcome') {
            attempt = 0
            inOutage = false
            partial.clear()
            subscriber.next({type: 'welcome'})
          } else if (event.type === 'reconnect') {
            outage()
          } else if (event.type === 'mutation') {
            onMutation(value as ListenMutationEvent)
          }
        },
        error: (error: unknown) => {
          ended = true
          fail(error)
        },
        complete: () => {
          ended = true
          lost()
        },
      })
      // A stream that ended while subscribing has already scheduled its retry.
      if (!ended) connection = subscription
    }

    connect()
    return () => {
      stopped = true
      connection?.unsubscribe()
      retry?.unsubscribe()
    }
  })
}
