/**
 * The state of the connection to the server: connecting, connected with
 * the time of the last heartbeat, or failed with when the next attempt is due.
 * @beta
 */
export type ConnectionStatus = ConnectingStatus | ConnectedStatus | ConnectionErrorStatus

/**
 * An attempt is under way: the first one, or a retry.
 * @beta
 */
export interface ConnectingStatus {
  /** Tells this status from the others. */
  type: 'connecting'
  /** The failed attempts before this one (0 for the first attempt and after a success). */
  attemptNo: number
}

/**
 * The server answers.
 * @beta
 */
export interface ConnectedStatus {
  /** Tells this status from the others. */
  type: 'connected'
  /** When the last heartbeat was answered. */
  lastHeartbeat: Date
}

/**
 * The server could not be reached (or the browser went offline); a retry is scheduled.
 * @beta
 */
export interface ConnectionErrorStatus {
  /** Tells this status from the others. */
  type: 'error'
  /** Why the last attempt failed. */
  error: Error
  /** When the next attempt is made unless the browser comes back online first. */
  retryAt: Date
  /** Whether the browser said it was offline when the attempt failed. */
  isOffline: boolean
  /** How many attempts in a row have failed, from 1. */
  attemptNo: number
}
