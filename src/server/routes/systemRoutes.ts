import {corsGrant} from '../cors/applyCors'
import type {RequestContext} from '../RequestContext'
import {sendJson, sendText} from '../respond'
import type {Router} from '../Router'

/** `GET /ping`: answers without credentials, with or without the version prefix. */
function ping(ctx: RequestContext): void {
  sendText(ctx.res, 200, 'PONG')
}

/**
 * `GET /data/ping/{dataset}`: answers `PONG` when the dataset exists (404 otherwise), without
 * credentials, so a client can tell an unreachable dataset from a sign-in problem.
 */
function datasetPing(ctx: RequestContext): void {
  sendText(ctx.res, 200, 'PONG')
}

/**
 * `GET /check/cors`: whether the calling page's origin may use this server,
 * `{result: {allowed, withCredentials}}` — the studio asks with a plain request (any origin
 * may read the answer) to tell a CORS problem from a network one. Without an `Origin` header
 * the answer is about no origin: allowed, as same-origin requests are.
 */
function checkCors(ctx: RequestContext): void {
  const origin = ctx.req.headers.origin
  const grant = origin === undefined ? {credentials: true} : corsGrant(origin, ctx.req, ctx.server)
  sendJson(ctx.res, 200, {result: {allowed: grant !== undefined, withCredentials: grant?.credentials === true}})
}

/** Adds the routes that are not about data: ping, the dataset ping and the CORS check. (Users are in userRoutes.) */
export function addSystemRoutes(router: Router): void {
  router.add('GET', '/ping', ping, {unversioned: true})
  router.add('GET', '/data/ping/:dataset', datasetPing)
  router.add('GET', '/check/cors', checkCors, {unversioned: true})
}
