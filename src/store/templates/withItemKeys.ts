import {randomKey} from '../../document'
import {isPlainObject} from './isPlainObject'

/**
 * Array items with keys: every object item without a string `_key`, or with one an earlier
 * item already has, gets a new 12-character key. Other items are kept as they are.
 */
export function withItemKeys(items: readonly unknown[]): unknown[] {
  const used = new Set<string>()
  return items.map((item) => {
    if (!isPlainObject(item)) return item
    if (typeof item._key === 'string' && item._key !== '' && !used.has(item._key)) {
      used.add(item._key)
      return item
    }
    let key = randomKey()
    while (used.has(key)) key = randomKey()
    used.add(key)
    return {...item, _key: key}
  })
}
