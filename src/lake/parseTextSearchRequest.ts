import {isRecord} from '../document'
import type {TextSearchRequest} from '../types'
import {LakeError} from './LakeError'

const badRequest = (message: string) => new LakeError('badRequest', message)

/**
 * Checks the shape of a text search body (`POST /data/textsearch/{dataset}`), so a wrong one
 * is refused with a message that names the field; `limit` and `fromCursor` are judged by the
 * search itself.
 *
 * @returns the body as a {@link TextSearchRequest}
 * @throws LakeError `badRequest` naming the first malformed field.
 */
export function parseTextSearchRequest(body: unknown): TextSearchRequest {
  if (!isRecord(body)) throw badRequest('A text search body must be a JSON object')
  if (!isRecord(body.query) || typeof body.query.string !== 'string')
    throw badRequest('"query.string" must be the text to search for')
  if (body.filter !== undefined && typeof body.filter !== 'string')
    throw badRequest('"filter" must be a GROQ filter expression')
  if (body.params !== undefined && !isRecord(body.params))
    throw badRequest('"params" must be an object of parameter values')
  if (
    body.types !== undefined &&
    !(Array.isArray(body.types) && body.types.every((type) => isRecord(type) && typeof type.name === 'string'))
  ) {
    throw badRequest('"types" must be a list of {name, paths?: [{path, weight}]}')
  }
  if (
    body.order !== undefined &&
    !(Array.isArray(body.order) && body.order.every((order) => isRecord(order) && typeof order.attribute === 'string'))
  ) {
    throw badRequest('"order" must be a list of {attribute, direction?: "asc" | "desc"}')
  }
  if (
    body.includeAttributes !== undefined &&
    !(Array.isArray(body.includeAttributes) && body.includeAttributes.every((name) => typeof name === 'string'))
  ) {
    throw badRequest('"includeAttributes" must be a list of attribute names')
  }
  if (body.fromCursor !== undefined && body.fromCursor !== null && typeof body.fromCursor !== 'string')
    throw badRequest('"fromCursor" must be a string')
  return body as unknown as TextSearchRequest
}
