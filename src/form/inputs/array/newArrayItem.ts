import {isRecord, randomKey} from '../../../document'
import type {SchemaType} from '../../../types'

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`

/**
 * A new, empty item of a member type, as the add and insert actions put it in the array when
 * its initial value needs no resolving. An object item gets a fresh 12-character `_key`, a
 * `_type` unless its type is the anonymous `object`, and the fields of a static object
 * `initialValue` of its type. (Initial values given as functions, and those of its fields, are
 * resolved through `FormServices.resolveInitialValue`: see {@link arrayItemFromInitialValue}.)
 * A primitive item starts empty: `''`, `0` or `false`.
 */
export function newArrayItem(type: SchemaType): unknown {
  if (type.jsonType !== 'object') return emptyPrimitiveValue(type)
  return objectItem(type, isRecord(type.initialValue) ? type.initialValue : {})
}

/**
 * A new item of a member type made of the type's resolved initial value: for an object type,
 * the value under a fresh `_key` and the type's `_type` (none for the anonymous `object`), with
 * a `_key` given to every object item of an array inside it that lacks one or repeats one; for
 * a primitive type, the value itself. `undefined` or `null` (no initial value) gives what
 * {@link newArrayItem} gives without a static initial value.
 *
 * @param type - The member type.
 * @param initialValue - Its resolved initial value.
 * @throws Error when the value does not fit the type: not an object for an object type, or not
 * of the primitive's JSON type.
 * @example
 * ```ts
 * arrayItemFromInitialValue(linkType, {_type: 'link', label: 'Home'})
 * // {label: 'Home', _key: 'x1…', _type: 'link'}
 * ```
 */
export function arrayItemFromInitialValue(type: SchemaType, initialValue: unknown): unknown {
  const none = initialValue === undefined || initialValue === null
  if (type.jsonType !== 'object') {
    if (none) return emptyPrimitiveValue(type)
    if (typeof initialValue !== type.jsonType)
      throw new Error(`Initial value of type "${type.name}" must be a ${type.jsonType}, got ${describe(initialValue)}`)
    return initialValue
  }
  if (none) return objectItem(type, {})
  if (!isRecord(initialValue))
    throw new Error(`Initial value of type "${type.name}" must be an object, got ${describe(initialValue)}`)
  return objectItem(type, withItemKeys(initialValue) as Record<string, unknown>)
}

function objectItem(type: SchemaType, fields: Record<string, unknown>): Record<string, unknown> {
  // The item's own key and type win over any the initial value holds.
  const {_key: _ignoredKey, _type: _ignoredType, ...rest} = fields
  return {...rest, _key: randomKey(), ...(type.name === 'object' ? {} : {_type: type.name})}
}

// A copy in which object items of arrays have unique keys, so the form can address them.
function withItemKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    const used = new Set<string>()
    return value.map((item: unknown) => {
      const copy = withItemKeys(item)
      if (!isRecord(copy)) return copy
      let key = typeof copy._key === 'string' && copy._key !== '' && !used.has(copy._key) ? copy._key : randomKey()
      while (used.has(key)) key = randomKey()
      used.add(key)
      return copy._key === key ? copy : {...copy, _key: key}
    })
  }
  if (!isRecord(value)) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withItemKeys(item)]))
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
