import type {ObjectSchemaType, SchemaType} from '../../../types'

// Types are compiled once and immutable, so the answer is kept per type object.
const cache = new WeakMap<SchemaType, boolean>()

/**
 * Whether a new item of a member type needs its initial value resolved (through
 * `FormServices.resolveInitialValue`) rather than made at once by `newArrayItem`: its
 * `initialValue` is a function, or it is a primitive type with an initial value, or a field of
 * it — at any depth, through object fields — declares an initial value. A static object
 * `initialValue` alone needs no resolving.
 */
export function hasResolvableInitialValue(type: SchemaType): boolean {
  const cached = cache.get(type)
  if (cached !== undefined) return cached
  let answer: boolean
  if (typeof type.initialValue === 'function') answer = true
  else if (type.jsonType !== 'object') answer = type.initialValue !== undefined
  else
    answer = ((type as ObjectSchemaType).fields ?? []).some((field) =>
      declaresInitialValue(field.type, new Set([type])),
    )
  cache.set(type, answer)
  return answer
}

// Whether a type, or one reachable through its object fields, has an `initialValue`; `seen`
// ends recursive types.
function declaresInitialValue(type: SchemaType, seen: Set<SchemaType>): boolean {
  if (type.initialValue !== undefined) return true
  if (type.jsonType !== 'object' || seen.has(type)) return false
  seen.add(type)
  return ((type as ObjectSchemaType).fields ?? []).some((field) => declaresInitialValue(field.type, seen))
}
