import type {PresenceLocation} from '../../client'
import type {Path} from '../../types'

/**
 * A user as presence shows them: the id and name the server stamped on their messages.
 * @beta
 */
export interface PresenceUser {
  /** The user's (or token's) id. */
  id: string
  /** The user's name, for avatars and tooltips. */
  name: string
}

/**
 * One session of a user — a browser tab — and where it is: its id, its user, when it was last
 * active, and the documents and fields it is at.
 * @beta
 */
export interface PresenceSession {
  /** The session's id, one per browser tab. */
  sessionId: string
  /** The id of the session's user (or token). */
  userId: string
  /** The session's user, as the server stamped it. */
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
  /** The user's (or token's) id. */
  userId: string
  /** The user, as the server stamped their messages. */
  user: PresenceUser
  /** The latest `lastActiveAt` of the user's sessions (ISO). */
  lastActiveAt: string
  /** The user's sessions (browser tabs), each with its locations. */
  sessions: PresenceSession[]
}

/**
 * Someone at a document: one location of one session, for avatars in the form and the pane.
 * @beta
 */
export interface DocumentPresence {
  /** The id of the session at the document. */
  sessionId: string
  /** The id of the session's user. */
  userId: string
  /** The session's user, as the server stamped it. */
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
