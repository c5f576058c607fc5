import {isRecord} from '../isRecord'

/**
 * The messages of the presence websocket. Clients send JSON text frames:
 *
 * - `{type: 'rollCall'}` — asks every other session of the dataset to announce itself again;
 * - `{type: 'state', sessionId, locations: [{type, documentId, path, lastActiveAt}]}` — where
 *   this session is;
 * - `{type: 'disconnect', sessionId}` — the session ends (the window unloads);
 * - `{type: 'ping'}` — a heartbeat; answered with `{type: 'pong'}` and never relayed.
 *
 * The server relays the first three to the other sessions of the same dataset, stamped with the
 * sender's user (`userId`, `user: {id, name}`) and a server `timestamp`; a user id in a client
 * message is ignored. A message it cannot accept is answered with `{type: 'error', message}`.
 */

/** The largest message a client may send, in bytes; larger ones close the socket with 1009. */
export const MAX_PRESENCE_MESSAGE_BYTES = 64 * 1024

/** The most locations one state message may carry. */
export const MAX_PRESENCE_LOCATIONS = 100

/** The longest session id a client may use. */
const MAX_SESSION_ID_LENGTH = 200

/** Where a session is: a document (and a path in it) and when it was last active there. */
export interface PresenceLocation {
  type: string
  documentId: string
  /** A path in the document, as segments: field names, indexes and `{_key}` objects. */
  path: unknown[]
  /** An ISO timestamp. */
  lastActiveAt: string
}

/** A message a client sent, once checked. */
export type PresenceClientMessage =
  | {type: 'rollCall'; sessionId?: string}
  | {type: 'state'; sessionId: string; locations: PresenceLocation[]}
  | {type: 'disconnect'; sessionId: string}
  | {type: 'ping'}

/** A client message the server refuses, with what was wrong. */
export class PresenceMessageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PresenceMessageError'
  }
}

function sessionIdOf(message: Record<string, unknown>, required: boolean): string | undefined {
  const {sessionId} = message
  if (sessionId === undefined && !required) return undefined
  if (typeof sessionId !== 'string' || sessionId === '') {
    throw new PresenceMessageError(`A "${String(message.type)}" message needs a sessionId: a non-empty string`)
  }
  if (sessionId.length > MAX_SESSION_ID_LENGTH)
    throw new PresenceMessageError(`A sessionId may have at most ${MAX_SESSION_ID_LENGTH} characters`)
  return sessionId
}

function locationOf(value: unknown, index: number): PresenceLocation {
  const where = `locations[${index}]`
  if (!isRecord(value)) throw new PresenceMessageError(`${where} must be an object`)
  const {type, documentId, path, lastActiveAt} = value
  if (typeof type !== 'string') throw new PresenceMessageError(`${where}.type must be a string`)
  if (typeof documentId !== 'string' || documentId === '')
    throw new PresenceMessageError(`${where}.documentId must be a non-empty string`)
  if (path !== undefined && !Array.isArray(path))
    throw new PresenceMessageError(`${where}.path must be an array of path segments`)
  if (lastActiveAt !== undefined && typeof lastActiveAt !== 'string')
    throw new PresenceMessageError(`${where}.lastActiveAt must be an ISO timestamp string`)
  // Only the known fields travel on: nothing else a client sends reaches other users.
  return {
    type,
    documentId,
    path: (path as unknown[] | undefined) ?? [],
    lastActiveAt: lastActiveAt ?? new Date().toISOString(),
  }
}

/**
 * Parses and checks one text frame from a client.
 * @throws PresenceMessageError for non-JSON, an unknown type, a missing sessionId or malformed
 * locations.
 */
export function parsePresenceMessage(text: string): PresenceClientMessage {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    throw new PresenceMessageError('Messages must be JSON objects with a "type"')
  }
  if (!isRecord(message)) throw new PresenceMessageError('Messages must be JSON objects with a "type"')
  switch (message.type) {
    case 'ping':
      return {type: 'ping'}
    case 'rollCall': {
      const sessionId = sessionIdOf(message, false)
      return sessionId === undefined ? {type: 'rollCall'} : {type: 'rollCall', sessionId}
    }
    case 'disconnect':
      return {type: 'disconnect', sessionId: sessionIdOf(message, true)!}
    case 'state': {
      const sessionId = sessionIdOf(message, true)!
      const locations = message.locations ?? []
      if (!Array.isArray(locations)) throw new PresenceMessageError('locations must be an array')
      if (locations.length > MAX_PRESENCE_LOCATIONS)
        throw new PresenceMessageError(`A state message may carry at most ${MAX_PRESENCE_LOCATIONS} locations`)
      return {type: 'state', sessionId, locations: locations.map(locationOf)}
    }
    default:
      throw new PresenceMessageError(
        `Unknown message type ${JSON.stringify(message.type)}: use rollCall, state, disconnect or ping`,
      )
  }
}
