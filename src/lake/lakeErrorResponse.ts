import {httpErrorBody} from './httpErrorBody'
import {LakeError, type LakeErrorKind} from './LakeError'

/** The HTTP status and JSON body a failed call is answered with. */
export interface LakeErrorResponse {
  status: number
  body: Record<string, unknown>
}

const STATUS_BY_KIND: Record<LakeErrorKind, number> = {
  badRequest: 400,
  queryParse: 400,
  queryEvaluation: 400,
  // Not 408: browsers resend a request answered 408 on a kept-alive connection, and a query
  // that ran out of time would only run out of time again.
  queryLimit: 422,
  tooLarge: 413,
  mutation: 400,
  conflict: 409,
  notFound: 404,
  permission: 403,
}

/** What an unexpected failure says: nothing of its internals. */
const UNEXPECTED_MESSAGE = 'The server failed to handle the request'

/**
 * The body of a failed transaction, in the form @sanity/client reads (`details.items`): one
 * item per failing mutation with the error type the mutation engine reported.
 */
function mutationErrorBody(error: LakeError): Record<string, unknown> {
  const {errorType, index, documentId, permission} = error.details
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

/**
 * The body of a query that parsed but failed or ran into a limit: `{error: {type, description}}`
 * as hosted content lakes answer query errors (@sanity/client shows the description as the
 * error's message), with `message` and `statusCode` for other clients. The type is
 * `queryEvaluationError`, `queryTimeoutError` or `queryResultTooLargeError`.
 */
function queryErrorBody(error: LakeError, status: number): Record<string, unknown> {
  const type = typeof error.details.type === 'string' ? error.details.type : 'queryEvaluationError'
  return {error: {type, description: error.message}, message: error.message, statusCode: status}
}

/**
 * The answer the server gives when handling a request throws: a {@link LakeError} by its kind
 * (400 bad request, query parse, query evaluation and mutation errors, 403 permission, 404,
 * 409 conflict, 413 too large, 422 a query past its time or result limit) with the body
 * @sanity/client expects for it — a `mutationError` with its items, a `queryParseError` with
 * the position, `{error: {type, description}}` for other query errors, else
 * `{error, message, statusCode}` — and anything else a 500 that leaks nothing (the caller logs
 * the error). The in-process transport answers the same, so both transports fail alike.
 */
export function lakeErrorResponse(error: unknown): LakeErrorResponse {
  if (!(error instanceof LakeError)) return {status: 500, body: httpErrorBody(500, UNEXPECTED_MESSAGE)}
  const status = STATUS_BY_KIND[error.kind]
  if (typeof error.details.errorType === 'string') return {status, body: mutationErrorBody(error)}
  if (error.kind === 'queryParse') {
    const {query, start, end} = error.details
    return {status, body: {error: {type: 'queryParseError', description: error.message, query, start, end}}}
  }
  if (error.kind === 'queryEvaluation' || error.kind === 'queryLimit')
    return {status, body: queryErrorBody(error, status)}
  return {status, body: httpErrorBody(status, error.message)}
}

/**
 * The data of the `channelError` event that ends a listen stream the lake refused to start
 * (`{message, error?}`; for a query that does not parse, `error` is the `queryParseError` with
 * its position), as @sanity/client reads it into a `ChannelError`.
 */
export function channelErrorBody(error: LakeError): Record<string, unknown> {
  const body: Record<string, unknown> = {message: error.message}
  if (error.kind === 'queryParse') body.error = {type: 'queryParseError', description: error.message, ...error.details}
  return body
}
