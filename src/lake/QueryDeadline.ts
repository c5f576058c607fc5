import {queryTimedOut} from './LakeError'

/**
 * When a query must be done: started when the query is asked for, checked by the evaluator at
 * every tick and dereference. One deadline covers everything a query does (fetching its
 * documents, evaluating, following references), so `timeoutMs` is the most a caller waits.
 *
 * @example
 * const deadline = new QueryDeadline(10_000)
 * deadline.check() // throws LakeError 'Query timed out' once 10 s have passed
 */
export class QueryDeadline {
  /** The time limit, in milliseconds. */
  readonly timeoutMs: number
  /** The `performance.now()` time the query must be done by. */
  readonly endsAt: number

  constructor(timeoutMs: number, startedAt: number = performance.now()) {
    this.timeoutMs = timeoutMs
    this.endsAt = startedAt + timeoutMs
  }

  /** Whether the time is up. */
  passed(now: number = performance.now()): boolean {
    return now > this.endsAt
  }

  /**
   * Stops the query once the time is up.
   * @throws LakeError `queryLimit` 'Query timed out'
   */
  check(now: number = performance.now()): void {
    if (now > this.endsAt) throw queryTimedOut(this.timeoutMs)
  }
}

type Scheduler = (callback: () => void) => void

// setImmediate (Node) runs after pending I/O, so a waiting request is read and answered before
// the query goes on; browsers have no setImmediate, and a message on a channel is their quickest
// turn of the event loop (setTimeout waits at least 4 ms once nested).
function pickScheduler(): Scheduler {
  const global = globalThis as {
    setImmediate?: (callback: () => void) => unknown
    MessageChannel?: typeof MessageChannel
  }
  if (typeof global.setImmediate === 'function') return (callback) => void global.setImmediate!(callback)
  if (typeof global.MessageChannel === 'function') {
    return (callback) => {
      const channel = new global.MessageChannel!()
      channel.port1.onmessage = () => {
        channel.port1.close()
        callback()
      }
      channel.port2.postMessage(null)
    }
  }
  return (callback) => void setTimeout(callback, 0)
}

const schedule = pickScheduler()

/** A promise that resolves after the event loop has handled what is waiting (I/O, timers, other requests). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => schedule(resolve))
}
