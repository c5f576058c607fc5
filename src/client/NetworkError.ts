/**
 * The server could not be reached at all (connection refused, DNS failure, CORS refusal, the
 * connection dropped before an answer). Its message names the host:
 * 'Unknown network error attempting to reach {host}'; the runtime's own error is the `cause`.
 * @public
 */
export class NetworkError extends Error {
  /** The host the request was for, e.g. `127.0.0.1:3400` or `api.example.com`. */
  readonly host: string

  constructor(host: string, options: {cause?: unknown} = {}) {
    super(
      `Unknown network error attempting to reach ${host}`,
      options.cause === undefined ? undefined : {cause: options.cause},
    )
    this.name = 'NetworkError'
    this.host = host
  }
}
