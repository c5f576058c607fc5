import {Observable, shareReplay, Subject} from 'rxjs'
import {PRESENCE_HEARTBEAT_MS, retryDelay, type VellumClient} from '../../client'
import type {ConnectionStatus} from './ConnectionStatus'
import {pingHeartbeats} from './pingHeartbeats'
import {resolveEnvironment, type StoreEnvironment} from './StoreEnvironment'

/**
 * The time between heartbeats while connected: 20 seconds, the presence socket's heartbeat
 * interval, well inside the server's 60 s idle timeout.
 */
export const CONNECTION_HEARTBEAT_MS = PRESENCE_HEARTBEAT_MS

/** The error a connection fails with when the browser reports going offline. */
export const OFFLINE_MESSAGE = 'The browser is offline'

/**
 * Options of {@link createConnectionStatusStore}.
 * @beta
 */
export interface ConnectionStatusStoreOptions {
  /** The client whose server is watched; its `ping()` is the default heartbeat. */
  client: Pick<VellumClient, 'ping'>
  /** Online/offline events and `isOnline()`; by default the window's. */
  environment?: Partial<StoreEnvironment>
  /** Time between heartbeats in ms (default {@link CONNECTION_HEARTBEAT_MS}). */
  heartbeatMs?: number
  /**
   * Opens one connection attempt: emits on every sign of life, errors when the connection is
   * lost. Default: {@link pingHeartbeats} of the client every `heartbeatMs`. Completing counts
   * as a loss.
   */
  heartbeats?: () => Observable<unknown>
}

/**
 * Watches the connection to the server; see {@link createConnectionStatusStore}.
 * @beta
 */
export interface ConnectionStatusStore {
  /**
   * The status now and on every change: `connecting`, then `connected` (again on every
   * heartbeat, with its time) or `error` with the retry time. Subscribers share one heartbeat
   * loop, which runs while anyone subscribes.
   */
  readonly connectionStatus$: Observable<ConnectionStatus>
  /** Makes a scheduled retry now (a "Retry" button); does nothing unless the status is `error`. */
  retryNow(): void
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))

/**
 * Creates the connection status of the studio: `connected` with the
 * last heartbeat, or `error` with the retry time, whether the browser is offline and the
 * attempt number. After a failure the next attempt waits 100 ms × 2^(attempt − 1), capped at
 * 240 000 ms, unless the browser comes back online first, which retries at once. The browser
 * going offline counts as a failure straight away.
 *
 * @example
 * ```ts
 * const {connectionStatus$} = createConnectionStatusStore({client})
 * connectionStatus$.subscribe((status) => {
 *   if (status.type === 'error') console.log(`Retrying at ${status.retryAt.toLocaleTimeString()}`)
 * })
 * ```
 * @beta
 */
export function createConnectionStatusStore(options: ConnectionStatusStoreOptions): ConnectionStatusStore {
  const heartbeatMs = options.heartbeatMs ?? CONNECTION_HEARTBEAT_MS
  if (!Number.isFinite(heartbeatMs) || heartbeatMs <= 0)
    throw new TypeError(`heartbeatMs must be a positive number of milliseconds, got ${heartbeatMs}`)
  const heartbeats = options.heartbeats ?? (() => pingHeartbeats(options.client, heartbeatMs))
  const environment = resolveEnvironment(options.environment)
  const retryRequests = new Subject<void>()

  const connectionStatus$ = new Observable<ConnectionStatus>((subscriber) => {
    // Failed attempts in a row; a heartbeat resets it.
    let failures = 0
    let attempt: {unsubscribe(): void} | undefined
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let waiting: Extract<ConnectionStatus, {type: 'error'}> | undefined

    const connect = () => {
      if (retryTimer !== undefined) clearTimeout(retryTimer)
      retryTimer = undefined
      waiting = undefined
      subscriber.next({type: 'connecting', attemptNo: failures})
      let done = false
      const current = heartbeats().subscribe({
        next: () => {
          failures = 0
          subscriber.next({type: 'connected', lastHeartbeat: new Date()})
        },
        error: (error: unknown) => {
          done = true
          fail(error)
        },
        complete: () => {
          done = true
          fail(new Error('The heartbeat stream ended'))
        },
      })
      // A source that failed synchronously already scheduled the retry.
      if (!done) attempt = current
    }

    const fail = (error: unknown, offline = !environment.isOnline()) => {
      attempt?.unsubscribe()
      attempt = undefined
      failures += 1
      const delay = retryDelay(failures - 1)
      waiting = {
        type: 'error',
        error: asError(error),
        retryAt: new Date(Date.now() + delay),
        isOffline: offline,
        attemptNo: failures,
      }
      subscriber.next(waiting)
      retryTimer = setTimeout(connect, delay)
    }

    const retryIfWaiting = () => {
      if (waiting) connect()
    }
    const subscriptions = [
      environment.online$.subscribe(retryIfWaiting),
      retryRequests.subscribe(retryIfWaiting),
      environment.offline$.subscribe(() => {
        if (waiting) {
          // Already failed: only the offline flag changes, the retry stays as scheduled.
          waiting = {...waiting, isOffline: true}
          subscriber.next(waiting)
        } else {
          fail(new Error(OFFLINE_MESSAGE), true)
        }
      }),
    ]
    connect()
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe())
      attempt?.unsubscribe()
      if (retryTimer !== undefined) clearTimeout(retryTimer)
    }
  }).pipe(shareReplay({bufferSize: 1, refCount: true}))

  return {
    connectionStatus$,
    retryNow: () => retryRequests.next(),
  }
}
