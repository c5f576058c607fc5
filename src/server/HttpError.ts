/** The reason phrases of the statuses the server answers with, as hosted content lakes spell them. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** The reason phrase of an HTTP status. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error'
}

/**
 * An error with an HTTP status and the exact JSON body to answer with. Route handlers throw
 * it; the request handler turns it into the response.
 */
export class HttpError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(status: number, message: string, options: {body?: Record<string, unknown>; headers?: Record<string, string>} = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    // The `{error, message, statusCode}` form: @sanity/client shows it as "<error> - <message>".
    this.body = options.body ?? {error: reasonPhrase(status), message, statusCode: status}
    this.headers = options.headers ?? {}
  }
}

/** A 400 with a message that says what was wrong with the request. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message)
}
