/** The reason phrases of the statuses the server answers with, as hosted content lakes spell them. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** The reason phrase of an HTTP status (`Error` for one the server does not answer with). */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error'
}

/** The JSON body of a plain error answer. */
export interface HttpErrorBody {
  [field: string]: unknown
  /** The reason phrase of the status. */
  error: string
  /** What was wrong, in words. */
  message: string
  statusCode: number
}

/**
 * The body of a plain error answer, in the `{error, message, statusCode}` form @sanity/client
 * shows as "<error> - <message>". The server answers with it; the in-process transport builds
 * the same so both transports fail alike.
 *
 * @example
 * httpErrorBody(400, 'A GROQ "query" is required') // {error: 'Bad Request', message: 'A GROQ "query" is required', statusCode: 400}
 */
export function httpErrorBody(status: number, message: string): HttpErrorBody {
  return {error: reasonPhrase(status), message, statusCode: status}
}
