import {isRecord} from '../../../document'
import type {SchemaType} from '../../../types'
import type {ReferenceSearchHit} from './FormReferenceServices'

/**
 * A reference value as the reference input writes it: `_type`, `_ref`,
 * `_weak`, `_strengthenOnPublish` and, in arrays, `_key`. No other properties.
 * @beta
 */
export interface ReferenceValue {
  _type: string
  _ref: string
  _key?: string
  _weak?: boolean
  _strengthenOnPublish?: {type: string; weak?: boolean; template?: {id: string; params: Record<string, unknown>}}
}

/** Whether a compiled reference type asks for weak references. */
export function isWeakType(schemaType: SchemaType): boolean {
  return (schemaType as {weak?: unknown}).weak === true
}

/** The `_ref` of a reference value, or undefined when it has none. */
export function referenceIdOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value._ref === 'string' && value._ref !== '' ? value._ref : undefined
}

/** The value's `_key` and `_type` (the reference type's name) to keep when the value is replaced. */
function base(schemaType: SchemaType, current: unknown): Pick<ReferenceValue, '_type' | '_key'> {
  const key = isRecord(current) && typeof current._key === 'string' ? current._key : undefined
  return {_type: schemaType.name, ...(key === undefined ? {} : {_key: key})}
}

/**
 * The reference to a search hit: a published target gives a strong
 * reference (weak only when the schema says so), a draft-only one a weak reference marked
 * `_strengthenOnPublish` with the target's type, strengthened when the document is published.
 */
export function referenceToHit(hit: ReferenceSearchHit, schemaType: SchemaType, current?: unknown): ReferenceValue {
  const weak = isWeakType(schemaType)
  if (hit.published) return {...base(schemaType, current), _ref: hit.id, ...(weak ? {_weak: true} : {})}
  return {
    ...base(schemaType, current),
    _ref: hit.id,
    _weak: true,
    _strengthenOnPublish: {type: hit.type, ...(weak ? {weak: true} : {})},
  }
}

/**
 * The reference to a document about to be created from a template: weak, to its new id, marked
 * `_strengthenOnPublish` with its type and the template.
 */
export function referenceToNewDocument(
  id: string,
  template: {id: string; schemaType: string; params?: Record<string, unknown>},
  schemaType: SchemaType,
  current?: unknown,
): ReferenceValue {
  return {
    ...base(schemaType, current),
    _ref: id,
    _weak: true,
    _strengthenOnPublish: {
      type: template.schemaType,
      ...(isWeakType(schemaType) ? {weak: true} : {}),
      template: {id: template.id, params: template.params ?? {}},
    },
  }
}

/**
 * How a reference's strength differs from its schema's: `weaken` when the
 * schema wants weak references and the value is strong, `strengthen` when the value is weak
 * without a pending `_strengthenOnPublish` and the schema wants strong ones; undefined when they agree.
 */
export function strengthMismatch(value: unknown, schemaType: SchemaType): 'weaken' | 'strengthen' | undefined {
  if (!isRecord(value) || referenceIdOf(value) === undefined) return undefined
  const isWeak = value._weak === true
  if (isWeakType(schemaType)) return isWeak ? undefined : 'weaken'
  if (isWeak && value._strengthenOnPublish === undefined) return 'strengthen'
  return undefined
}
