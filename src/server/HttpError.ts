import {httpErrorBody, reasonPhrase} from '../lake'

export {reasonPhrase}

/**
 * An error with an HTTP status and the exact JSON body to answer with. Route handlers throw
 * it; the request handler turns it into the response.
 */
export class HttpError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(
    status: number,
    message: string,
    options: {body?: Record<string, unknown>; headers?: Record<string, string>} = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    // The `{error, message, statusCode}` form: @sanity/client shows it as "<error> - <message>".
    this.body = options.body ?? httpErrorBody(status, message)
    this.headers = options.headers ?? {}
  }
}

/** A 400 with a message that says what was wrong with the request. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message)
}
