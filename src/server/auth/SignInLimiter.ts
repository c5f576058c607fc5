import type Database from 'better-sqlite3'
import {addressGroup} from '../clientAddress'
import {DEFAULT_LIMITS, type ServerLimits} from '../limits'

/** The sign-in limits the limiter counts against; see {@link ServerLimits}. */
export type SignInLimits = Pick<
  ServerLimits,
  'signInMaxFailuresPerAccount' | 'signInMaxFailuresPerAddress' | 'signInWindowMs'
>

/** How attempts past the slow-down threshold are held back. */
export interface SlowDown {
  /** Delay per failure past the threshold, in ms; default 500. */
  stepMs: number
  /** The longest delay, in ms; default 5 000. */
  maxMs: number
}

/** Half a second more per failure past the threshold, at most 5 seconds. */
export const DEFAULT_SLOW_DOWN: Readonly<SlowDown> = Object.freeze({stepMs: 500, maxMs: 5000})

/**
 * What {@link SignInLimiter.reserveAttempt} decided: go ahead (after `delayMs`), the attempt
 * counted as a failure until {@link SignInLimiter.recordSuccess} gives it back; or wait
 * `retryAfter` seconds, the attempt not counted.
 */
export type SignInAttempt = {allowed: true; delayMs: number} | {allowed: false; retryAfter: number}

interface Row {
  count: number
  window_start: string
}

/** How often expired counters are deleted, at most. */
const PRUNE_INTERVAL_MS = 60_000

const normalEmail = (email: string) => email.trim().toLowerCase()
/** One account from one address (group): the count that refuses with 429. */
const pairKey = (email: string, address: string) => `pair:${addressGroup(address)} ${normalEmail(email)}`
/** One address (group), any account: the count that slows a password sprayer down. */
const addressKey = (address: string) => `address:${addressGroup(address)}`
/** One account, any address: the count that slows a distributed guesser down. */
const accountKey = (email: string) => `account:${normalEmail(email)}`

/**
 * Counts sign-in attempts in SQLite (a restart does not reset them) and decides whether one
 * may go ahead. An attempt is counted as a failure *before* its password is checked, in the
 * same synchronous transaction that checks the limit, so attempts sent at once cannot all
 * pass the check before any failure is counted; a success gives its attempt back.
 *
 * Three counts, each in a fixed window that starts at its first attempt and lasts
 * `signInWindowMs`:
 * - per account and address (group): past `signInMaxFailuresPerAccount`, refused (429 with
 *   Retry-After) until the window ends, whatever the password — so one address gets at most
 *   that many password checks per account and window;
 * - per address, any account: past `signInMaxFailuresPerAddress`, each attempt from it waits
 *   {@link SlowDown.stepMs} more per failure past the threshold, at most {@link SlowDown.maxMs}
 *   — never refused, so one guesser behind a shared proxy or NAT cannot lock everyone else
 *   behind it out;
 * - per account, any address: past the same threshold, attempts for the account are slowed
 *   the same way. A guesser with many addresses still gets only `signInMaxFailuresPerAccount`
 *   checks from each, and each past the threshold costs it seconds; refusing outright would
 *   instead let anyone lock any account's owner out by guessing wrong on purpose.
 *
 * IPv6 addresses are counted by their /64 network (see {@link addressGroup}). A successful
 * sign-in clears the account's count from that address and takes those failures off the
 * address's and the account's counts.
 */
export class SignInLimiter {
  private lastPrune = 0

  constructor(
    private readonly db: Database.Database,
    private readonly limits: SignInLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly slowDown: SlowDown = DEFAULT_SLOW_DOWN,
  ) {}

  /**
   * Reserves a sign-in attempt for this account from this address: counts it as a failure
   * and says how long to wait before checking the password, or refuses it.
   */
  reserveAttempt(email: string, address: string): SignInAttempt {
    const now = this.now()
    return this.db.transaction((): SignInAttempt => {
      this.prune(now)
      const pair = this.current(pairKey(email, address), now)
      if (pair && pair.count >= this.limits.signInMaxFailuresPerAccount) {
        const remaining = Date.parse(pair.window_start) + this.limits.signInWindowMs - now
        return {allowed: false, retryAfter: Math.max(1, Math.ceil(remaining / 1000))}
      }
      this.increment(pairKey(email, address), now)
      const fromAddress = this.increment(addressKey(address), now)
      const forAccount = this.increment(accountKey(email), now)
      return {allowed: true, delayMs: Math.max(this.delayFor(fromAddress), this.delayFor(forAccount))}
    })()
  }

  /**
   * A reserved attempt signed in: clears the account's count from this address and takes
   * those failures (the attempt itself included) off the address's and the account's counts.
   */
  recordSuccess(email: string, address: string): void {
    const now = this.now()
    this.db.transaction(() => {
      const key = pairKey(email, address)
      const pair = this.current(key, now)
      this.db.prepare('DELETE FROM sign_in_failures WHERE key = ?').run(key)
      if (!pair) return
      const forgive = this.db.prepare('UPDATE sign_in_failures SET count = max(0, count - ?) WHERE key = ?')
      forgive.run(pair.count, addressKey(address))
      forgive.run(pair.count, accountKey(email))
    })()
  }

  /** The counter of a key, unless it is missing or its window has ended. */
  private current(key: string, now: number): Row | undefined {
    const row = this.db
      .prepare<[string], Row>('SELECT count, window_start FROM sign_in_failures WHERE key = ?')
      .get(key)
    return row && Date.parse(row.window_start) + this.limits.signInWindowMs > now ? row : undefined
  }

  /** Adds one to a key's counter, starting a new window when the old one ended; the new count. */
  private increment(key: string, now: number): number {
    const row = this.current(key, now)
    if (!row) {
      this.db
        .prepare('INSERT OR REPLACE INTO sign_in_failures (key, count, window_start) VALUES (?, 1, ?)')
        .run(key, new Date(now).toISOString())
      return 1
    }
    this.db.prepare('UPDATE sign_in_failures SET count = count + 1 WHERE key = ?').run(key)
    return row.count + 1
  }

  /** The delay for an attempt that makes a count `count`: a step per failure past the threshold, capped. */
  private delayFor(count: number): number {
    const excess = count - this.limits.signInMaxFailuresPerAddress
    return excess > 0 ? Math.min(this.slowDown.maxMs, excess * this.slowDown.stepMs) : 0
  }

  /** Deletes counters whose window has ended, at most once a minute, so the table stays small. */
  private prune(now: number): void {
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return
    this.lastPrune = now
    this.db
      .prepare('DELETE FROM sign_in_failures WHERE window_start <= ?')
      .run(new Date(now - this.limits.signInWindowMs).toISOString())
  }
}
