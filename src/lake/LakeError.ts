import type {Permission} from '../types'

/**
 * What went wrong, in the categories the HTTP layer maps to statuses: `queryEvaluation` is a
 * query that parses but cannot be evaluated (a function given the wrong types, one the lake
 * does not implement), `queryLimit` a query stopped by a limit it ran into (its time, the size
 * of its result), `tooLarge` a request larger than a limit allows (a query's length).
 * @public
 */
export type LakeErrorKind =
  | 'badRequest'
  | 'queryParse'
  | 'queryEvaluation'
  | 'queryLimit'
  | 'tooLarge'
  | 'mutation'
  | 'notFound'
  | 'conflict'
  | 'permission'

/**
 * An error the lake reports to its callers with enough detail for a clear HTTP answer:
 * `kind` picks the status, `details` carries the body fields clients expect.
 * @public
 */
export class LakeError extends Error {
  /** What went wrong; the server answers with the HTTP status of this kind. */
  readonly kind: LakeErrorKind
  /**
   * Extra fields for the error body a client reads (e.g. `problems` for unusable grants); empty when there are none.
   */
  readonly details: Record<string, unknown>

  constructor(kind: LakeErrorKind, message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.name = 'LakeError'
    this.kind = kind
    this.details = details
  }
}

/**
 * A GROQ syntax error as a `queryParse` LakeError with the query and the error's position. A
 * query nested too deeply for the parser's stack gets a message that says so.
 */
export function queryParseError(error: unknown, query: string): LakeError {
  const position = error as {position?: number; end?: number}
  const start = position.position ?? 0
  const message =
    error instanceof RangeError
      ? 'The query is nested too deeply to parse'
      : error instanceof Error
        ? error.message
        : String(error)
  return new LakeError('queryParse', message, {query, start, end: position.end ?? start + 1})
}

/** The `queryLimit` LakeError of a query stopped at its time limit: 'Query timed out'. */
export function queryTimedOut(timeoutMs: number): LakeError {
  return new LakeError('queryLimit', 'Query timed out', {type: 'queryTimeoutError', timeoutMs})
}

/**
 * A `permission` LakeError naming the permission a document lacks, for the checks callers of
 * the lake make themselves (history, asset uploads); the server answers it with a 403.
 */
export function permissionDenied(permission: Permission, documentId: string): LakeError {
  return new LakeError(
    'permission',
    `Insufficient permissions; permission "${permission}" required on document "${documentId}"`,
  )
}
