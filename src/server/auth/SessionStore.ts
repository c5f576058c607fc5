import {createHash, randomBytes} from 'node:crypto'
import type Database from 'better-sqlite3'

/** How long a sign-in lasts: 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** How long a sign-in id (`#sid=`) can be exchanged: 5 minutes. */
export const SIGN_IN_ID_TTL_MS = 5 * 60 * 1000
/** How often `last_used_at` is written for a session in use, at most. */
const TOUCH_INTERVAL_MS = 60 * 1000

const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex')
const secret = (prefix: string, bytes: number): string => `${prefix}${randomBytes(bytes).toString('base64url')}`

/** A sign-in just made: the cookie's token and the single-use id for the redirect. */
export interface Login {
  /** Groups every session token of one sign-in; signing out ends them all. */
  loginId: string
  /** The session token the sign-in response puts in the cookie. */
  cookieToken: string
  /** The sign-in id for `#sid=`: 32 URL-safe characters, single use, 5 minutes. */
  sid: string
  expiresAt: Date
}

/** A valid session token's owner. */
export interface SessionInfo {
  userId: string
  loginId: string
  expiresAt: Date
}

/**
 * Sign-in sessions and single-use sign-in ids in SQLite. Only SHA-256 hashes of tokens and
 * ids are stored. One sign-in (a "login") may hold several session tokens — the cookie's and
 * the one `/auth/fetch` hands out — and signing out ends them together.
 */
export class SessionStore {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Signs a user in: a session for the cookie plus a sign-in id that yields a second token. */
  startLogin(userId: string): Login {
    const now = this.now()
    this.prune(now)
    const loginId = randomBytes(12).toString('hex')
    const expiresAt = new Date(now + SESSION_TTL_MS)
    const cookieToken = this.insertSession(loginId, userId, now, expiresAt)
    const sid = secret('', 24)
    this.db
      .prepare('INSERT INTO sign_in_ids (sid_hash, login_id, user_id, expires_at) VALUES (?, ?, ?, ?)')
      .run(digest(sid), loginId, userId, new Date(now + SIGN_IN_ID_TTL_MS).toISOString())
    return {loginId, cookieToken, sid, expiresAt}
  }

  /**
   * Exchanges a sign-in id for a session token of the same sign-in, once.
   * @returns the token, or undefined for an unknown, used or expired id.
   */
  exchangeSignInId(sid: string): string | undefined {
    const now = this.now()
    return this.db.transaction(() => {
      const row = this.db
        .prepare<[string], {login_id: string; user_id: string; expires_at: string; used_at: string | null}>(
          'SELECT login_id, user_id, expires_at, used_at FROM sign_in_ids WHERE sid_hash = ?',
        )
        .get(digest(sid))
      if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now) return undefined
      this.db
        .prepare('UPDATE sign_in_ids SET used_at = ? WHERE sid_hash = ?')
        .run(new Date(now).toISOString(), digest(sid))
      // The token lives as long as the sign-in it belongs to, not a fresh 30 days.
      const session = this.db
        .prepare<[string], {expires_at: string}>(
          'SELECT max(expires_at) AS expires_at FROM sessions WHERE login_id = ?',
        )
        .get(row.login_id)
      const expiresAt = session?.expires_at ? new Date(session.expires_at) : new Date(now + SESSION_TTL_MS)
      return this.insertSession(row.login_id, row.user_id, now, expiresAt)
    })()
  }

  /** The owner of a session token, or undefined for an unknown or expired one. */
  verify(token: string): SessionInfo | undefined {
    const now = this.now()
    const hash = digest(token)
    const row = this.db
      .prepare<[string], {user_id: string; login_id: string; expires_at: string; last_used_at: string}>(
        'SELECT user_id, login_id, expires_at, last_used_at FROM sessions WHERE token_hash = ?',
      )
      .get(hash)
    if (!row) return undefined
    const expiresAt = new Date(row.expires_at)
    if (expiresAt.getTime() <= now) return undefined
    if (now - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
      this.db
        .prepare('UPDATE sessions SET last_used_at = ? WHERE token_hash = ?')
        .run(new Date(now).toISOString(), hash)
    }
    return {userId: row.user_id, loginId: row.login_id, expiresAt}
  }

  /** Ends a sign-in: every session token of it and its unused sign-in id stop working. */
  endLogin(loginId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM sessions WHERE login_id = ?').run(loginId)
      this.db.prepare('DELETE FROM sign_in_ids WHERE login_id = ?').run(loginId)
    })()
  }

  private insertSession(loginId: string, userId: string, now: number, expiresAt: Date): string {
    const token = secret('vs', 30)
    const created = new Date(now).toISOString()
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, login_id, user_id, created_at, expires_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(digest(token), loginId, userId, created, expiresAt.toISOString(), created)
    return token
  }

  /** Drops expired sessions and sign-in ids; used ids are kept until they expire. */
  private prune(now: number): void {
    const cutoff = new Date(now).toISOString()
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(cutoff)
    this.db.prepare('DELETE FROM sign_in_ids WHERE expires_at <= ?').run(cutoff)
  }
}
