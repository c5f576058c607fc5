import {checkKeyValueKeys, checkKeyValuePairs} from '../../lake'
import {authorize} from '../authorize'
import {HttpError} from '../HttpError'
import {readJsonBody} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

const refuse = (status: number, message: string) => new HttpError(status, message)

/** `GET /users/me/keyvalue/{keys}`: the caller's values of comma-separated keys, null for missing ones. */
function readValues(ctx: RequestContext): void {
  const identity = authorize(ctx, 'read')
  const keys = checkKeyValueKeys(ctx.params.keys!.split(','), refuse)
  sendJson(ctx.res, 200, ctx.server.keyValues.get(identity.id, keys), {'Cache-Control': 'no-store'})
}

/**
 * `PUT /users/me/keyvalue`: stores the caller's `[{key, value}]` and answers the stored pairs.
 * Nothing is written unless every pair passes {@link checkKeyValuePairs} (400 for a malformed
 * list or key, 413 for a value over the limit) and the body is nested at most
 * `limits.jsonMaxDepth` deep with finite numbers (else 400).
 */
async function writeValues(ctx: RequestContext): Promise<void> {
  const identity = authorize(ctx, 'read')
  const pairs = checkKeyValuePairs(
    await readJsonBody(ctx.req, ctx.server.bodyLimit, {maxDepth: ctx.server.limits.jsonMaxDepth}),
    refuse,
  )
  sendJson(ctx.res, 200, ctx.server.keyValues.set(identity.id, pairs), {'Cache-Control': 'no-store'})
}

/**
 * Adds the key-value store of the signed-in user (studio preferences): `GET
 * /users/me/keyvalue/{keys}` and `PUT /users/me/keyvalue`. Pairs are private to each user and
 * project; any identity that may read (a user, or an API token as itself) has its own.
 */
export function addKeyValueRoutes(router: Router): void {
  router.add('GET', '/users/me/keyvalue/:keys', readValues)
  router.add('PUT', '/users/me/keyvalue', writeValues)
}
