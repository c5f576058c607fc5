import {ClientError} from '../ClientError'

/**
 * The errors the in-process transport answers with, built as the server builds its error
 * responses (src/server/errorResponse.ts, HttpError.ts) and read back by the same
 * {@link ClientError.fromResponse} as HTTP answers, so both transports fail alike.
 */

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
}

/** The status of each LakeError kind, as the server maps them. */
const STATUS_BY_KIND: Record<string, number> = {
  badRequest: 400,
  queryParse: 400,
  mutation: 400,
  conflict: 409,
  notFound: 404,
  permission: 403,
}

/** A LakeError, recognised by shape (the client does not import the lake). */
interface LakeErrorLike {
  name: 'LakeError'
  message: string
  kind: string
  details: Record<string, unknown>
}

/** Whether an error is the lake's `LakeError`. */
export function isLakeError(error: unknown): error is LakeErrorLike {
  return (
    error instanceof Error &&
    error.name === 'LakeError' &&
    typeof (error as {kind?: unknown}).kind === 'string' &&
    typeof (error as {details?: unknown}).details === 'object' &&
    (error as {details?: unknown}).details !== null
  )
}

/** An error in the server's `{error, message, statusCode}` form. */
export function httpError(status: number, message: string): ClientError {
  return ClientError.fromResponse(status, {error: REASONS[status] ?? 'Error', message, statusCode: status})
}

/** A 400 saying what was wrong with the request. */
export function badRequest(message: string): ClientError {
  return httpError(400, message)
}

/** The server's 403 naming a missing permission on a document. */
export function forbidden(permission: string, documentId: string): ClientError {
  return httpError(403, `Insufficient permissions; permission "${permission}" required on document "${documentId}"`)
}

function lakeErrorBody(error: LakeErrorLike, status: number): Record<string, unknown> {
  const {errorType, index, documentId, permission, query, start, end} = error.details
  if (typeof errorType === 'string') {
    const item: Record<string, unknown> = {type: errorType, description: error.message}
    if (typeof documentId === 'string') item.id = documentId
    if (typeof permission === 'string') item.permission = permission
    return {
      error: {
        type: 'mutationError',
        description: `The mutation(s) failed: ${error.message}`,
        items: typeof index === 'number' ? [{error: item, index}] : [],
      },
    }
  }
  if (error.kind === 'queryParse') return {error: {type: 'queryParseError', description: error.message, query, start, end}}
  return {error: REASONS[status] ?? 'Error', message: error.message, statusCode: status}
}

/**
 * The {@link ClientError} the server would answer a thrown error with: a LakeError by its
 * kind, a ClientError as it is, anything else a 500 that keeps the original as its `cause`
 * (in-process there is no server log to find it in).
 */
export function toClientError(error: unknown): ClientError {
  if (error instanceof ClientError) return error
  if (isLakeError(error)) {
    const status = STATUS_BY_KIND[error.kind] ?? 500
    return ClientError.fromResponse(status, lakeErrorBody(error, status))
  }
  const body = {error: REASONS[500], message: 'The server failed to handle the request', statusCode: 500}
  return new ClientError(500, body.message, {responseBody: body, cause: error})
}
