import type {MutateResult} from '../types'
import type {CommitOutcome, PreparedTransaction} from './commitMutations'
import type {LakeStorage} from './LakeStorage'

interface Job {
  dataset: string
  commit: PreparedTransaction
  resolve: (result: MutateResult) => void
  reject: (error: unknown) => void
}

// Captured at load, so tests that fake timers later don't stall the lake; browsers, which
// have no setImmediate, batch what one microtask checkpoint gathers.
const nativeSetImmediate =
  typeof globalThis.setImmediate === 'function' ? globalThis.setImmediate.bind(globalThis) : undefined
const defaultSchedule = (flush: () => void): void => {
  if (nativeSetImmediate) nativeSetImmediate(flush)
  else queueMicrotask(flush)
}

/**
 * Group commit: transactions prepared in the same turn of the event loop are committed in ONE
 * storage transaction, each inside its own savepoint, so one failing transaction rolls back
 * alone while the others share a single commit (for SQLite, one WAL commit instead of many).
 * Each caller's promise settles after that commit; listeners hear about the transactions
 * afterwards, in commit order.
 */
export class CommitQueue {
  private jobs: Job[] = []
  private scheduled = false

  constructor(
    private readonly storage: LakeStorage,
    private readonly onCommitted: (dataset: string, committed: NonNullable<CommitOutcome['committed']>) => void,
    private readonly schedule: (flush: () => void) => void = defaultSchedule,
  ) {}

  /** Queues a prepared transaction; resolves with its result once it is committed. */
  commit(dataset: string, commit: PreparedTransaction): Promise<MutateResult> {
    return new Promise((resolve, reject) => {
      this.jobs.push({dataset, commit, resolve, reject})
      if (!this.scheduled) {
        this.scheduled = true
        this.schedule(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    const jobs = this.jobs
    this.jobs = []
    if (jobs.length === 1) {
      // Alone in its turn: the transaction commits by itself, without a savepoint inside a
      // shared transaction.
      const job = jobs[0]!
      let outcome: CommitOutcome
      try {
        outcome = job.commit()
      } catch (error) {
        return job.reject(error)
      }
      if (outcome.committed) this.onCommitted(job.dataset, outcome.committed)
      return job.resolve(outcome.result)
    }
    const outcomes: Array<{ok: true; outcome: CommitOutcome} | {ok: false; error: unknown}> = []
    try {
      this.storage.transaction(() => {
        for (const job of jobs) {
          try {
            outcomes.push({ok: true, outcome: job.commit()})
          } catch (error) {
            outcomes.push({ok: false, error})
          }
        }
      })
    } catch (error) {
      // The shared commit itself failed: nothing of this batch was written.
      for (const job of jobs) job.reject(error)
      return
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!
      if (!outcome.ok) return job.reject(outcome.error)
      if (outcome.outcome.committed) this.onCommitted(job.dataset, outcome.outcome.committed)
      job.resolve(outcome.outcome.result)
    })
  }
}
