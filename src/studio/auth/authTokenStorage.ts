/**
 * What the auth store keeps tokens in: `localStorage`, or any object with the same three methods.
 * @public
 */
export type AuthTokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A stored session token and when it was stored. */
export interface AuthTokenRecord {
  token: string
  /** ISO 8601 time the token was stored. */
  time: string
}

/** The prefix of the per-project storage key: `__studio_auth_token_{projectId}`, as hosted studios name it. */
export const AUTH_TOKEN_KEY_PREFIX = '__studio_auth_token_'

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The storage key of a project's session token: `__studio_auth_token_{projectId}`.
 *
 * @throws Error for an invalid project id (not 1–64 letters, digits, `_` or `-`), which would make a key that
 *   another project's key could collide with.
 * @example
 * authTokenKey('local') // '__studio_auth_token_local'
 */
export function authTokenKey(projectId: string): string {
  if (typeof projectId !== 'string' || !PROJECT_ID.test(projectId)) {
    throw new Error(
      `Invalid project id "${String(projectId)}" for the auth token key: use 1-64 letters, digits, "_" or "-"`,
    )
  }
  return `${AUTH_TOKEN_KEY_PREFIX}${projectId}`
}

/**
 * Reads the token stored under `key`. A record that is not valid JSON or lacks a token reads
 * as none, so a damaged entry signs the user out instead of breaking the studio.
 */
export function readAuthToken(storage: AuthTokenStorage, key: string): AuthTokenRecord | null {
  let text: string | null
  try {
    text = storage.getItem(key)
  } catch {
    // Storage can refuse access (privacy settings); then there is no stored token.
    return null
  }
  if (text === null) return null
  try {
    const record = JSON.parse(text) as unknown
    if (record === null || typeof record !== 'object') return null
    const {token, time} = record as Record<string, unknown>
    if (typeof token !== 'string' || token === '') return null
    return {token, time: typeof time === 'string' ? time : ''}
  } catch {
    return null
  }
}

/**
 * Stores a token with the current time as `{token, time}`.
 * @returns whether it was stored: full or refused storage keeps the token in memory only.
 */
export function writeAuthToken(storage: AuthTokenStorage, key: string, token: string, now: Date): boolean {
  const record: AuthTokenRecord = {token, time: now.toISOString()}
  try {
    storage.setItem(key, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}

/** Removes the stored token; refused storage is left as it is. */
export function clearAuthToken(storage: AuthTokenStorage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // Nothing more can be done; the in-memory state is signed out either way.
  }
}

/**
 * A storage kept in memory, for runtimes without `localStorage` (Node, locked-down browsers).
 * @public
 */
export function memoryTokenStorage(): AuthTokenStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}
