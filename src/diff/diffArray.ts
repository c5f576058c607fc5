import {isRecord} from '../document'
import {isArraySchemaType, isBlockSchemaType} from '../schema'
import type {Path, SchemaType} from '../types'
import {childPath} from './childPath'
import {arrayKeys, longestIncreasingSubsequence} from './arrayKeys'
import type {DiffContext} from './DiffContext'
import type {ArrayDiff, ArrayItemDiff, DiffAction, DiffAnnotation} from './types'

const NO_ANNOTATIONS: readonly DiffAnnotation[] = Object.freeze([])

/**
 * Diffs two arrays (either may be missing). Items are matched by `_key` when every item of
 * both arrays has a distinct one: an item keeps its diff wherever it went, and `hasMoved`
 * marks the items outside the longest run that kept its order. Otherwise items are matched
 * by position. Items come in the newer array's order, removed ones where they were.
 */
export function diffArray(
  from: readonly unknown[] | undefined,
  to: readonly unknown[] | undefined,
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
): ArrayDiff {
  const fromItems = from ?? []
  const toItems = to ?? []
  const fromKeys = arrayKeys(fromItems)
  const toKeys = fromKeys && arrayKeys(toItems)
  const items =
    fromKeys && toKeys
      ? keyedItems(fromItems, toItems, fromKeys, toKeys, path, schemaType, context)
      : positionalItems(fromItems, toItems, path, schemaType, context)
  const changed = items.some((item) => item.hasMoved || item.diff.isChanged)
  const action: DiffAction =
    from === undefined ? 'added' : to === undefined ? 'removed' : changed ? 'changed' : 'unchanged'
  return {
    type: 'array',
    arrayType: isPortableText(fromItems, toItems, schemaType) ? 'portableText' : 'array',
    matchedBy: fromKeys && toKeys ? 'key' : 'index',
    action,
    isChanged: action !== 'unchanged',
    fromValue: from as unknown[] | undefined,
    toValue: to as unknown[] | undefined,
    path,
    schemaType,
    annotations: action === 'unchanged' ? NO_ANNOTATIONS : context.annotate(path),
    items,
  }
}

function keyedItems(
  from: readonly unknown[],
  to: readonly unknown[],
  fromKeys: string[],
  toKeys: string[],
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
): ArrayItemDiff[] {
  const fromIndexByKey = new Map(fromKeys.map((key, index) => [key, index]))
  const matchedFromIndices: number[] = []
  for (const key of toKeys) {
    const fromIndex = fromIndexByKey.get(key)
    if (fromIndex !== undefined) matchedFromIndices.push(fromIndex)
  }
  const kept = longestIncreasingSubsequence(matchedFromIndices)
  const toKeySet = new Set(toKeys)
  const removed = fromKeys.map((key, index) => ({key, index})).filter(({key}) => !toKeySet.has(key))
  const items: ArrayItemDiff[] = []
  let nextRemoved = 0
  const emitRemovedBefore = (fromIndex: number) => {
    while (nextRemoved < removed.length && (removed[nextRemoved] as {index: number}).index < fromIndex) {
      const {key, index} = removed[nextRemoved++] as {key: string; index: number}
      const itemPath = childPath(path, {_key: key})
      const value = from[index]
      items.push({
        key,
        fromIndex: index,
        hasMoved: false,
        diff: context.diff(value, undefined, itemPath, itemType(schemaType, value)),
      })
    }
  }
  let matched = 0
  toKeys.forEach((key, toIndex) => {
    const fromIndex = fromIndexByKey.get(key)
    const value = to[toIndex]
    const itemPath = childPath(path, {_key: key})
    if (fromIndex === undefined) {
      items.push({
        key,
        toIndex,
        hasMoved: false,
        diff: context.diff(undefined, value, itemPath, itemType(schemaType, value)),
      })
      return
    }
    emitRemovedBefore(fromIndex)
    const hasMoved = !kept.has(matched++)
    const diff = context.diff(from[fromIndex], value, itemPath, itemType(schemaType, value))
    items.push({key, fromIndex, toIndex, hasMoved, diff})
  })
  emitRemovedBefore(Infinity)
  return items
}

function positionalItems(
  from: readonly unknown[],
  to: readonly unknown[],
  path: Path,
  schemaType: SchemaType | undefined,
  context: DiffContext,
): ArrayItemDiff[] {
  const items: ArrayItemDiff[] = []
  for (let index = 0; index < Math.max(from.length, to.length); index++) {
    const fromValue = index < from.length ? from[index] : undefined
    const toValue = index < to.length ? to[index] : undefined
    const diff = context.diff(fromValue, toValue, childPath(path, index), itemType(schemaType, toValue ?? fromValue))
    items.push({
      ...(index < from.length ? {fromIndex: index} : {}),
      ...(index < to.length ? {toIndex: index} : {}),
      hasMoved: false,
      diff,
    })
  }
  return items
}

/**
 * The schema type of an array item: the member named by its `_type`, else the one member of
 * its JSON type (the only object member, for objects without a `_type`).
 */
export function itemType(arrayType: SchemaType | undefined, item: unknown): SchemaType | undefined {
  if (!isArraySchemaType(arrayType) || item === undefined) return undefined
  const members = arrayType.of
  if (isRecord(item)) {
    const name = typeof item._type === 'string' ? item._type : undefined
    const named = name === undefined ? undefined : members.find((member) => member.name === name)
    if (named) return named
    if (name === 'block') return members.find(isBlockSchemaType)
    const objects = members.filter((member) => member.jsonType === 'object')
    return name === undefined && objects.length === 1 ? objects[0] : undefined
  }
  const jsonType = Array.isArray(item) ? 'array' : typeof item
  return members.find((member) => member.jsonType === jsonType)
}

function isPortableText(from: readonly unknown[], to: readonly unknown[], schemaType: SchemaType | undefined): boolean {
  if (isArraySchemaType(schemaType)) return schemaType.of.some(isBlockSchemaType)
  const isBlock = (item: unknown) => isRecord(item) && item._type === 'block'
  return from.some(isBlock) || to.some(isBlock)
}
