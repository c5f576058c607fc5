import {HttpError} from '../../HttpError'

/** Why one action of a request failed, as the item of an `actionError` body. */
export interface ActionErrorItem {
  /** What went wrong, e.g. `invalidActionError`, `documentRevisionIDDoesNotMatchError`. */
  type: string
  description: string
  /** The document the error is about, when it is about one. */
  id?: string
  /** The permission the caller lacks, for `insufficientPermissionsError`. */
  permission?: string
}

/**
 * The answer to a failed actions request: the status with the body hosted content lakes send
 * for actions, `{error: {type: 'actionError', description, items: [{error, index}]}}` —
 * @sanity/client reads it into a ClientError whose message is the description and whose
 * `details.items` say which action (by its index in `actions`) failed and why.
 *
 * @param index the failing action's index, or undefined for a request-level problem (no items).
 */
export function actionError(status: number, item: ActionErrorItem, index: number | undefined): HttpError {
  const description = `The action(s) failed: ${item.description}`
  return new HttpError(status, description, {
    body: {
      error: {type: 'actionError', description, items: index === undefined ? [] : [{error: item, index}]},
      statusCode: status,
    },
  })
}

/** A 400 for an action that is malformed: a wrong type, a missing or mismatched id, an unknown action type. */
export function invalidAction(index: number, description: string): HttpError {
  return actionError(400, {type: 'invalidActionError', description: `Action ${index}: ${description}`}, index)
}
