import type {FormAssetServices} from './FormAssetServices'
import {UPLOAD_CONCURRENCY} from './uploadConstants'

/** Gives out at most `limit` turns at a time; the others wait in order. */
export interface UploadQueue {
  /**
   * Waits for a turn; resolves to the function that gives it back (call it once). Aborting
   * while waiting leaves the queue and rejects with the signal's reason.
   */
  acquire(signal?: AbortSignal): Promise<() => void>
  /** Turns taken now. */
  readonly running: number
  /** Callers waiting for a turn now. */
  readonly waiting: number
}

/** A queue of at most `limit` concurrent turns (default {@link UPLOAD_CONCURRENCY}). */
export function createUploadQueue(limit = UPLOAD_CONCURRENCY): UploadQueue {
  let running = 0
  const waiting: Array<() => void> = []
  const release = () => {
    running -= 1
    const next = waiting.shift()
    if (next) next()
  }
  const turn = () => {
    running += 1
    let released = false
    return () => {
      if (released) return
      released = true
      release()
    }
  }
  return {
    acquire(signal) {
      signal?.throwIfAborted()
      if (running < limit) return Promise.resolve(turn())
      return new Promise((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', abort)
          resolve(turn())
        }
        const abort = () => {
          const index = waiting.indexOf(start)
          if (index !== -1) waiting.splice(index, 1)
          reject(signal?.reason)
        }
        signal?.addEventListener('abort', abort, {once: true})
        waiting.push(start)
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

const queues = new WeakMap<FormAssetServices, UploadQueue>()

/** The one queue of the uploads through these services: every form of a studio shares it. */
export function uploadQueueFor(assets: FormAssetServices): UploadQueue {
  let queue = queues.get(assets)
  if (!queue) {
    queue = createUploadQueue()
    queues.set(assets, queue)
  }
  return queue
}
