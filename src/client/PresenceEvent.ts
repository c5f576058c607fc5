import type {Path} from '../types'

/**
 * Where a session is: a document (and a path in it) and when it was last active there.
 * @public
 */
export interface PresenceLocation {
  /** What kind of location it is; `document` for the ones the studio sends. */
  type: string
  /** The id of the document the session is in. */
  documentId: string
  /** Where in the document: the path of the field being edited (`[]` for the document itself). */
  path: Path
  /** An ISO timestamp. */
  lastActiveAt: string
}

/**
 * A message this client sends on the presence socket: where one of its sessions is (`state`),
 * that it leaves (`disconnect`), or a request for everyone to announce themselves (`rollCall`).
 * @public
 */
export type PresenceMessage =
  | {type: 'state'; sessionId: string; locations: PresenceLocation[]}
  | {type: 'disconnect'; sessionId: string}
  | {type: 'rollCall'; sessionId?: string}

/**
 * Who sent a relayed presence message, as the server's authentication found them.
 * @public
 */
export interface PresenceSender {
  /** The sender's user (or token) id. */
  userId: string
  /** The sender's id and display name. */
  user: {id: string; name: string}
  /** When the server relayed it (ISO). */
  timestamp: string
}

/**
 * Another session says where it is.
 * @public
 */
export type PresenceStateEvent = {type: 'state'; sessionId: string; locations: PresenceLocation[]} & PresenceSender
/**
 * Another session asks everyone to announce themselves again.
 * @public
 */
export type PresenceRollCallEvent = {type: 'rollCall'; sessionId?: string} & PresenceSender
/**
 * Another session left (it said so, or its socket closed).
 * @public
 */
export type PresenceDisconnectEvent = {type: 'disconnect'; sessionId: string} & PresenceSender
/**
 * The server refused one of this client's messages (e.g. a session id another socket owns).
 * @public
 */
export interface PresenceErrorEvent {
  /** Tells this event from the other presence events. */
  type: 'error'
  /** The server's reason, in words. */
  message: string
}
/**
 * The socket is open (first connection or after a reconnect). Own `state` messages are sent
 * again automatically; send a `rollCall` to hear from everyone else.
 * @public
 */
export interface PresenceConnectedEvent {
  /** Tells this event from the other presence events. */
  type: 'connected'
}
/**
 * The socket was lost (or could not be opened); the client reconnects with backoff. Once per outage.
 * @public
 */
export interface PresenceReconnectEvent {
  /** Tells this event from the other presence events. */
  type: 'reconnect'
}

/**
 * What {@link VellumClient.presence} emits.
 * @public
 */
export type PresenceEvent =
  | PresenceStateEvent
  | PresenceRollCallEvent
  | PresenceDisconnectEvent
  | PresenceErrorEvent
  | PresenceConnectedEvent
  | PresenceReconnectEvent

/**
 * Options of {@link VellumClient.presence}.
 * @public
 */
export interface PresenceOptions {
  /**
   * Interval of heartbeats on an open socket, in ms (default {@link PRESENCE_HEARTBEAT_MS}); the
   * server drops sockets that stay silent longer than its idle timeout (60 s by default).
   */
  heartbeatMs?: number
}

/** The default interval of presence heartbeats: 20 seconds. */
export const PRESENCE_HEARTBEAT_MS = 20_000

const MAX_SESSION_ID_LENGTH = 200
// The server's limit of locations per state message.
const MAX_LOCATIONS = 100

/**
 * Checks a presence message before it is sent, so a malformed one fails where it was made
 * rather than as an error event from the server later.
 * @throws TypeError naming what is wrong.
 */
export function assertPresenceMessage(message: PresenceMessage): void {
  const sessionId = (message as {sessionId?: unknown}).sessionId
  const needsSession = message.type !== 'rollCall'
  if (!['state', 'disconnect', 'rollCall'].includes(message.type)) {
    throw new TypeError(
      `Unknown presence message type ${JSON.stringify(message.type)}: use state, disconnect or rollCall`,
    )
  }
  if (needsSession || sessionId !== undefined) {
    if (typeof sessionId !== 'string' || sessionId === '' || sessionId.length > MAX_SESSION_ID_LENGTH) {
      throw new TypeError(
        `A "${message.type}" presence message needs a sessionId of 1-${MAX_SESSION_ID_LENGTH} characters`,
      )
    }
  }
  if (message.type !== 'state') return
  if (!Array.isArray(message.locations)) throw new TypeError('A "state" presence message needs a locations array')
  if (message.locations.length > MAX_LOCATIONS)
    throw new TypeError(`A "state" presence message may carry at most ${MAX_LOCATIONS} locations`)
  message.locations.forEach((location, index) => {
    const where = `locations[${index}]`
    if (typeof location !== 'object' || location === null) throw new TypeError(`${where} must be an object`)
    if (typeof location.type !== 'string') throw new TypeError(`${where}.type must be a string`)
    if (typeof location.documentId !== 'string' || location.documentId === '')
      throw new TypeError(`${where}.documentId must be a non-empty string`)
    if (location.path !== undefined && !Array.isArray(location.path))
      throw new TypeError(`${where}.path must be an array of path segments`)
    if (location.lastActiveAt !== undefined && typeof location.lastActiveAt !== 'string')
      throw new TypeError(`${where}.lastActiveAt must be an ISO timestamp string`)
  })
}
