import {randomKey} from '../../document'

/** The length of a presence session id, in characters. */
export const PRESENCE_SESSION_ID_LENGTH = 16

/** The session storage key the presence session id is kept under. */
export const PRESENCE_SESSION_STORAGE_KEY = 'vellum.presence.sessionId'

/**
 * The part of the Web Storage API the session id needs.
 * @beta
 */
export type SessionIdStorage = Pick<Storage, 'getItem' | 'setItem'>

const SESSION_ID = new RegExp(`^[A-Za-z0-9]{${PRESENCE_SESSION_ID_LENGTH}}$`)

function pageSessionStorage(): SessionIdStorage | undefined {
  try {
    return (globalThis as {sessionStorage?: SessionIdStorage}).sessionStorage
  } catch {
    // Reading `sessionStorage` throws where storage is blocked (sandboxed frames, some privacy modes).
    return undefined
  }
}

/**
 * The presence session id of this tab: read from session storage, or made (16 random
 * characters) and stored there, so a reload keeps the session and other users see the same
 * session come back rather than a new one. Without usable storage a new
 * id is made on every call.
 *
 * @param storage - where to keep it (default `globalThis.sessionStorage`; null: do not keep it)
 * @returns the session id
 */
export function presenceSessionId(storage: SessionIdStorage | null | undefined = pageSessionStorage()): string {
  try {
    const stored = storage?.getItem(PRESENCE_SESSION_STORAGE_KEY)
    if (typeof stored === 'string' && SESSION_ID.test(stored)) return stored
  } catch {
    // Storage that fails to read is treated as empty.
  }
  const sessionId = randomKey(PRESENCE_SESSION_ID_LENGTH)
  try {
    storage?.setItem(PRESENCE_SESSION_STORAGE_KEY, sessionId)
  } catch {
    // A full or blocked storage only costs the id's survival across reloads.
  }
  return sessionId
}
