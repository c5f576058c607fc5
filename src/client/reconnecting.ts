import {Observable} from 'rxjs'
import {retryDelay} from './retryDelay'

/** What one connection attempt tells {@link reconnecting}. Calls after the attempt ended are ignored. */
export interface ConnectionHandlers<T> {
  /** An event of the open connection, passed on to subscribers. */
  emit(event: T): void
  /** The connection is live (welcome received, socket open): the backoff starts over. */
  connected(): void
  /** The connection was lost or could not be made: reconnect after a backoff delay. */
  lost(): void
  /** A failure that another attempt would repeat (401, a bad query): end with this error. */
  fail(error: unknown): void
}

/** Opens one connection; returns its teardown (called once the attempt is over or unsubscribed). */
export type Connect<T> = (handlers: ConnectionHandlers<T>) => () => void

/**
 * A connection that reconnects by itself: `connect` is called on subscribe and again after
 * every loss, waiting {@link retryDelay} (100 ms doubling, capped at 240 s) between attempts.
 * `reconnectEvent` is emitted once per outage — also when the very first attempt fails, so
 * a subscriber can tell "could not connect" from silence. Unsubscribing tears the current
 * connection down and cancels a pending retry.
 *
 * @example
 * reconnecting<ListenEvent>(({emit, connected, lost, fail}) => openStream(...), {type: 'reconnect'})
 */
export function reconnecting<T>(connect: Connect<T>, reconnectEvent: T): Observable<T> {
  return new Observable<T>((subscriber) => {
    let attempt = 0
    let inOutage = false
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let closeCurrent: (() => void) | undefined

    const open = () => {
      timer = undefined
      let active = true
      let teardown: (() => void) | undefined
      const end = () => {
        active = false
        closeCurrent = undefined
        teardown?.()
      }
      const handlers: ConnectionHandlers<T> = {
        emit: (event) => {
          if (active && !stopped) subscriber.next(event)
        },
        connected: () => {
          if (!active) return
          attempt = 0
          inOutage = false
        },
        lost: () => {
          if (!active || stopped) return
          end()
          if (!inOutage) {
            inOutage = true
            subscriber.next(reconnectEvent)
          }
          if (!stopped) timer = setTimeout(open, retryDelay(attempt++))
        },
        fail: (error) => {
          if (!active || stopped) return
          end()
          subscriber.error(error)
        },
      }
      closeCurrent = end
      const returned = connect(handlers)
      // The attempt may have ended while connecting (a synchronous failure).
      if (active) teardown = returned
      else returned()
    }

    open()
    return () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      closeCurrent?.()
    }
  })
}
