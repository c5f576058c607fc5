import {defaultPerspective, type Perspective} from '../../lake'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {queryLimits} from '../limits'
import {groqParams} from '../queryOptions'
import {readJsonObject} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

const PERSPECTIVES: Record<string, Perspective> = {
  raw: 'raw',
  published: 'published',
  drafts: 'drafts',
  previewDrafts: 'drafts',
}

/**
 * The perspective a query runs in: the `perspective` option (`previewDrafts` is the old name
 * of `drafts`), else `raw` before API version 2025-02-19 and `published` from it (and on `vX`).
 * @throws HttpError 400 for a perspective the lake does not know.
 */
export function queryPerspective(query: URLSearchParams, apiVersion: string): Perspective {
  const requested = query.get('perspective')
  if (requested === null || requested === '') return defaultPerspective(apiVersion)
  const perspective = PERSPECTIVES[requested]
  if (!perspective) throw badRequest(`Unknown perspective "${requested}": use raw, published or drafts`)
  return perspective
}

/**
 * `GET|POST /data/query/{dataset}`: evaluates GROQ. GET takes `query` and `$name=<JSON>`
 * parameters from the query string; POST takes `{query, params}` as its body. Answers
 * `{ms, query, result}` (`returnQuery=false` leaves `query` out). The query sees only the
 * documents the caller's grants allow to read; references to others resolve to null.
 *
 * The server's query limits apply: a query longer than `queryMaxLength` gets a 413 before it
 * is parsed; one still running after `queryTimeoutMs` a 422 'Query timed out' (it never holds
 * the event loop for long: see the lake's `evaluateWithDeadline`); a result larger than
 * `queryMaxResultBytes` a 422; a query groq-js cannot evaluate (`geo::distance(1, 2)`) a 400.
 */
async function runQuery(ctx: RequestContext): Promise<void> {
  const {grants} = authorizeGrants(ctx)
  let query: unknown
  let params: unknown
  if (ctx.req.method === 'POST') {
    const body = await readJsonObject(ctx.req, ctx.server.bodyLimit, {
      maxDepth: ctx.server.limits.jsonMaxDepth,
      requireJsonContentType: true,
    })
    query = body.query
    if (
      body.params !== undefined &&
      (body.params === null || typeof body.params !== 'object' || Array.isArray(body.params))
    ) {
      throw badRequest('"params" must be an object of parameter values')
    }
    params = {...groqParams(ctx.query, ctx.server.limits.jsonMaxDepth), ...((body.params as object | undefined) ?? {})}
  } else {
    query = ctx.query.get('query') ?? undefined
    params = groqParams(ctx.query, ctx.server.limits.jsonMaxDepth)
  }
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('A GROQ "query" is required')
  const perspective = queryPerspective(ctx.query, ctx.apiVersion)

  const started = performance.now()
  const result = await ctx.server.lake.query(ctx.params.dataset!, query, params as Record<string, unknown>, {
    perspective,
    grants,
    limits: queryLimits(ctx.server.limits),
  })
  const ms = Math.round(performance.now() - started)
  const returnQuery = ctx.query.get('returnQuery') !== 'false'
  sendJson(ctx.res, 200, returnQuery ? {ms, query, result: result ?? null} : {ms, result: result ?? null})
}

/** Adds `GET|POST /data/query/{dataset}`. */
export function addQueryRoute(router: Router): void {
  router.add('GET', '/data/query/:dataset', runQuery)
  router.add('POST', '/data/query/:dataset', runQuery)
}
