/** The first retry delay of a lost connection, in ms; attempt `n` waits `100 × 2^n` ms. */
export const RETRY_BASE_MS = 100

/** The longest wait between connection attempts, in ms: 4 minutes. */
export const RETRY_CAP_MS = 240_000

/**
 * How long to wait before connection attempt `attempt` (0 for the first retry):
 * 100 ms × 2^attempt, capped at 240 000 ms.
 *
 * @example
 * retryDelay(0) // 100
 * retryDelay(3) // 800
 * retryDelay(20) // 240000
 */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt))
}
