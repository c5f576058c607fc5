import type {PresenceLocation} from '../../client'
import type {Path} from '../../types'

/**
 * A user as presence shows them: the id and name the server stamped on their messages.
 * @beta
 */
export interface PresenceUser {
  id: string
  name: string
}

/**
 * One session of a user — a browser tab — and where it is: its id, its user, when it was last
 * active, and the documents and fields it is at.
 * @beta
 */
export interface PresenceSession {
  sessionId: string
  userId: string
  user: PresenceUser
  /** When the session last reported (ISO): the server's time of its latest message. */
  lastActiveAt: string
  /** The documents (and paths in them) the session is at. */
  locations: PresenceLocation[]
}

/**
 * A user who is online, with all of their sessions.
 * @beta
 */
export interface UserPresence {
  userId: string
  user: PresenceUser
  /** The latest `lastActiveAt` of the user's sessions (ISO). */
  lastActiveAt: string
  sessions: PresenceSession[]
}

/**
 * Someone at a document: one location of one session, for avatars in the form and the pane.
 * @beta
 */
export interface DocumentPresence {
  sessionId: string
  userId: string
  user: PresenceUser
  /** Where in the document (the empty path: the document itself). */
  path: Path
  /** When the session was last active at this location (ISO). */
  lastActiveAt: string
}

/**
 * A location as {@link PresenceStore.reportLocations} takes it: `type` and `lastActiveAt` may be left out.
 * @beta
 */
export interface PresenceLocationInput {
  /** What kind of place it is (default `document`). */
  type?: string
  /** The document's id (draft or published; presence is matched by the published id). */
  documentId: string
  /** Where in the document (default the empty path). */
  path?: Path
  /** When the user was last active there (ISO; default the time of the report call). */
  lastActiveAt?: string
}
