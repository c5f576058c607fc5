import type {PresenceEvent} from '../../client'
import type {PresenceSession} from './PresenceSession'

/** Other sessions by session id, as the presence events so far describe them. */
export type PresenceSessions = ReadonlyMap<string, PresenceSession>

/**
 * Applies one presence event to the known sessions and returns the new ones (the given map is
 * not changed): a `state` adds or replaces its session, a `disconnect` removes it, and a
 * `reconnect` forgets everyone, since who left while the socket was down is unknown (the
 * roll-call after reconnecting brings the others back). `connected`, `rollCall` and `error`
 * change nothing.
 *
 * @throws Error `Unknown presence event type "…"` for an event of another type (not `rollCall`, `state` or `disconnect`)
 */
export function applyPresenceEvent(sessions: PresenceSessions, event: PresenceEvent): PresenceSessions {
  switch (event.type) {
    case 'state': {
      const next = new Map(sessions)
      next.set(event.sessionId, {
        sessionId: event.sessionId,
        userId: event.userId,
        user: {id: event.user.id, name: event.user.name},
        lastActiveAt: event.timestamp,
        locations: event.locations,
      })
      return next
    }
    case 'disconnect': {
      if (!sessions.has(event.sessionId)) return sessions
      const next = new Map(sessions)
      next.delete(event.sessionId)
      return next
    }
    case 'reconnect':
      return sessions.size === 0 ? sessions : new Map()
    case 'connected':
    case 'rollCall':
    case 'error':
      return sessions
    default:
      throw new Error(`Unknown presence event type ${JSON.stringify((event as {type?: unknown}).type)}`)
  }
}
