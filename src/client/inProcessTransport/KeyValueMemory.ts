import {checkKeyValueKeys, checkKeyValuePairs} from '../../lake'
import type {KeyValuePair} from '../../types'
import {httpError} from './serverErrors'

/**
 * Users' key-value pairs in memory, with the server's rules (`checkKeyValueKeys` and
 * `checkKeyValuePairs` of the lake; storage as src/server/presence/KeyValueStore.ts): values
 * are kept as JSON text, null removes a key, missing keys read as null, malformed keys are a
 * 400 and oversized values a 413.
 */
export class KeyValueMemory {
  private readonly byUser = new Map<string, Map<string, string>>()

  /** The values of `keys` for one user, in the order asked. */
  get(userId: string, keys: readonly string[]): KeyValuePair[] {
    checkKeyValueKeys(keys, httpError)
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
    // As JSON text, as the server stores them: what is read back is a copy.
    const checked = checkKeyValuePairs(pairs, httpError).map(({key, value}) => ({key, json: JSON.stringify(value)}))
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
