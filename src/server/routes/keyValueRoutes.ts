import {authorize} from '../authorize'
import {badRequest, HttpError} from '../HttpError'
import type {KeyValuePair} from '../presence'
import {readJsonBody} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** The most keys one key-value request may read or write. */
export const MAX_KEYS_PER_REQUEST = 100

/** The longest key, in characters. */
export const MAX_KEY_LENGTH = 1024

/** The largest value, in bytes of its JSON text. */
export const MAX_VALUE_BYTES = 64 * 1024

/** Letters, digits and `. _ - : @ + ~` — no comma (the list separator), slash or space. */
const KEY = /^[A-Za-z0-9._:@+~-]+$/

function checkKey(key: unknown, where: string): string {
  if (typeof key !== 'string' || key === '') throw badRequest(`${where}: a key must be a non-empty string`)
  if (key.length > MAX_KEY_LENGTH) throw badRequest(`${where}: the key is longer than ${MAX_KEY_LENGTH} characters`)
  if (!KEY.test(key)) throw badRequest(`${where}: the key "${key}" may hold only letters, digits and . _ - : @ + ~`)
  return key
}

function checkCount(count: number): void {
  if (count === 0) throw badRequest('Name at least one key')
  if (count > MAX_KEYS_PER_REQUEST) throw badRequest(`At most ${MAX_KEYS_PER_REQUEST} keys per request; got ${count}`)
}

/** `GET /users/me/keyvalue/{keys}`: the caller's values of comma-separated keys, null for missing ones. */
function readValues(ctx: RequestContext): void {
  const identity = authorize(ctx, 'read')
  const keys = ctx.params.keys!.split(',')
  checkCount(keys.length)
  keys.forEach((key, index) => checkKey(key, `Key ${index + 1}`))
  sendJson(ctx.res, 200, ctx.server.keyValues.get(identity.id, keys), {'Cache-Control': 'no-store'})
}

/**
 * Checks a PUT body: a list of `{key, value}` with valid keys and JSON values within the size
 * limit. Nothing is written unless every pair passes.
 * @throws HttpError 400 for a malformed list or key, 413 for a value over the limit.
 */
function checkPairs(body: unknown): KeyValuePair[] {
  if (!Array.isArray(body)) throw badRequest('The body must be a JSON array of {key, value} pairs')
  checkCount(body.length)
  return body.map((item: unknown, index) => {
    const where = `Pair ${index + 1}`
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${where} must be an object {key, value}`)
    const {key, value} = item as Record<string, unknown>
    checkKey(key, where)
    if (value === undefined) throw badRequest(`${where} (key "${String(key)}") has no value; send null to remove a key`)
    const size = Buffer.byteLength(JSON.stringify(value))
    if (size > MAX_VALUE_BYTES) throw new HttpError(413, `${where} (key "${String(key)}"): the value is ${size} bytes of JSON, over the limit of ${MAX_VALUE_BYTES}`)
    return {key: key as string, value}
  })
}

/** `PUT /users/me/keyvalue`: stores the caller's `[{key, value}]` and answers the stored pairs. */
async function writeValues(ctx: RequestContext): Promise<void> {
  const identity = authorize(ctx, 'read')
  const pairs = checkPairs(await readJsonBody(ctx.req, ctx.server.bodyLimit))
  sendJson(ctx.res, 200, ctx.server.keyValues.set(identity.id, pairs), {'Cache-Control': 'no-store'})
}

/**
 * Adds the key-value store of the signed-in user (spec/shell.md §7): `GET
 * /users/me/keyvalue/{keys}` and `PUT /users/me/keyvalue`. Pairs are private to each user and
 * project; any identity that may read (a user, or an API token as itself) has its own.
 */
export function addKeyValueRoutes(router: Router): void {
  router.add('GET', '/users/me/keyvalue/:keys', readValues)
  router.add('PUT', '/users/me/keyvalue', writeValues)
}
