import {isRecord} from '../../../document'
import type {ContentDocument, Path, ReferenceOptions} from '../../../types'

/** The spec's message for a reference `filter` option that gives no usable filter. */
export const INVALID_REFERENCE_FILTER_MESSAGE = 'Invalid reference filter, please check the custom "filter" option'

/**
 * Thrown (as a rejection) by {@link resolveReferenceFilter} when the field's `filter` option is
 * neither a string nor a function returning `{filter: string, params?: object}`, or the function
 * throws; `cause` holds what went wrong.
 * @beta
 */
export class ReferenceFilterError extends Error {
  constructor(cause?: unknown) {
    super(INVALID_REFERENCE_FILTER_MESSAGE, cause === undefined ? undefined : {cause})
    this.name = 'ReferenceFilterError'
  }
}

/**
 * Where the reference is: the document, the value holding it and that value's path.
 * @beta
 */
export interface ReferenceFilterContext {
  /** The document being edited, as it is now. */
  document: ContentDocument
  /** The value holding the reference field: the object it is a field of, or its array. */
  parent: unknown
  /** Where that value is in the document. */
  parentPath: Path
}

/**
 * The filter and parameters a reference field's options ask for: a string `filter` with its
 * `filterParams`, or what a `filter` function of the document returns (possibly async).
 * Without a filter: an empty object.
 *
 * @throws ReferenceFilterError (rejects) for a filter that gives no string filter, or params that are not an object
 * @example
 * await resolveReferenceFilter({filter: 'role == $role', filterParams: {role: 'editor'}}, context)
 * // {filter: 'role == $role', params: {role: 'editor'}}
 * @beta
 */
export async function resolveReferenceFilter(
  options: ReferenceOptions | undefined,
  context: ReferenceFilterContext,
): Promise<{filter?: string; params?: Record<string, unknown>}> {
  const filter = options?.filter
  if (filter === undefined) return {}
  if (typeof filter === 'string') {
    if (options?.filterParams !== undefined && !isRecord(options.filterParams)) throw new ReferenceFilterError()
    return filter.trim() === '' ? {} : {filter, ...(options?.filterParams ? {params: options.filterParams} : {})}
  }
  if (typeof filter !== 'function') throw new ReferenceFilterError()
  let result: unknown
  try {
    result = await filter(context)
  } catch (error) {
    throw new ReferenceFilterError(error)
  }
  if (!isRecord(result) || typeof result.filter !== 'string') throw new ReferenceFilterError()
  if (result.params !== undefined && !isRecord(result.params)) throw new ReferenceFilterError()
  return result.filter.trim() === ''
    ? {}
    : {filter: result.filter, ...(result.params ? {params: result.params as Record<string, unknown>} : {})}
}
