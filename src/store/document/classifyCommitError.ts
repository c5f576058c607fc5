import {isRecord} from '../../document'

/**
 * What a failed commit means:
 * - `refused`: the server answered 400–499 — the transaction will never apply (a bad patch, a
 *   conflict, a missing permission); it is cancelled and its message surfaced.
 * - `alreadyCommitted`: a retried commit was refused because its transaction id is already
 *   taken — the earlier attempt reached the server although its answer was lost.
 * - `stale`: a commit sent with `ifRevisionID` was refused (409) because the document has
 *   another revision now, or one sent with a `create` because the document exists now:
 *   someone else's commit came first.
 * - `retry`: anything else (a 5xx answer, a lost connection); the mutations stay queued.
 */
export type CommitErrorKind = 'refused' | 'alreadyCommitted' | 'stale' | 'retry'

const TRANSACTION_ID_USED = 'transactionIdAlreadyUsedError'
const REVISION_MISMATCH = 'documentRevisionIDDoesNotMatchError'
const ALREADY_EXISTS = 'documentAlreadyExistsError'
// The mutation engine's description of a revision mismatch, for errors that carry only it.
const REVISION_MISMATCH_MESSAGE = /has revision ".*", expected "/
// And of a create of a document that exists.
const ALREADY_EXISTS_MESSAGE = /^Document ".*" already exists$/

/** The HTTP status an error carries (`statusCode`, as client errors have it), if any. */
export function errorStatusCode(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined
  const status = error.statusCode
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined
}

/** Whether an error is a refusal by the server (a status from 400 to 499). */
export function isRefusal(error: unknown): boolean {
  const status = errorStatusCode(error)
  return status !== undefined && status >= 400 && status <= 499
}

/** A human-readable message of any thrown value. */
export function errorMessage(error: unknown): string {
  if (isRecord(error) && typeof error.message === 'string') return error.message
  return String(error)
}

/**
 * Sorts a commit failure into {@link CommitErrorKind}.
 *
 * @param error - what `mutate` rejected with
 * @param transactionId - the id the commit was sent with
 * @param isRetry - whether an earlier attempt of the same commit was made
 */
export function classifyCommitError(error: unknown, transactionId: string, isRetry: boolean): CommitErrorKind {
  if (!isRefusal(error)) return 'retry'
  if (isRetry && errorStatusCode(error) === 409 && namesUsedTransaction(error, transactionId)) return 'alreadyCommitted'
  if (
    errorStatusCode(error) === 409 &&
    (namesErrorType(error, REVISION_MISMATCH) ||
      namesErrorType(error, ALREADY_EXISTS) ||
      REVISION_MISMATCH_MESSAGE.test(errorMessage(error)) ||
      ALREADY_EXISTS_MESSAGE.test(errorMessage(error)))
  )
    return 'stale'
  return 'refused'
}

/** Whether an error's structured details name a mutation error type. */
function namesErrorType(error: unknown, type: string): boolean {
  const details = isRecord(error) ? error.details : undefined
  if (!isRecord(details)) return false
  if (details.type === type || details.errorType === type) return true
  const items = details.items
  return (
    Array.isArray(items) && items.some((item) => isRecord(item) && isRecord(item.error) && item.error.type === type)
  )
}

// The server reports a reused transaction id as a 409 whose structured details name the error
// type, or (in a `mutationError` without items) only in the message; a random 22-character id
// in the message of a 409 to a retry can only mean this transaction.
function namesUsedTransaction(error: unknown, transactionId: string): boolean {
  return namesErrorType(error, TRANSACTION_ID_USED) || errorMessage(error).includes(transactionId)
}
