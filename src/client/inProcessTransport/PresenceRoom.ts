import type {PresenceEvent, PresenceLocation, PresenceMessage} from '../PresenceEvent'

/** One in-process presence connection in a room. */
export interface PresenceMember {
  user: {id: string; name: string}
  /** Session ids this member announced; its own until it disconnects them. */
  sessions: Set<string>
  /** Receives relayed messages and errors (the room calls it asynchronously). */
  deliver(event: PresenceEvent): void
}

/**
 * The in-process twin of the server's presence hub for one dataset: relays each member's
 * messages to the others, stamped with the sender's user and a timestamp; refuses a session id
 * another member speaks for; announces a leaving member's sessions as disconnected.
 */
export class PresenceRoom {
  private readonly members = new Set<PresenceMember>()

  /** Adds a member; returns its leave function. */
  join(member: PresenceMember): () => void {
    this.members.add(member)
    return () => this.leave(member)
  }

  /** Handles one message of a member, as the server handles a text frame. */
  receive(member: PresenceMember, message: PresenceMessage): void {
    // A roll-call may name its session too: it claims that session like any other message.
    if (message.sessionId !== undefined && !member.sessions.has(message.sessionId)) {
      for (const other of this.members) {
        if (other !== member && other.sessions.has(message.sessionId)) {
          this.send(member, {
            type: 'error',
            message: `The session "${message.sessionId}" belongs to another connection`,
          })
          return
        }
      }
    }
    if (message.type === 'disconnect') member.sessions.delete(message.sessionId)
    else if (message.sessionId !== undefined) member.sessions.add(message.sessionId)
    const stamp = {userId: member.user.id, user: {...member.user}, timestamp: new Date().toISOString()}
    let relayed: PresenceEvent
    if (message.type === 'state')
      relayed = {
        type: 'state',
        sessionId: message.sessionId,
        locations: message.locations.map(normaliseLocation),
        ...stamp,
      }
    else if (message.type === 'disconnect') relayed = {type: 'disconnect', sessionId: message.sessionId, ...stamp}
    else
      relayed = {type: 'rollCall', ...(message.sessionId === undefined ? {} : {sessionId: message.sessionId}), ...stamp}
    for (const other of this.members) if (other !== member) this.send(other, relayed)
  }

  private leave(member: PresenceMember): void {
    if (!this.members.delete(member)) return
    const timestamp = new Date().toISOString()
    for (const sessionId of member.sessions) {
      const event: PresenceEvent = {
        type: 'disconnect',
        sessionId,
        userId: member.user.id,
        user: {...member.user},
        timestamp,
      }
      for (const other of this.members) this.send(other, event)
    }
    member.sessions.clear()
  }

  private send(member: PresenceMember, event: PresenceEvent): void {
    // Each member gets its own copy, as each socket gets its own frame.
    const copy = JSON.parse(JSON.stringify(event)) as PresenceEvent
    queueMicrotask(() => member.deliver(copy))
  }
}

/** Only the known fields travel on, with the server's defaults. */
function normaliseLocation(location: PresenceLocation): PresenceLocation {
  return {
    type: location.type,
    documentId: location.documentId,
    path: Array.isArray(location.path) ? location.path : [],
    lastActiveAt: typeof location.lastActiveAt === 'string' ? location.lastActiveAt : new Date().toISOString(),
  }
}
