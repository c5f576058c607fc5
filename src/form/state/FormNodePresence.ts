import type {Path} from '../../types'

/**
 * Someone at a place in the document, as field headers show them: the user and
 * when they were last active. The studio maps its presence store's sessions to these.
 * @public
 */
export interface FormNodePresence {
  /** The session (browser tab) the person is in; one person may be present in several. */
  sessionId: string
  /** Who it is: user id, and the name and avatar URL shown when known. */
  user: {id: string; displayName?: string; imageUrl?: string}
  /** Where in the document, from the document root. */
  path: Path
  /** When the session was last active there (ISO). */
  lastActiveAt: string
}
