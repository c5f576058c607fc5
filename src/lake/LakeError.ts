import type {Permission} from '../types'

/** What went wrong, in the categories the HTTP layer maps to statuses. */
export type LakeErrorKind = 'badRequest' | 'queryParse' | 'mutation' | 'notFound' | 'conflict' | 'permission'

/**
 * An error the lake reports to its callers with enough detail for a clear HTTP answer:
 * `kind` picks the status, `details` carries the body fields clients expect.
 */
export class LakeError extends Error {
  readonly kind: LakeErrorKind
  readonly details: Record<string, unknown>

  constructor(kind: LakeErrorKind, message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.name = 'LakeError'
    this.kind = kind
    this.details = details
  }
}

/** A GROQ syntax error as a `queryParse` LakeError with the query and the error's position. */
export function queryParseError(error: unknown, query: string): LakeError {
  const position = error as {position?: number; end?: number}
  const start = position.position ?? 0
  return new LakeError('queryParse', error instanceof Error ? error.message : String(error), {query, start, end: position.end ?? start + 1})
}

/**
 * A `permission` LakeError naming the permission a document lacks, for the checks callers of
 * the lake make themselves (history, asset uploads); the server answers it with a 403.
 */
export function permissionDenied(permission: Permission, documentId: string): LakeError {
  return new LakeError('permission', `Insufficient permissions; permission "${permission}" required on document "${documentId}"`)
}
