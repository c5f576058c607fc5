import {createHash, randomBytes} from 'node:crypto'
import type Database from 'better-sqlite3'

/**
 * The roles a token can act with until full grants arrive.
 * @public
 */
export const TOKEN_ROLES = ['administrator', 'editor', 'developer', 'contributor', 'viewer'] as const
/**
 * One of {@link TOKEN_ROLES}: what an API token acts as (`vellum tokens add --role editor`).
 * @public
 */
export type TokenRole = (typeof TOKEN_ROLES)[number]

/**
 * What a token stands for.
 * @public
 */
export interface TokenIdentity {
  /** A stable id derived from the token's hash, used as the author of its transactions. */
  id: string
  /** The role the token acts with. */
  role: TokenRole
  /** The label given when the token was added (`vellum tokens add --label`); null without one. */
  label: string | null
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex')

/**
 * API tokens, kept as SHA-256 hashes only: a token is shown once when created and cannot be
 * read back from the database.
 * @public
 */
export class TokenStore {
  constructor(private readonly db: Database.Database) {}

  /**
   * Creates a token with a role.
   * @returns the token; store it, it is not shown again.
   */
  add(role: string, label?: string): string {
    if (!(TOKEN_ROLES as readonly string[]).includes(role)) {
      throw new Error(`Unknown role "${role}": use one of ${TOKEN_ROLES.join(', ')}`)
    }
    const token = `vl${randomBytes(30).toString('base64url')}`
    this.db
      .prepare('INSERT INTO tokens (hash, role, label, created_at) VALUES (?, ?, ?, ?)')
      .run(hash(token), role, label ?? null, new Date().toISOString())
    return token
  }

  /** The identity of a token, or undefined for an unknown one. */
  verify(token: string): TokenIdentity | undefined {
    const digest = hash(token)
    const row = this.db
      .prepare<[string], {role: TokenRole; label: string | null}>('SELECT role, label FROM tokens WHERE hash = ?')
      .get(digest)
    return row && {id: `t${digest.slice(0, 16)}`, role: row.role, label: row.label}
  }

  /** Every token's id, role and label (never the token itself). */
  list(): Array<{id: string; role: TokenRole; label: string | null; createdAt: string}> {
    return this.db
      .prepare<[], {hash: string; role: TokenRole; label: string | null; created_at: string}>(
        'SELECT hash, role, label, created_at FROM tokens ORDER BY created_at',
      )
      .all()
      .map((row) => ({id: `t${row.hash.slice(0, 16)}`, role: row.role, label: row.label, createdAt: row.created_at}))
  }
}
