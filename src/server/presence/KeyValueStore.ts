import type Database from 'better-sqlite3'
import type {KeyValuePair} from '../../types'

interface ValueRow {
  key: string
  value: string
}

/**
 * Users' key-value pairs (the studio's preferences: layouts, recent choices), per user and per
 * project, in the `user_key_values` table. Values are stored as JSON text; storing null removes
 * the key, so "missing" and "null" read the same.
 */
export class KeyValueStore {
  constructor(
    private readonly db: Database.Database,
    private readonly projectId: string,
  ) {}

  /** The values of `keys` for one user, in the order asked, with null for missing keys. */
  get(userId: string, keys: readonly string[]): KeyValuePair[] {
    const found = new Map<string, unknown>()
    const unique = [...new Set(keys)]
    if (unique.length > 0) {
      const rows = this.db
        .prepare(
          `SELECT key, value FROM user_key_values WHERE project = ? AND user_id = ? AND key IN (${unique.map(() => '?').join(', ')})`,
        )
        .all(this.projectId, userId, ...unique) as ValueRow[]
      for (const row of rows) found.set(row.key, JSON.parse(row.value) as unknown)
    }
    return keys.map((key) => ({key, value: found.get(key) ?? null}))
  }

  /**
   * Stores pairs for one user in one transaction (a later pair with the same key wins).
   * @returns the pairs as stored, in the order given.
   */
  set(userId: string, pairs: readonly KeyValuePair[]): KeyValuePair[] {
    const upsert = this.db.prepare(
      `INSERT INTO user_key_values (project, user_id, key, value, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (project, user_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    )
    const remove = this.db.prepare('DELETE FROM user_key_values WHERE project = ? AND user_id = ? AND key = ?')
    const now = new Date().toISOString()
    this.db.transaction(() => {
      for (const {key, value} of pairs) {
        if (value === null) remove.run(this.projectId, userId, key)
        else upsert.run(this.projectId, userId, key, JSON.stringify(value), now)
      }
    })()
    const last = new Map(pairs.map((pair) => [pair.key, pair.value]))
    return pairs.map(({key}) => ({key, value: last.get(key) ?? null}))
  }
}
