import {exhaustMap, interval, Observable, startWith, throwError, timeout} from 'rxjs'
import type {VellumClient} from '../../client'

/**
 * Heartbeats by `GET /ping`: one right away, then one every `intervalMs`. Each answer emits its
 * time; the first failure, or a ping left unanswered for `intervalMs`, ends the stream with that
 * error. Unsubscribing aborts a ping in flight.
 *
 * `/ping` needs no credentials, so the heartbeat tells whether the server can be reached, not
 * whether the session is valid (a 401 on other calls signs the user out instead).
 *
 * @param client - the client whose server to ping
 * @param intervalMs - time between pings, in ms
 */
export function pingHeartbeats(client: Pick<VellumClient, 'ping'>, intervalMs: number): Observable<Date> {
  const pingOnce = () =>
    new Observable<Date>((subscriber) => {
      const controller = new AbortController()
      client.ping({signal: controller.signal}).then(
        () => {
          subscriber.next(new Date())
          subscriber.complete()
        },
        (error: unknown) => subscriber.error(error),
      )
      return () => controller.abort()
    }).pipe(
      timeout({
        first: intervalMs,
        with: () => throwError(() => new Error(`The server did not answer a heartbeat within ${intervalMs} ms`)),
      }),
    )
  // The first ping goes out on subscribe, not on a zero-delay timer.
  return interval(intervalMs).pipe(startWith(0), exhaustMap(pingOnce))
}
