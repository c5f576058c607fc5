import {HttpError} from '../HttpError'

/**
 * Thrown when an uploaded buffer cannot be read as an image: not an image at all, a format the
 * server does not accept, or a corrupt or truncated file. It is an {@link HttpError} with
 * status 400, so a route that lets it escape answers `400 Bad Request` with its message.
 */
export class InvalidImageError extends HttpError {
  /** The decoder's own words, when there were any (for logs; already part of the message). */
  readonly detail: string | undefined

  /**
   * @param reason - what is wrong, as a sentence fragment (`'it is not a supported image format'`)
   * @param detail - the decoder's message, appended in parentheses
   */
  constructor(reason: string, detail?: string) {
    super(400, `Invalid image: ${reason}${detail ? ` (${detail})` : ''}`)
    this.name = 'InvalidImageError'
    this.detail = detail
  }
}

/**
 * Wraps an error thrown by the image decoder in an {@link InvalidImageError}, keeping only the
 * first line of its message (libvips repeats its warnings on the following lines).
 */
export function invalidImageFrom(error: unknown): InvalidImageError {
  if (error instanceof InvalidImageError) return error
  const message = error instanceof Error ? error.message : String(error)
  const firstLine = message.split('\n', 1)[0]?.trim()
  return new InvalidImageError('the file could not be decoded as an image', firstLine || undefined)
}
