import {isRecord} from '../../document'
import type {SchemaType} from '../../types'
import type {FieldMemberError} from './FormMemberError'
import {jsonTypeOf} from './jsonTypeOf'
import {getValueConverter} from './valueConverters'

/**
 * Why a field's value cannot be edited with its input, if it cannot: a value of another JSON
 * type (INCOMPATIBLE_TYPE), or an array of objects holding non-objects (MIXED_ARRAY), items
 * without `_key` (MISSING_KEYS) or items sharing one (DUPLICATE_KEYS) — checked in that order,
 * since each fix needs the one before it done. An empty value (`undefined`, `null`) is fine.
 */
export function fieldMemberError(schemaType: SchemaType, value: unknown): FieldMemberError | undefined {
  if (value === undefined || value === null) return undefined
  const actual = jsonTypeOf(value)
  if (actual !== schemaType.jsonType) {
    return {type: 'INCOMPATIBLE_TYPE', expectedSchemaType: schemaType, resolvedValueType: actual, value, converter: getValueConverter(value, schemaType.jsonType)}
  }
  if (schemaType.jsonType !== 'array' || !Array.isArray(value) || !holdsObjects(schemaType.of)) return undefined
  if (value.some((item) => !isRecord(item))) return {type: 'MIXED_ARRAY', schemaType, value}
  if (value.some((item) => typeof (item as Record<string, unknown>)._key !== 'string' || (item as Record<string, unknown>)._key === '')) {
    return {type: 'MISSING_KEYS', schemaType, value}
  }
  const indices = new Map<string, number[]>()
  value.forEach((item, index) => {
    const key = (item as {_key: string})._key
    indices.set(key, [...(indices.get(key) ?? []), index])
  })
  const duplicates = [...indices].filter(([, at]) => at.length > 1)
  return duplicates.length > 0 ? {type: 'DUPLICATE_KEYS', schemaType, value, duplicates} : undefined
}

/** Whether an array's members are objects (items addressed by `_key`), not primitives. */
export function holdsObjects(of: readonly SchemaType[]): boolean {
  return of.length > 0 && of.every((member) => member.jsonType === 'object')
}
