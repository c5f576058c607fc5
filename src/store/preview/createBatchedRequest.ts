import {Observable, type Subscriber} from 'rxjs'

/**
 * Runs one batch: the arguments of every request collected, in the order they were made, and
 * one result per argument, in the same order. `signal` aborts when every requester has gone.
 */
export type BatchRunner<A, R> = (args: A[], signal: AbortSignal) => Promise<R[]>

interface Entry<A, R> {
  arg: A
  subscriber: Subscriber<R>
  state: 'queued' | 'running' | 'closed'
  /** Called when a running entry's subscriber leaves. */
  leave?: () => void
}

/**
 * Makes a request function whose calls are collected into batches: the first request opens a
 * window of `windowMs`, and every request made before it closes goes out with it in one call
 * of `run`. The window is fixed from its first request (not reset by later ones), so a steady
 * stream of requests cannot hold a batch back.
 *
 * Each request is an observable that joins the batch on subscribe, emits its result once and
 * completes. Unsubscribing before the window closes takes the request out of the batch (an
 * empty batch is not sent); when every requester of a running batch has gone, its signal aborts.
 *
 * @param run - runs one batch
 * @param windowMs - how long a batch collects requests
 * @returns a function making one request
 */
export function createBatchedRequest<A, R>(run: BatchRunner<A, R>, windowMs: number): (arg: A) => Observable<R> {
  if (!(windowMs >= 0)) throw new RangeError(`A batch window must be zero or more milliseconds, not ${windowMs}`)
  let queued: Array<Entry<A, R>> = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    timer = undefined
    const batch = queued.filter((entry) => entry.state === 'queued')
    queued = []
    if (batch.length === 0) return
    const controller = new AbortController()
    let open = batch.length
    for (const entry of batch) {
      entry.state = 'running'
      entry.leave = () => {
        open -= 1
        if (open === 0) controller.abort()
      }
    }
    let answer: Promise<R[]>
    try {
      answer = run(
        batch.map((entry) => entry.arg),
        controller.signal,
      )
    } catch (error) {
      answer = Promise.reject(error)
    }
    answer.then(
      (results) => {
        batch.forEach((entry, i) => {
          if (entry.state !== 'running') return
          entry.state = 'closed'
          entry.subscriber.next(results[i] as R)
          entry.subscriber.complete()
        })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        for (const entry of batch) {
          if (entry.state !== 'running') continue
          entry.state = 'closed'
          entry.subscriber.error(error)
        }
      },
    )
  }

  return (arg) =>
    new Observable<R>((subscriber) => {
      const entry: Entry<A, R> = {arg, subscriber, state: 'queued'}
      queued.push(entry)
      timer ??= setTimeout(flush, windowMs)
      return () => {
        if (entry.state === 'queued') {
          entry.state = 'closed'
          // Nothing left to send: the window need not run.
          if (timer !== undefined && queued.every((other) => other.state !== 'queued')) {
            clearTimeout(timer)
            timer = undefined
            queued = []
          }
        } else if (entry.state === 'running') {
          entry.state = 'closed'
          entry.leave?.()
        }
      }
    })
}
