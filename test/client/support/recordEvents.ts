import type {Observable} from 'rxjs'

/** What a test sees of a subscribed observable: every value so far, and waits for more. */
export interface RecordedEvents<T> {
  /** Every value so far, in order. */
  values: T[]
  /** Resolves with the next value (after those already taken) that matches; rejects after the timeout or on an error/completion first. */
  next(predicate?: (value: T) => boolean, timeoutMs?: number): Promise<T>
  /** Resolves with the error the observable ended with. */
  error(timeoutMs?: number): Promise<unknown>
  /** Resolves once the observable completes. */
  completed(timeoutMs?: number): Promise<void>
  unsubscribe(): void
}

/**
 * Subscribes and records, so tests can wait for observable conditions ("the welcome arrived")
 * instead of sleeping. Timeouts only guard against hangs; nothing asserts on timing.
 */
export function recordEvents<T>(observable: Observable<T>): RecordedEvents<T> {
  const values: T[] = []
  let taken = 0
  let failure: {error: unknown} | undefined
  let done = false
  const wake = new Set<() => void>()
  const notify = () => [...wake].forEach((fn) => fn())
  const subscription = observable.subscribe({
    next: (value) => {
      values.push(value)
      notify()
    },
    error: (error: unknown) => {
      failure = {error}
      notify()
    },
    complete: () => {
      done = true
      notify()
    },
  })

  const waitFor = <R>(check: () => {value: R} | undefined, timeoutMs: number, what: string): Promise<R> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        wake.delete(attempt)
        reject(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(values.slice(taken)).slice(0, 2000)}`,
          ),
        )
      }, timeoutMs)
      const attempt = () => {
        let found: {value: R} | undefined
        try {
          found = check()
        } catch (error) {
          clearTimeout(timer)
          wake.delete(attempt)
          reject(error)
          return
        }
        if (!found) return
        clearTimeout(timer)
        wake.delete(attempt)
        resolve(found.value)
      }
      wake.add(attempt)
      attempt()
    })

  return {
    values,
    next: (predicate = () => true, timeoutMs = 10_000) =>
      waitFor(
        () => {
          for (let i = taken; i < values.length; i++) {
            if (predicate(values[i]!)) {
              taken = i + 1
              return {value: values[i]!}
            }
          }
          if (failure) throw failure.error
          if (done) throw new Error('the observable completed first')
          return undefined
        },
        timeoutMs,
        'a matching value',
      ),
    error: (timeoutMs = 10_000) => waitFor(() => (failure ? {value: failure.error} : undefined), timeoutMs, 'an error'),
    completed: (timeoutMs = 10_000) => waitFor(() => (done ? {value: undefined} : undefined), timeoutMs, 'completion'),
    unsubscribe: () => subscription.unsubscribe(),
  }
}
