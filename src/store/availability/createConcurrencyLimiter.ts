/** Runs async tasks with at most a given number running at once. */
export interface ConcurrencyLimiter {
  /** Runs `task` now if a slot is free, otherwise once one is; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>
}

/**
 * Creates a limiter that runs at most `max` tasks at once, the others in the order they came.
 * @throws RangeError for a limit that is not a positive integer
 */
export function createConcurrencyLimiter(max: number): ConcurrencyLimiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`A concurrency limit must be a positive integer, not ${max}`)
  let running = 0
  const waiting: Array<() => void> = []
  const next = () => {
    running -= 1
    waiting.shift()?.()
  }
  return {
    run: <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1
          let settled: Promise<T>
          try {
            settled = task()
          } catch (error) {
            settled = Promise.reject(error)
          }
          settled.then(resolve, reject).finally(next)
        }
        if (running < max) start()
        else waiting.push(start)
      }),
  }
}
