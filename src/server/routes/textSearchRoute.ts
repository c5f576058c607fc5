import {parseTextSearchRequest} from '../../lake'
import {authorizeGrants} from '../authorize'
import {queryLimits} from '../limits'
import {readJsonObject} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/**
 * `POST /data/textsearch/{dataset}`: ranked text search. The body is a
 * `TextSearchRequest` (`query.string`, `filter`, `params`, `types` with path weights,
 * `order`, `includeAttributes`, `fromCursor`, `limit`); the answer is
 * `{hits: [{id, type, attributes, score}], nextCursor}`, `nextCursor` left out on the last page.
 * Only documents the caller's grants allow to read are hits. The `filter` runs under the
 * server's query limits (`queryMaxLength`, `queryTimeoutMs`), like a query.
 */
async function textSearch(ctx: RequestContext): Promise<void> {
  const {grants} = authorizeGrants(ctx)
  const body = await readJsonObject(ctx.req, ctx.server.bodyLimit, {maxDepth: ctx.server.limits.jsonMaxDepth})
  const result = await ctx.server.lake.textSearch(ctx.params.dataset!, parseTextSearchRequest(body), {
    grants,
    limits: queryLimits(ctx.server.limits),
  })
  sendJson(ctx.res, 200, result)
}

/** Adds `POST /data/textsearch/{dataset}`. */
export function addTextSearchRoute(router: Router): void {
  router.add('POST', '/data/textsearch/:dataset', textSearch)
}
