import type {TextSearchRequest} from '../../lake'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {readJsonObject} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Checks the shape of a search body so a wrong one gets a 400 that names the field.
 * @throws HttpError 400.
 */
function checkRequest(body: Record<string, unknown>): TextSearchRequest {
  if (!isObject(body.query) || typeof body.query.string !== 'string') throw badRequest('"query.string" must be the text to search for')
  if (body.filter !== undefined && typeof body.filter !== 'string') throw badRequest('"filter" must be a GROQ filter expression')
  if (body.params !== undefined && !isObject(body.params)) throw badRequest('"params" must be an object of parameter values')
  if (body.types !== undefined && !(Array.isArray(body.types) && body.types.every((type) => isObject(type) && typeof type.name === 'string'))) {
    throw badRequest('"types" must be a list of {name, paths?: [{path, weight}]}')
  }
  if (body.order !== undefined && !(Array.isArray(body.order) && body.order.every((order) => isObject(order) && typeof order.attribute === 'string'))) {
    throw badRequest('"order" must be a list of {attribute, direction?: "asc" | "desc"}')
  }
  if (body.includeAttributes !== undefined && !(Array.isArray(body.includeAttributes) && body.includeAttributes.every((name) => typeof name === 'string'))) {
    throw badRequest('"includeAttributes" must be a list of attribute names')
  }
  if (body.fromCursor !== undefined && body.fromCursor !== null && typeof body.fromCursor !== 'string') throw badRequest('"fromCursor" must be a string')
  return body as unknown as TextSearchRequest
}

/**
 * `POST /data/textsearch/{dataset}`: ranked text search. The body is a
 * {@link TextSearchRequest} (`query.string`, `filter`, `params`, `types` with path weights,
 * `order`, `includeAttributes`, `fromCursor`, `limit`); the answer is
 * `{hits: [{id, type, attributes, score}], nextCursor}`, `nextCursor` left out on the last page.
 * Only documents the caller's grants allow to read are hits.
 */
async function textSearch(ctx: RequestContext): Promise<void> {
  const {grants} = authorizeGrants(ctx)
  const body = await readJsonObject(ctx.req, ctx.server.bodyLimit)
  const result = await ctx.server.lake.textSearch(ctx.params.dataset!, checkRequest(body), {grants})
  sendJson(ctx.res, 200, result)
}

/** Adds `POST /data/textsearch/{dataset}`. */
export function addTextSearchRoute(router: Router): void {
  router.add('POST', '/data/textsearch/:dataset', textSearch)
}
