import type {ClientErrorDetails} from './ClientError'

/**
 * A listen stream the server ended with an error event: `channelError` (the listen cannot
 * start, e.g. a GROQ filter that does not parse; `details` then holds the parse position) or
 * `disconnect` (the server drops the listener for good). Either ends the observable; the
 * client does not reconnect, since the same request would fail the same way.
 * @public
 */
export class ChannelError extends Error {
  /** Which event ended the stream. */
  readonly event: 'channelError' | 'disconnect'
  /** The structured error the server sent with it, if any. */
  readonly details: ClientErrorDetails | undefined

  constructor(event: 'channelError' | 'disconnect', message: string, details?: ClientErrorDetails) {
    super(message)
    this.name = 'ChannelError'
    this.event = event
    this.details = details
  }

  /**
   * The error for an event's data as the server sends it: `{message, error?}` for
   * `channelError`, `{reason}` for `disconnect`.
   */
  static fromEvent(event: 'channelError' | 'disconnect', data: unknown): ChannelError {
    const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
    const error = record.error
    const details =
      typeof error === 'object' && error !== null && typeof (error as {description?: unknown}).description === 'string'
        ? (error as ClientErrorDetails)
        : undefined
    const text = [record.message, record.reason, details?.description].find(
      (value): value is string => typeof value === 'string' && value !== '',
    )
    return new ChannelError(
      event,
      text ?? (event === 'disconnect' ? 'The server ended the listener' : 'The listener could not be started'),
      details,
    )
  }
}
