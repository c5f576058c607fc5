import {isRecord} from '../../../document'
import type {CrossDatasetReferenceSchemaType} from '../../../types'
import type {ReferenceSearchHit} from '../reference/FormReferenceServices'
import type {CrossDatasetTarget} from './FormCrossDatasetReferenceServices'

/**
 * A cross-dataset reference value as the input writes it: `_type`, `_ref`,
 * `_dataset`, `_projectId` (when the field names another project), `_weak` and, in arrays,
 * `_key`. No other properties.
 * @beta
 */
export interface CrossDatasetReferenceValue {
  /** The field's type name (`crossDatasetReference`, or a type extending it). */
  _type: string
  /** The id of the published document referred to, in the other dataset. */
  _ref: string
  /** The dataset the document is in. */
  _dataset: string
  /** The project the dataset is in, when the field names one other than the workspace's. */
  _projectId?: string
  /** The item's key, when the reference is an array item. */
  _key?: string
  /** True when the reference does not keep its document from being deleted. */
  _weak?: boolean
}

/**
 * Where a value points: its own `_dataset` and `_projectId` when it has them (a value written
 * before the field's dataset changed keeps pointing where it did), else the field's.
 */
export function crossDatasetTargetOf(value: unknown, schemaType: CrossDatasetReferenceSchemaType): CrossDatasetTarget {
  const own = isRecord(value) ? value : {}
  const dataset = typeof own._dataset === 'string' && own._dataset !== '' ? own._dataset : schemaType.dataset
  const projectId = typeof own._projectId === 'string' && own._projectId !== '' ? own._projectId : schemaType.projectId
  return {dataset, ...(projectId === undefined ? {} : {projectId})}
}

/**
 * The reference to a search hit in the field's dataset: weak when the field says so, keeping
 * the `_key` of the value it replaces.
 */
export function crossDatasetReferenceToHit(
  hit: ReferenceSearchHit,
  schemaType: CrossDatasetReferenceSchemaType,
  current?: unknown,
): CrossDatasetReferenceValue {
  const key = isRecord(current) && typeof current._key === 'string' ? current._key : undefined
  return {
    _type: schemaType.name,
    _ref: hit.id,
    _dataset: schemaType.dataset,
    ...(schemaType.projectId === undefined ? {} : {_projectId: schemaType.projectId}),
    ...(key === undefined ? {} : {_key: key}),
    ...(schemaType.weak === true ? {_weak: true} : {}),
  }
}
