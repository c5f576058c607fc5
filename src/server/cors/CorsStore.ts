import type Database from 'better-sqlite3'
import {parseHttpUrl} from './origins'

/**
 * One origin on a project's CORS allow-list.
 * @public
 */
export interface CorsOrigin {
  /** Scheme, host and port, e.g. `http://localhost:3333`. */
  origin: string
  /** Whether browsers may send cookies and read answers to credentialed requests. */
  allowCredentials: boolean
  /** When the origin was added (ISO 8601). */
  createdAt: string
}

/**
 * An origin that cannot go on the allow-list.
 * @public
 */
export class CorsInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CorsInputError'
  }
}

/**
 * Checks and normalizes an origin as browsers send it: `http://localhost:3333/` becomes
 * `http://localhost:3333`, default ports are dropped, host names are lower-cased.
 * @throws CorsInputError for anything but an http(s) origin without path, query or credentials.
 */
export function normalizeOrigin(value: string): string {
  const url = parseHttpUrl(value.trim())
  if (!url) throw new CorsInputError(`"${value}" is not an origin: use http(s)://host[:port]`)
  if (
    url.username !== '' ||
    url.password !== '' ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new CorsInputError(
      `"${value}" is not an origin: leave out paths, queries and credentials (e.g. ${url.origin})`,
    )
  }
  return url.origin
}

interface Row {
  origin: string
  credentials: number
  created_at: string
}

const toOrigin = (row: Row): CorsOrigin => ({
  origin: row.origin,
  allowCredentials: row.credentials === 1,
  createdAt: row.created_at,
})

/**
 * A project's CORS allow-list in SQLite. Read on every cross-origin request, so changes made
 * with `vellum cors` while the server runs apply at once.
 *
 * @example
 * const cors = new CorsStore(db, 'local')
 * cors.add('http://localhost:3333', {allowCredentials: true})
 * cors.get('http://localhost:3333') // {origin, allowCredentials: true, createdAt}
 * @public
 */
export class CorsStore {
  constructor(
    private readonly db: Database.Database,
    private readonly projectId: string,
  ) {}

  /**
   * Puts an origin on the list, or changes its credentials flag when it is there already.
   * @throws CorsInputError for a value that is not an origin.
   */
  add(origin: string, options: {allowCredentials?: boolean} = {}): CorsOrigin {
    const normalized = normalizeOrigin(origin)
    this.db
      .prepare(
        `INSERT INTO cors_origins (project, origin, credentials, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (project, origin) DO UPDATE SET credentials = excluded.credentials`,
      )
      .run(this.projectId, normalized, options.allowCredentials ? 1 : 0, new Date().toISOString())
    return this.get(normalized)!
  }

  /** The entry for an origin exactly as a browser sends it, or undefined. */
  get(origin: string): CorsOrigin | undefined {
    const row = this.db
      .prepare<[string, string], Row>(
        'SELECT origin, credentials, created_at FROM cors_origins WHERE project = ? AND origin = ?',
      )
      .get(this.projectId, origin)
    return row && toOrigin(row)
  }

  /** Every origin of the project, oldest first. */
  list(): CorsOrigin[] {
    return this.db
      .prepare<[string], Row>(
        'SELECT origin, credentials, created_at FROM cors_origins WHERE project = ? ORDER BY created_at, origin',
      )
      .all(this.projectId)
      .map(toOrigin)
  }

  /**
   * Takes an origin off the list.
   * @returns whether it was on it.
   * @throws CorsInputError for a value that is not an origin.
   */
  remove(origin: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM cors_origins WHERE project = ? AND origin = ?')
        .run(this.projectId, normalizeOrigin(origin)).changes > 0
    )
  }
}
