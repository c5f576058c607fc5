import {getOwn, isRecord} from '../document'
import {isFileSchemaType, isObjectSchemaType} from '../schema'
import type {ContentDocument, Path, SchemaType} from '../types'
import {blockSegments} from './blockSegments'
import {childPath} from './childPath'
import {diffArray} from './diffArray'
import type {DiffContext} from './DiffContext'
import {DiffError} from './DiffError'
import {fileDetails} from './fileDetails'
import {stringSegments} from './diffString'
import type {
  BaseDiff,
  Diff,
  DiffAction,
  DiffAnnotation,
  DiffOptions,
  ObjectDiff,
  ObjectLikeDiff,
  StringSegment,
} from './types'

/** A document's own bookkeeping, which differs between any two versions: not diffed. */
const DOCUMENT_META_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt'])

/**
 * Diffs two versions of a document field by field. Either may be `null`/`undefined` (a
 * document created or deleted). `_id`, `_rev`, `_createdAt` and `_updatedAt` are not diffed.
 *
 * @param from - The older version.
 * @param to - The newer version.
 * @param options - The document's schema type, who changed what, asset metadata.
 * @returns The diff of the document, an {@link ObjectDiff} at the empty path.
 * @throws {@link DiffError} when a version is not an object, or holds a value that is not JSON
 * @example
 * ```ts
 * const diff = diffDocuments(published, draft, {schemaType: schema.get('post')})
 * diff.fields.title // {type: 'string', action: 'changed', segments: [...], ...}
 * ```
 * @public
 */
export function diffDocuments(
  from: ContentDocument | Record<string, unknown> | null | undefined,
  to: ContentDocument | Record<string, unknown> | null | undefined,
  options: DiffOptions = {},
): ObjectDiff {
  for (const version of [from, to]) {
    if (version !== null && version !== undefined && !isRecord(version)) {
      throw new DiffError(`Value error: Value is of type ${jsonTypeName(version)}, expected object`, [])
    }
  }
  const diff = diffValues(from ?? undefined, to ?? undefined, {
    ...options,
    ...(options.schemaType && !isObjectSchemaType(options.schemaType) ? {schemaType: undefined} : {}),
  })
  if (diff.type !== 'object') {
    throw new DiffError(`Value error: Value is of type ${diff.type}, expected object`, [])
  }
  return diff
}

/**
 * Diffs any two JSON values (either may be `undefined`: not there), recursively: objects field
 * by field, arrays item by item, strings as segments. With a schema type the diff follows its
 * fields' order and knows references, images, files, dates and portable text by their types;
 * without one it recognises them by shape (`_ref`, `asset._ref`, `_type: 'block'`).
 *
 * @throws {@link DiffError} when a value is not JSON (a function, `NaN`, a `Date` object, …)
 * @public
 */
export function diffValues(from: unknown, to: unknown, options: DiffOptions = {}): Diff {
  const {annotations, assets} = options
  const context: DiffContext = {
    diff: diffAt,
    annotate: annotations ? annotations : () => [],
    ...(assets ? {assets} : {}),
  }
  function diffAt(fromValue: unknown, toValue: unknown, path: Path, schemaType: SchemaType | undefined): Diff {
    return diffValueAt(fromValue, toValue, path, schemaType, context)
  }
  return diffAt(from, to, [], options.schemaType)
}

function diffValueAt(
  from: unknown,
  to: unknown,
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
): Diff {
  const fromType = jsonTypeName(from, path)
  const toType = jsonTypeName(to, path)
  if (fromType !== 'undefined' && toType !== 'undefined' && fromType !== toType) {
    return {type: 'value', ...leafBase(from, to, path, schemaType, context, 'changed')}
  }
  // Leaves are most of any document: they are built as plain literals of one shape each.
  switch (toType === 'undefined' ? fromType : toType) {
    case 'string': {
      const action = leafAction(from, to)
      const annotations = action === 'unchanged' ? NO_ANNOTATIONS : context.annotate(path)
      const fromValue = from as string | undefined
      const toValue = to as string | undefined
      const intrinsic = schemaType?.intrinsic
      if (intrinsic === 'date' || intrinsic === 'datetime') {
        return {
          type: 'date',
          dateType: intrinsic,
          action,
          isChanged: action !== 'unchanged',
          fromValue,
          toValue,
          path,
          schemaType,
          annotations,
        }
      }
      const segments: StringSegment[] =
        action === 'unchanged'
          ? [{action: 'unchanged', text: fromValue as string}]
          : stringSegments(fromValue ?? '', toValue ?? '')
      return {
        type: 'string',
        action,
        isChanged: action !== 'unchanged',
        fromValue,
        toValue,
        path,
        schemaType,
        annotations,
        segments,
      }
    }
    case 'number': {
      const action = leafAction(from, to)
      const fromValue = from as number | undefined
      const toValue = to as number | undefined
      return {
        type: 'number',
        action,
        isChanged: action !== 'unchanged',
        fromValue,
        toValue,
        path,
        schemaType,
        annotations: action === 'unchanged' ? NO_ANNOTATIONS : context.annotate(path),
        delta: fromValue !== undefined && toValue !== undefined ? toValue - fromValue : undefined,
      }
    }
    case 'boolean':
      return {
        type: 'boolean',
        ...leafBase(from as boolean | undefined, to as boolean | undefined, path, schemaType, context),
      }
    case 'array':
      return diffArray(from as unknown[] | undefined, to as unknown[] | undefined, path, schemaType, context)
    case 'object':
      return diffObject(
        from as Record<string, unknown> | undefined,
        to as Record<string, unknown> | undefined,
        path,
        schemaType,
        context,
      )
    default:
      return {type: 'value', ...leafBase(from, to, path, schemaType, context)}
  }
}

