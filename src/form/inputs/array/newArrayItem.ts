import {isRecord, randomKey} from '../../../document'
import type {SchemaType} from '../../../types'

/**
 * A new, empty item of a member type, as the add and insert actions put it in the array.
 * An object item gets a fresh 12-character `_key`, a `_type` unless its type is the anonymous
 * `object`, and the fields of a static object `initialValue` of its type. (Initial values
 * given as functions are resolved by templates, outside the form: they are not applied here.)
 * A primitive item starts empty: `''`, `0` or `false`.
 */
export function newArrayItem(type: SchemaType): unknown {
  if (type.jsonType !== 'object') return emptyPrimitiveValue(type)
  const initial = isRecord(type.initialValue) ? type.initialValue : {}
  return {...initial, _key: randomKey(), ...(type.name === 'object' ? {} : {_type: type.name})}
}

/**
 * A copy of an item to put next to it: an object with a new `_key` (the rest copied deeply, so
 * the copy shares nothing with the original), a primitive as it is.
 */
export function duplicateArrayItem(item: unknown): unknown {
  if (!isRecord(item)) return item
  return {...structuredClone(item), _key: randomKey()}
}

/**
 * The empty value of a primitive type: what a new item holds, and what a primitive item
 * holds instead of being removed when its input is cleared (`''`, `0`, `false`).
 */
export function emptyPrimitiveValue(type: SchemaType): string | number | boolean {
  if (type.jsonType === 'number') return 0
  if (type.jsonType === 'boolean') return false
  return ''
}
