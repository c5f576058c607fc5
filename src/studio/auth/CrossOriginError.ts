/**
 * The studio's origin may not call the server with credentials: `/users/me` got no answer but
 * `/ping` (which every origin may call without credentials) did. The shell
 * shows the cross-origin dialog 'Before you continue...'.
 */
export class CrossOriginError extends Error {
  /** The project whose CORS allow-list lacks the origin. */
  readonly projectId: string
  /** The server, e.g. `https://api.example.com`. */
  readonly apiHost: string
  /** The studio's origin, when known. */
  readonly origin: string | undefined

  constructor(options: {projectId: string; apiHost: string; origin?: string | undefined}) {
    const who = options.origin ?? 'This origin'
    super(
      `${who} may not call ${options.apiHost} with credentials: add it to the CORS origins of project "${options.projectId}"`,
    )
    this.name = 'CrossOriginError'
    this.projectId = options.projectId
    this.apiHost = options.apiHost
    this.origin = options.origin
  }
}