/** Shared by every unchanged value (frozen, so no one can add to it). */
const NO_ANNOTATIONS: readonly DiffAnnotation[] = Object.freeze([])

function leafAction(from: unknown, to: unknown): DiffAction {
  return from === to ? 'unchanged' : from === undefined ? 'added' : to === undefined ? 'removed' : 'changed'
}

function leafBase<T>(
  from: T | undefined,
  to: T | undefined,
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
  forced?: DiffAction,
): BaseDiff<T> {
  const action = forced ?? leafAction(from, to)
  return {
    action,
    isChanged: action !== 'unchanged',
    fromValue: from,
    toValue: to,
    path,
    schemaType,
    annotations: action === 'unchanged' ? NO_ANNOTATIONS : context.annotate(path),
  }
}

function diffObject(
  from: Record<string, unknown> | undefined,
  to: Record<string, unknown> | undefined,
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
): ObjectLikeDiff {
  const fields: Record<string, Diff> = {}
  let changed = false
  const fieldTypes = isObjectSchemaType(schemaType) ? schemaType.fields : []
  const add = (name: string, fieldType: SchemaType | undefined) => {
    if (Object.hasOwn(fields, name)) return
    if (path.length === 0 && DOCUMENT_META_FIELDS.has(name)) return
    const fromValue = from && getOwn(from, name)
    const toValue = to && getOwn(to, name)
    if (fromValue === undefined && toValue === undefined) return
    const diff = context.diff(fromValue, toValue, childPath(path, name), fieldType)
    fields[name] = diff
    if (diff.isChanged) changed = true
  }
  for (const field of fieldTypes) add(field.name, field.type)
  if (to) for (const name of Object.keys(to)) add(name, undefined)
  if (from) for (const name of Object.keys(from)) add(name, undefined)
  const action: DiffAction =
    from === undefined ? 'added' : to === undefined ? 'removed' : changed ? 'changed' : 'unchanged'
  const base = {
    action,
    isChanged: action !== 'unchanged',
    fromValue: from,
    toValue: to,
    path,
    schemaType,
    annotations: action === 'unchanged' ? NO_ANNOTATIONS : context.annotate(path),
    fields,
  }
  const intrinsic = schemaType?.intrinsic
  const either = (name: string) => (to && getOwn(to, name)) ?? (from && getOwn(from, name))
  if (
    intrinsic === 'reference' ||
    intrinsic === 'crossDatasetReference' ||
    (!schemaType && typeof either('_ref') === 'string')
  ) {
    const fromRef = from && getOwn(from, '_ref')
    const toRef = to && getOwn(to, '_ref')
    return {
      ...base,
      type: 'reference',
      ...(typeof fromRef === 'string' ? {fromRef} : {}),
      ...(typeof toRef === 'string' ? {toRef} : {}),
    }
  }
  const asset = either('asset')
  if (isFileSchemaType(schemaType) || (!schemaType && isRecord(asset) && typeof asset._ref === 'string')) {
    const details = fileDetails(from, to, fields, schemaType, context.assets)
    return {...base, ...details, action: base.isChanged ? details.action : 'unchanged', type: 'file'}
  }
  if (intrinsic === 'block' || (!schemaType && either('_type') === 'block' && Array.isArray(either('children')))) {
    const {segments, marksChanged} = blockSegments(from, to)
    const styleChanged = Boolean(fields.style?.isChanged || fields.listItem?.isChanged || fields.level?.isChanged)
    return {...base, type: 'block', segments, styleChanged, marksChanged}
  }
  return {...base, type: 'object'}
}

/**
 * The JSON type of a value (`undefined` for a missing one).
 * @throws {@link DiffError} for values that are not JSON
 */
function jsonTypeName(value: unknown, path: Path = []): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'string' || type === 'boolean') return type
  if (type === 'number') {
    if (Number.isFinite(value)) return 'number'
    throw new DiffError(`Value error: Value is of type number (${String(value)}), expected a finite number`, path)
  }
  if (type === 'object') {
    const prototype = Object.getPrototypeOf(value)
    if (prototype === Object.prototype || prototype === null) return 'object'
    throw new DiffError(
      `Value error: Value is of type ${(value as object).constructor?.name ?? 'object'}, expected a plain object`,
      path,
    )
  }
  throw new DiffError(`Value error: Value is of type ${type}, expected a JSON value`, path)
}
