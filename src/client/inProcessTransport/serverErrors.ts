import {httpErrorBody, LakeError, lakeErrorResponse} from '../../lake'
import {ClientError} from '../ClientError'

/**
 * The errors the in-process transport answers with, built from the same bodies the server
 * answers with (`httpErrorBody` and `lakeErrorResponse` of the lake) and read back by the
 * same {@link ClientError.fromResponse} as HTTP answers, so both transports fail alike.
 */

/** An error in the server's `{error, message, statusCode}` form. */
export function httpError(status: number, message: string): ClientError {
  return ClientError.fromResponse(status, httpErrorBody(status, message))
}

/** A 400 saying what was wrong with the request. */
export function badRequest(message: string): ClientError {
  return httpError(400, message)
}

/**
 * The {@link ClientError} the server would answer a thrown error with: a LakeError by its
 * kind, a ClientError as it is, anything else a 500 that keeps the original as its `cause`
 * (in-process there is no server log to find it in).
 */
export function toClientError(error: unknown): ClientError {
  if (error instanceof ClientError) return error
  const {status, body} = lakeErrorResponse(error)
  if (error instanceof LakeError) return ClientError.fromResponse(status, body)
  return new ClientError(status, String(body.message), {responseBody: body, cause: error})
}
