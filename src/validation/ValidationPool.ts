import {isPromiseLike} from './ValueScope'

/** How many possibly-async validators run at once; the rest wait their turn. */
export const VALIDATION_CONCURRENCY = 40

/**
 * A small promise pool for validators that may be async. A task starts at once while fewer
 * than `limit` tasks are pending, otherwise it waits in a queue; a task that finishes
 * synchronously never occupies a slot. Tasks must not throw or reject: they report their own
 * errors. An aborted signal stops starting queued tasks and rejects {@link whenIdle}.
 * @internal
 */
export class ValidationPool {
  // A queue with a moving head: shift() would make draining thousands of tasks quadratic.
  private queue: Array<() => unknown> = []
  private head = 0
  private pending = 0
  private bypassing = 0
  private idleWaiter: {resolve: () => void; reject: (reason: unknown) => void} | undefined

  constructor(
    private readonly limit: number = VALIDATION_CONCURRENCY,
    private readonly signal?: AbortSignal,
  ) {}

  /** Runs `task` now, or later when a slot frees up; `bypass` skips the limit. */
  schedule(task: () => unknown, bypass = false): void {
    if (this.signal?.aborted) return
    if (bypass) this.start(task, true)
    else if (this.pending < this.limit) this.start(task, false)
    else this.queue.push(task)
  }

  /** Resolves once nothing is pending or queued; rejects when the signal aborts first. */
  whenIdle(): Promise<void> {
    const signal = this.signal
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    if (this.isIdle()) return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.queue = []
        this.head = 0
        this.idleWaiter = undefined
        if (signal) reject(abortReason(signal))
      }
      signal?.addEventListener('abort', onAbort, {once: true})
      this.idleWaiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        reject,
      }
    })
  }

  private start(task: () => unknown, bypass: boolean): void {
    const result = task()
    if (!isPromiseLike(result)) return
    if (bypass) this.bypassing++
    else this.pending++
    const settle = () => {
      if (bypass) this.bypassing--
      else this.pending--
      this.drain()
    }
    result.then(settle, settle)
  }

  private drain(): void {
    while (this.pending < this.limit && this.head < this.queue.length && !this.signal?.aborted) {
      const next = this.queue[this.head++]
      if (next) this.start(next, false)
    }
    if (this.head === this.queue.length) {
      this.queue = []
      this.head = 0
    }
    if (this.isIdle() && this.idleWaiter) {
      const waiter = this.idleWaiter
      this.idleWaiter = undefined
      waiter.resolve()
    }
  }

  private isIdle(): boolean {
    return this.pending === 0 && this.bypassing === 0 && this.head === this.queue.length
  }
}

/** The error an aborted run rejects with: the signal's reason when it is an error, else an AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Validation was aborted', 'AbortError')
}
