import type {OperationName} from './DocumentOperations'
import type {OperationDisabledReason} from './OperationDisabledReason'

// What is missing, per reason; publish's wording is the one hosted studios throw.
const CONDITIONS: Record<OperationDisabledReason, string> = {
  NO_CHANGES: 'draft is missing',
  ALREADY_PUBLISHED: 'draft is missing',
  NOT_PUBLISHED: 'published is missing',
  NOTHING_TO_DELETE: 'there is nothing to delete',
  NOTHING_TO_DUPLICATE: 'there is nothing to duplicate',
  LIVE_EDIT_ENABLED: 'live edit is enabled',
  NOT_READY: 'the document is not loaded',
}

/**
 * Thrown by an operation's `execute` when, at the moment it would run, the operation is
 * disabled (the pair changed after the button was enabled, or `execute` was called anyway).
 * Publishing without a draft gives 'cannot execute publish when draft is missing'.
 * @beta
 */
export class OperationDisabledError extends Error {
  /** The operation that could not run. */
  readonly operation: OperationName
  /** Why it is disabled, e.g. `NO_CHANGES` or `LIVE_EDIT_ENABLED`. */
  readonly reason: OperationDisabledReason

  constructor(operation: OperationName, reason: OperationDisabledReason) {
    super(`cannot execute ${operation} when ${CONDITIONS[reason]}`)
    this.name = 'OperationDisabledError'
    this.operation = operation
    this.reason = reason
  }
}
