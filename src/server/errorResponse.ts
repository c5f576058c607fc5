import {LakeError, type LakeErrorKind} from '../lake'
import {HttpError, reasonPhrase} from './HttpError'

/** The status and JSON body a failed request is answered with. */
export interface ErrorResponse {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
  /** True for failures that are the server's fault (worth logging). */
  unexpected: boolean
}

const STATUS_BY_KIND: Record<LakeErrorKind, number> = {
  badRequest: 400,
  queryParse: 400,
  mutation: 400,
  conflict: 409,
  notFound: 404,
  permission: 403,
}

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

function lakeErrorBody(error: LakeError, status: number): Record<string, unknown> {
  if (typeof error.details.errorType === 'string') return mutationErrorBody(error)
  if (error.kind === 'queryParse') {
    const {query, start, end} = error.details
    return {error: {type: 'queryParseError', description: error.message, query, start, end}}
  }
  return {error: reasonPhrase(status), message: error.message, statusCode: status}
}

/** Maps any error a handler throws to the response @sanity/client expects for it. */
export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) return {status: error.status, body: error.body, headers: error.headers, unexpected: false}
  if (error instanceof LakeError) {
    const status = STATUS_BY_KIND[error.kind]
    return {status, body: lakeErrorBody(error, status), headers: {}, unexpected: false}
  }
  // Never leak internals: the message is logged on the server, the client gets a generic one.
  return {
    status: 500,
    body: {error: reasonPhrase(500), message: 'The server failed to handle the request', statusCode: 500},
    headers: {},
    unexpected: true,
  }
}
