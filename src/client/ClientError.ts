/**
 * One failing mutation of a refused transaction, as the server lists it in `details.items`.
 * @public
 */
export interface MutationErrorItem {
  /** The position of the failing mutation in the transaction. */
  index: number
  /** What went wrong with this mutation. */
  error: {
    /** The mutation engine's error type, e.g. `documentAlreadyExistsError`. */
    type: string
    /** The mutation engine's description of the error, in words. */
    description: string
    /** The document the failing mutation addressed. */
    id?: string
    /** The missing permission of an `insufficientPermissionsError`. */
    permission?: string
    /** Documents still referring to an asset that cannot be deleted. */
    referencingIDs?: string[]
  }
}

/**
 * The structured part of an error answer (`body.error` when it is an object): a `mutationError`
 * with its `items`, or a `queryParseError` with the query and the position of the mistake.
 * @public
 */
export interface ClientErrorDetails {
  /** The error's type, e.g. `mutationError`, `queryParseError`. */
  type: string
  /** The server's description of the error, in words. */
  description: string
  /** Failing mutations of a `mutationError`. */
  items?: MutationErrorItem[]
  /** The query of a `queryParseError`. */
  query?: string
  /** Start offset of the mistake in `query`. */
  start?: number
  /** End offset of the mistake in `query`. */
  end?: number
  /** Any other field of the error body, as the server sent it. */
  [field: string]: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An error answer from the server (or the same answer from the in-process transport): the
 * HTTP status, the server's description as the message, and the body's details.
 *
 * The shell signs out on `statusCode === 401`; commit handling tells conflicts (409) from bad
 * mutations (400) and missing permissions (403).
 *
 * @example
 * try {
 *   await client.mutate([{create: {_id: 'a', _type: 'post'}}])
 * } catch (error) {
 *   if (error instanceof ClientError && error.statusCode === 409) console.log(error.details?.items)
 * }
 * @public
 */
export class ClientError extends Error {
  /** The HTTP status, e.g. 400, 401, 403, 404, 409, 413, 500. */
  readonly statusCode: number
  /** What the server said went wrong (also the `message`). */
  readonly description: string
  /** `body.error` when it is structured: mutation error items, query parse positions. */
  readonly details: ClientErrorDetails | undefined
  /** The whole response body: parsed JSON, or the text when it was not JSON. */
  readonly responseBody: unknown

  constructor(
    statusCode: number,
    description: string,
    options: {details?: ClientErrorDetails; responseBody?: unknown; cause?: unknown} = {},
  ) {
    super(description, options.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'ClientError'
    this.statusCode = statusCode
    this.description = description
    this.details = options.details
    this.responseBody = options.responseBody
  }

  /**
   * The error for a failed response, read from the body forms the server sends:
   * `{error: {type, description, …}}` (mutation and query parse errors) and
   * `{error: 'Bad Request', message, statusCode}` (everything else). A body in neither form
   * (a proxy's HTML page) gives the status and its reason.
   *
   * @param statusCode - the response status
   * @param body - the parsed JSON body, or the body text
   * @param statusText - the reason phrase, for bodies that say nothing
   */
  static fromResponse(statusCode: number, body: unknown, statusText = ''): ClientError {
    if (isObject(body)) {
      const {error, message} = body
      if (isObject(error) && typeof error.description === 'string') {
        const details = {
          ...error,
          type: typeof error.type === 'string' ? error.type : 'error',
          description: error.description,
        } as ClientErrorDetails
        return new ClientError(statusCode, error.description, {details, responseBody: body})
      }
      if (typeof message === 'string' && message !== '')
        return new ClientError(statusCode, message, {responseBody: body})
      if (typeof error === 'string' && error !== '') return new ClientError(statusCode, error, {responseBody: body})
    }
    const text = typeof body === 'string' ? body.trim() : ''
    // A short plain-text body is the server's own words; a long one is likely an HTML page.
    const description =
      text !== '' && text.length <= 200 && !text.startsWith('<')
        ? text
        : `HTTP ${statusCode}${statusText ? ` ${statusText}` : ''}`
    return new ClientError(statusCode, description, {responseBody: body})
  }
}
