import type Database from 'better-sqlite3'

/** How many failed sign-ins are allowed within a window before further attempts get a 429. */
export interface SignInLimits {
  /** Failures per account (e-mail) per window; default 5. */
  perAccount: number
  /** Failures per client address per window; default 20. */
  perAddress: number
  /** The window in ms, counted from its first failure; default 15 minutes. */
  windowMs: number
}

/** 5 failures per account and 20 per address in 15 minutes. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
// An IPv4 client on a dual-stack socket shows up as ::ffff:1.2.3.4; count it as 1.2.3.4.
const addressKey = (address: string) => `address:${address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')}`

/**
 * Counts failed sign-ins per account and per client address in SQLite (so a restart does not
 * reset them) and says when a caller must wait. Windows are fixed: they start at the first
 * failure and end `windowMs` later; a successful sign-in clears its account's count.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Database.Database,
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * How long a sign-in for this account from this address must wait.
   * @returns seconds to wait (for `Retry-After`), or 0 when an attempt may go ahead.
   */
  retryAfter(email: string, address: string): number {
    return Math.max(this.waitFor(accountKey(email), this.limits.perAccount), this.waitFor(addressKey(address), this.limits.perAddress))
  }

  /** Counts a failed sign-in against the account and the address. */
  recordFailure(email: string, address: string): void {
    const now = this.now()
    this.db.transaction(() => {
      for (const key of [accountKey(email), addressKey(address)]) {
        const row = this.row(key)
        if (!row || Date.parse(row.window_start) + this.limits.windowMs <= now) {
          this.db.prepare('INSERT OR REPLACE INTO sign_in_failures (key, count, window_start) VALUES (?, 1, ?)').run(key, new Date(now).toISOString())
        } else {
          this.db.prepare('UPDATE sign_in_failures SET count = count + 1 WHERE key = ?').run(key)
        }
      }
    })()
  }

  /** Clears the account's failures after a successful sign-in; the address keeps its count. */
  recordSuccess(email: string): void {
    this.db.prepare('DELETE FROM sign_in_failures WHERE key = ?').run(accountKey(email))
  }

  private row(key: string): {count: number; window_start: string} | undefined {
    return this.db.prepare<[string], {count: number; window_start: string}>('SELECT count, window_start FROM sign_in_failures WHERE key = ?').get(key)
  }

  private waitFor(key: string, limit: number): number {
    const row = this.row(key)
    if (!row || row.count < limit) return 0
    const remaining = Date.parse(row.window_start) + this.limits.windowMs - this.now()
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0
  }
}
