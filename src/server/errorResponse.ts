import {LakeError, lakeErrorResponse} from '../lake'
import {HttpError} from './HttpError'

/** The status and JSON body a failed request is answered with. */
export interface ErrorResponse {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
  /** True for failures that are the server's fault (worth logging). */
  unexpected: boolean
}

/**
 * Maps any error a handler throws to the response @sanity/client expects for it: an
 * {@link HttpError} as it says, a LakeError by its kind (see {@link lakeErrorResponse}), and
 * anything else a 500 that never leaks internals (the message is logged on the server).
 */
export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError)
    return {status: error.status, body: error.body, headers: error.headers, unexpected: false}
  const {status, body} = lakeErrorResponse(error)
  return {status, body, headers: {}, unexpected: !(error instanceof LakeError)}
}
