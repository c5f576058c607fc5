import {isRecord} from '../../document'
import type {ArraySchemaType, SchemaType} from '../../types'
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
    return {
      type: 'INCOMPATIBLE_TYPE',
      expectedSchemaType: schemaType,
      resolvedValueType: actual,
      value,
      converter: getValueConverter(value, schemaType.jsonType),
    }
  }
  if (schemaType.jsonType !== 'array' || !Array.isArray(value) || !holdsObjects(schemaType.of)) return undefined
  // Arrays in the form's value are never changed in place, so one answer per array and type
  // holds: a keystroke elsewhere in the document does not scan a 500-item array again.
  const cached = arrayErrors.get(value)
  if (cached && cached.schemaType === schemaType) return cached.error
  const error = objectArrayError(schemaType, value)
  arrayErrors.set(value, {schemaType, error})
  return error
}

const arrayErrors = new WeakMap<readonly unknown[], {schemaType: SchemaType; error: FieldMemberError | undefined}>()

function objectArrayError(schemaType: ArraySchemaType, value: unknown[]): FieldMemberError | undefined {
  if (value.some((item) => !isRecord(item))) return {type: 'MIXED_ARRAY', schemaType, value}
  if (
    value.some(
      (item) =>
        typeof (item as Record<string, unknown>)._key !== 'string' || (item as Record<string, unknown>)._key === '',
    )
  ) {
    return {type: 'MISSING_KEYS', schemaType, value}
  }
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const item of value) {
    const key = (item as {_key: string})._key
    if (seen.has(key)) repeated.add(key)
    else seen.add(key)
  }
  if (repeated.size === 0) return undefined
  // In the order each key first appears.
  const duplicates: Array<[string, number[]]> = [...seen].filter((key) => repeated.has(key)).map((key) => [key, []])
  const at = new Map(duplicates)
  value.forEach((item, index) => at.get((item as {_key: string})._key)?.push(index))
  return {type: 'DUPLICATE_KEYS', schemaType, value, duplicates}
}

/** Whether an array's members are objects (items addressed by `_key`), not primitives. */
export function holdsObjects(of: readonly SchemaType[]): boolean {
  return of.length > 0 && of.every((member) => member.jsonType === 'object')
}
