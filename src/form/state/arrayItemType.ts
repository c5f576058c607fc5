import {isKeyedSegment, isRecord} from '../../document'
import type {PathSegment, SchemaType} from '../../types'
import {jsonTypeOf} from './jsonTypeOf'

/** The type of the value one segment below a value of `type` (`value` is that child's value). */
export function childType(type: SchemaType, segment: PathSegment, value: unknown): SchemaType | undefined {
  if (typeof segment === 'string') {
    return type.jsonType === 'object' ? type.fields.find((field) => field.name === segment)?.type : undefined
  }
  if (type.jsonType !== 'array' || !(typeof segment === 'number' || isKeyedSegment(segment))) return undefined
  return arrayItemType(type.of, value)
}

/** The member type an array item belongs to: by its `_type`, or the only one of its JSON type. */
export function arrayItemType(of: readonly SchemaType[], item: unknown): SchemaType | undefined {
  if (isRecord(item) && typeof item._type === 'string') {
    const named = of.find((member) => member.name === item._type)
    if (named) return named
  }
  const jsonType = jsonTypeOf(item)
  const candidates = of.filter((member) => member.jsonType === jsonType)
  // An object without `_type` belongs to the only object member there is (as `{_type}` is implied).
  if (candidates.length === 1 && !(isRecord(item) && typeof item._type === 'string')) return candidates[0]
  return jsonType === 'object' ? undefined : candidates[0]
}
