/** At most one commit of a document per this many ms: edits made in between go out together. */
export const COMMIT_THROTTLE_MS = 1000

/**
 * How long a commit refused as stale (someone else's commit came first) waits for that commit's
 * events before the document is refetched instead. Events come within the network's delay, so
 * this only matters when they are lost.
 */
export const COMMIT_STALE_REFETCH_MS = 2000

/** The first retry delay of a failed commit or a lost listener, doubled per attempt. */
export const COMMIT_RETRY_BASE_MS = 100

/** The longest wait between two retries. */
export const COMMIT_RETRY_CAP_MS = 240_000

/**
 * How long to wait before retry `attempt` (0 for the first retry) of a commit that failed for
 * a reason other than a refusal (a 5xx answer, a lost connection), or of a listener that was
 * lost: 100 ms × 2^attempt, capped at 240 000 ms.
 *
 * @example
 * ```ts
 * commitRetryDelay(0) // 100
 * commitRetryDelay(3) // 800
 * commitRetryDelay(30) // 240000
 * ```
 */
export function commitRetryDelay(attempt: number): number {
  return Math.min(COMMIT_RETRY_CAP_MS, COMMIT_RETRY_BASE_MS * 2 ** Math.max(0, attempt))
}
