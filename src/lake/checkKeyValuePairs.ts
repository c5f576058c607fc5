import {isRecord} from '../document'
import type {KeyValuePair} from '../types'

/** The most keys one key-value request may read or write. */
export const MAX_KEYS_PER_REQUEST = 100

/** The longest key, in characters. */
export const MAX_KEY_LENGTH = 1024

/** The largest value, in bytes of its JSON text. */
export const MAX_VALUE_BYTES = 64 * 1024

/**
 * Builds the error a key-value request is refused with, in the caller's own error type (the
 * server's `HttpError`, the in-process client's `ClientError`): status 400 for a malformed
 * request, 413 for a value over {@link MAX_VALUE_BYTES}.
 */
export type KeyValueRefusal = (status: 400 | 413, message: string) => Error

/** Letters, digits and `. _ - : @ + ~` — no comma (the list separator), slash or space. */
const KEY = /^[A-Za-z0-9._:@+~-]+$/

function checkKey(key: unknown, where: string, refuse: KeyValueRefusal): string {
  if (typeof key !== 'string' || key === '') throw refuse(400, `${where}: a key must be a non-empty string`)
  if (key.length > MAX_KEY_LENGTH) throw refuse(400, `${where}: the key is longer than ${MAX_KEY_LENGTH} characters`)
  if (!KEY.test(key)) throw refuse(400, `${where}: the key "${key}" may hold only letters, digits and . _ - : @ + ~`)
  return key
}

function checkCount(count: number, refuse: KeyValueRefusal): void {
  if (count === 0) throw refuse(400, 'Name at least one key')
  if (count > MAX_KEYS_PER_REQUEST) throw refuse(400, `At most ${MAX_KEYS_PER_REQUEST} keys per request; got ${count}`)
}

/**
 * Checks the keys of a key-value read (`GET /users/me/keyvalue/{keys}`): one to
 * {@link MAX_KEYS_PER_REQUEST} keys of letters, digits and `. _ - : @ + ~`, each at most
 * {@link MAX_KEY_LENGTH} characters.
 *
 * @param refuse - builds the error thrown for the first bad key (named by its position)
 * @returns the keys
 */
export function checkKeyValueKeys(keys: readonly unknown[], refuse: KeyValueRefusal): string[] {
  checkCount(keys.length, refuse)
  return keys.map((key, index) => checkKey(key, `Key ${index + 1}`, refuse))
}

/**
 * Checks the body of a key-value write (`PUT /users/me/keyvalue`): a list of one to
 * {@link MAX_KEYS_PER_REQUEST} `{key, value}` pairs with valid keys (see
 * {@link checkKeyValueKeys}) and JSON values of at most {@link MAX_VALUE_BYTES} bytes; null
 * removes a key. Every pair is checked before any may be written.
 *
 * @param refuse - builds the error thrown for the first bad pair: 400 for a malformed list, pair or key, 413 for a value over the limit
 * @returns the pairs, in the order given
 * @example
 * checkKeyValuePairs([{key: 'studio.layout', value: {wide: true}}], (status, message) => new HttpError(status, message))
 */
export function checkKeyValuePairs(body: unknown, refuse: KeyValueRefusal): KeyValuePair[] {
  if (!Array.isArray(body)) throw refuse(400, 'The body must be a JSON array of {key, value} pairs')
  checkCount(body.length, refuse)
  return body.map((item: unknown, index) => {
    const where = `Pair ${index + 1}`
    if (!isRecord(item)) throw refuse(400, `${where} must be an object {key, value}`)
    const {key, value} = item
    checkKey(key, where, refuse)
    // A value JSON cannot hold (a function) is dropped on the wire, so it reads as none.
    const json = value === undefined ? undefined : (JSON.stringify(value) as string | undefined)
    if (json === undefined) throw refuse(400, `${where} (key "${String(key)}") has no value; send null to remove a key`)
    // JSON.stringify escapes lone surrogates, so this is the exact UTF-8 length.
    const size = new TextEncoder().encode(json).length
    if (size > MAX_VALUE_BYTES)
      throw refuse(
        413,
        `${where} (key "${String(key)}"): the value is ${size} bytes of JSON, over the limit of ${MAX_VALUE_BYTES}`,
      )
    return {key: key as string, value}
  })
}
