import type {KeyValuePair} from '../VellumClient'
import {badRequest, httpError} from './serverErrors'

/** The longest key, in characters (the server's limit). */
const MAX_KEY_LENGTH = 1024
/** The largest value, in bytes of its JSON text (the server's limit). */
const MAX_VALUE_BYTES = 64 * 1024
/** Letters, digits and `. _ - : @ + ~` — no comma (the list separator), slash or space. */
const KEY = /^[A-Za-z0-9._:@+~-]+$/

function checkKey(key: unknown, where: string): string {
  if (typeof key !== 'string' || key === '') throw badRequest(`${where}: a key must be a non-empty string`)
  if (key.length > MAX_KEY_LENGTH) throw badRequest(`${where}: the key is longer than ${MAX_KEY_LENGTH} characters`)
  if (!KEY.test(key)) throw badRequest(`${where}: the key "${key}" may hold only letters, digits and . _ - : @ + ~`)
  return key
}

/**
 * Users' key-value pairs in memory, with the server's rules (src/server/routes/keyValueRoutes.ts,
 * presence/KeyValueStore.ts): values are kept as JSON text, null removes a key, missing keys
 * read as null, malformed keys are a 400 and oversized values a 413.
 */
export class KeyValueMemory {
  private readonly byUser = new Map<string, Map<string, string>>()

  /** The values of `keys` for one user, in the order asked. */
  get(userId: string, keys: readonly string[]): KeyValuePair[] {
    keys.forEach((key, index) => checkKey(key, `Key ${index + 1}`))
    const values = this.byUser.get(userId)
    return keys.map((key) => {
      const stored = values?.get(key)
      return {key, value: stored === undefined ? null : (JSON.parse(stored) as unknown)}
    })
  }

  /**
   * Stores pairs for one user; every pair is checked before any is written.
   * @returns the pairs as stored, a later pair with the same key winning.
   */
  set(userId: string, pairs: readonly KeyValuePair[]): KeyValuePair[] {
    const checked = pairs.map((pair, index) => {
      const where = `Pair ${index + 1}`
      if (typeof pair !== 'object' || pair === null || Array.isArray(pair)) throw badRequest(`${where} must be an object {key, value}`)
      checkKey(pair.key, where)
      if (pair.value === undefined) throw badRequest(`${where} (key "${pair.key}") has no value; send null to remove a key`)
      const json = JSON.stringify(pair.value)
      const size = new TextEncoder().encode(json).length
      if (size > MAX_VALUE_BYTES) throw httpError(413, `${where} (key "${pair.key}"): the value is ${size} bytes of JSON, over the limit of ${MAX_VALUE_BYTES}`)
      return {key: pair.key, json}
    })
    let values = this.byUser.get(userId)
    if (!values) this.byUser.set(userId, (values = new Map()))
    for (const {key, json} of checked) {
      if (json === 'null') values.delete(key)
      else values.set(key, json)
    }
    const last = new Map(checked.map((pair) => [pair.key, pair.json]))
    return checked.map(({key}) => ({key, value: JSON.parse(last.get(key)!) as unknown}))
  }
}
