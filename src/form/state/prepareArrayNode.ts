import {isRecord, pathToString} from '../../document'
import type {ArraySchemaType, ObjectSchemaType, Path, PathSegment, SchemaType} from '../../types'
import {arrayItemType} from './arrayItemType'
import {collapsedAt, entriesBelow, isFocused, nodeId, type FormBuildContext, type NodeInput} from './FormBuildContext'
import type {
  ArrayItemError,
  ArrayOfObjectsFormNode,
  ArrayOfObjectsItemMember,
  ArrayOfObjectsMember,
  ArrayOfPrimitivesFormNode,
  ArrayOfPrimitivesItemMember,
  ArrayOfPrimitivesMember,
  ObjectFormNode,
} from './FormNode'
import {holdsObjects} from './fieldMemberError'
import {jsonTypeOf} from './jsonTypeOf'
// eslint-disable-next-line import-x/no-cycle -- recursion: array items may be objects, whose fields may be arrays again
import {prepareObjectNode} from './prepareObjectNode'
import {preparePrimitiveNode} from './prepareFieldNode'
import {crossedByFocus, hasConditionalProperties, reusableSubtree, sameSurroundings} from './reusableSubtree'
import {reuseNode} from './reuseNode'

/**
 * Builds the node of an array. Items of an array of objects are addressed by `_key` and start
 * collapsed (an item editor opens them); items of an array of primitives are addressed by
 * index. An item of a type the array does not declare is an INVALID_ITEM_TYPE error member: it
 * can be removed, not edited. (Arrays whose items lack keys or repeat them never get here:
 * their field is a member error until fixed.) @internal
 */
export function prepareArrayNode(
  context: FormBuildContext,
  input: NodeInput<ArraySchemaType, ArrayOfObjectsFormNode | ArrayOfPrimitivesFormNode>,
): ArrayOfObjectsFormNode | ArrayOfPrimitivesFormNode {
  const reusable = reusableSubtree(context, input)
  if (reusable) return reusable
  const {schemaType, path, previous} = input
  const items = Array.isArray(input.value) ? input.value : []
  const previousList = previous?.members ?? []
  // Items mostly stay where they were: the member at the same index is looked at first, and
  // the members are indexed by key only once one has moved.
  let previousByKey: Map<string, ArrayOfObjectsMember | ArrayOfPrimitivesMember> | undefined
  const previousMember = (index: number, key: string) => {
    const atIndex = previousList[index]
    if (atIndex?.key === key) return atIndex
    previousByKey ??= new Map(previousList.map((member) => [member.key, member]))
    return previousByKey.get(key)
  }
  // Everything the items are built from besides their own values is as in the last build.
  const unchanged = previous !== undefined && context.reuse !== null && sameSurroundings(previous, input)
  const members = holdsObjects(schemaType.of)
    ? items.map((item, index) => {
        const before = previousMember(
          index,
          isRecord(item) && typeof item._key === 'string' ? item._key : `index-${index}`,
        )
        return (
          (unchanged && reusableItem(context, before, item, index)) ||
          prepareObjectItem(context, input, item, index, before)
        )
      })
    : items.map((item, index) =>
        preparePrimitiveItem(context, input, item, index, previousMember(index, String(index))),
      )
  return reuseNode(previous, {
    id: nodeId(context, path),
    path,
    schemaType,
    value: Array.isArray(input.value) ? input.value : undefined,
    level: input.level,
    readOnly: input.readOnly,
    focused: isFocused(context, path),
    validation: input.validation,
    presence: input.presence,
    members,
  } as ArrayOfObjectsFormNode | ArrayOfPrimitivesFormNode)
}

/**
 * The previous member of an object item that is the very same value at the same index, in
 * unchanged surroundings, when nothing else could change it (no focus path entering or leaving
 * it, no conditional callbacks): returned as it is, without building its input. A keystroke in
 * one item of 500 checks the other 499 this way.
 */
function reusableItem(
  context: FormBuildContext,
  before: ArrayOfObjectsMember | ArrayOfPrimitivesMember | undefined,
  item: unknown,
  index: number,
): ArrayOfObjectsMember | undefined {
  if (before?.kind !== 'item' || before.index !== index) return undefined
  const node = (before as ArrayOfObjectsItemMember).item
  if (node.value !== item || hasConditionalProperties(node.schemaType)) return undefined
  if (crossedByFocus(context, node.path)) return undefined
  return before as ArrayOfObjectsItemMember
}

function prepareObjectItem(
  context: FormBuildContext,
  array: NodeInput<ArraySchemaType, unknown>,
  item: unknown,
  index: number,
  previous: ArrayOfObjectsMember | ArrayOfPrimitivesMember | undefined,
): ArrayOfObjectsMember {
  const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
  const segment = key === undefined ? index : {_key: key}
  const path: Path = previous?.kind === 'item' ? previous.item.path : [...array.path, segment]
  const itemType = arrayItemType(array.schemaType.of, item)
  if (!itemType || itemType.jsonType !== 'object' || key === undefined) {
    return itemError(array.schemaType, item, index, key ?? `index-${index}`, path, previous)
  }
  const previousItem = previous?.kind === 'item' ? (previous as ArrayOfObjectsItemMember) : undefined
  const input = itemNodeInput(context, array, itemType as ObjectSchemaType, item, path, segment, previousItem?.item)
  const node =
    previousItem || hasConditionalProperties(itemType)
      ? prepareObjectNode(context, input)
      : lazyObjectNode(context, input)
  // An unchanged item at the same place, with the same UI state, is the same member: no need to
  // look its collapsed state up again (500 items, one keystroke: 499 of these).
  if (previousItem && previousItem.item === node && previousItem.index === index && context.reuse) return previousItem
  const collapsed = collapsedAt(context, path, true)
  return reuseNode(previousItem, {
    kind: 'item',
    key,
    index,
    collapsible: true,
    collapsed,
    parentSchemaType: array.schemaType,
    item: node,
  })
}

/**
 * The node of an object item seen for the first time, its members (and groups and unknown
 * fields) built when first read. An item starts collapsed: nothing reads the members of most
 * items of a long array — the 1,000 blocks of a rich-text body, whose spans and mark
 * definitions would be some 10,000 nodes more — until one is opened, edited or looked into.
 *
 * Whenever they are read, they are what this build would have made at once: they depend only on
 * what it saw (the item's value, place, markers and presence, the focus path and UI
 * state of the build), all kept as they were, and never on the conditional callbacks' cache —
 * an item type with a `hidden` or `readOnly` callback anywhere in it is built at once. The
 * properties are the node's own and enumerable, as a built node's are, so comparing the next
 * build's node with this one (`reuseNode`) reads them: the one item that changed is built then.
 */
function lazyObjectNode(context: FormBuildContext, input: NodeInput<ObjectSchemaType, ObjectFormNode>): ObjectFormNode {
  const {path} = input
  const later = detachedContext(context)
  let built: ObjectFormNode | undefined
  const node = {
    id: nodeId(context, path),
    path,
    schemaType: input.schemaType,
    value: isRecord(input.value) ? input.value : undefined,
    level: input.level,
    readOnly: input.readOnly,
    focused: isFocused(context, path),
    validation: input.validation,
    presence: input.presence,
  } as ObjectFormNode
  for (const name of LAZY_PROPERTIES) {
    Object.defineProperty(node, name, {
      configurable: true,
      enumerable: true,
      get() {
        built ??= prepareObjectNode(later, input)
        // Read once, then a plain property: the built node's, as it would have been.
        Object.defineProperty(node, name, {value: built[name], enumerable: true, writable: true, configurable: true})
        return built[name]
      },
    })
  }
  return node
}

const LAZY_PROPERTIES = ['members', 'groups', 'unknownFields'] as const

/**
 * What building the members of a lazy item needs of its build's context: all of it but the
 * document and the user, which only callbacks see (there are none in such an item), and the
 * reuse of the last build's subtrees (a new item has none). An item that stays unread does not
 * keep the document of the build that made it. One per build.
 */
function detachedContext(context: FormBuildContext): FormBuildContext {
  let detached = detachedContexts.get(context)
  if (!detached) {
    detached = {...context, document: undefined, currentUser: null, reuse: null}
    detachedContexts.set(context, detached)
  }
  return detached
}

const detachedContexts = new WeakMap<FormBuildContext, FormBuildContext>()

function preparePrimitiveItem(
  context: FormBuildContext,
  array: NodeInput<ArraySchemaType, unknown>,
  item: unknown,
  index: number,
  previous: ArrayOfObjectsMember | ArrayOfPrimitivesMember | undefined,
): ArrayOfPrimitivesMember {
  const path: Path = previous?.kind === 'item' ? previous.item.path : [...array.path, index]
  const itemType = arrayItemType(array.schemaType.of, item)
  if (!itemType || itemType.jsonType !== jsonTypeOf(item))
    return itemError(array.schemaType, item, index, String(index), path, previous)
  const previousItem = previous?.kind === 'item' ? (previous as ArrayOfPrimitivesItemMember) : undefined
  const node = preparePrimitiveNode(
    context,
    itemNodeInput(context, array, itemType, item, path, index, previousItem?.item),
  )
  return reuseNode(previousItem, {
    kind: 'item',
    key: String(index),
    index,
    parentSchemaType: array.schemaType,
    item: node,
  })
}

function itemError(
  schemaType: ArraySchemaType,
  item: unknown,
  index: number,
  key: string,
  path: Path,
  previous: ArrayOfObjectsMember | ArrayOfPrimitivesMember | undefined,
): ArrayItemError {
  const resolvedItemType = isRecord(item) && typeof item._type === 'string' ? item._type : jsonTypeOf(item)
  return reuseNode(previous?.kind === 'error' ? previous : undefined, {
    kind: 'error',
    key,
    index,
    path,
    error: {type: 'INVALID_ITEM_TYPE', resolvedItemType, value: item, validTypes: schemaType.of},
  })
}

/**
 * What building the node of an item takes, whatever it holds: one level below the array,
 * read-only when the array is or the item type says so, with the markers and presence at or
 * below its segment.
 */
function itemNodeInput<S extends SchemaType, N>(
  context: FormBuildContext,
  array: NodeInput<ArraySchemaType, unknown>,
  itemType: S,
  item: unknown,
  path: Path,
  segment: PathSegment,
  previous: N | undefined,
): NodeInput<S, N> {
  return {
    schemaType: itemType,
    value: item,
    path,
    level: array.level + 1,
    readOnly: array.readOnly || itemReadOnly(context, itemType, path, array.value, item),
    validation: entriesBelow(array.validation, array.path.length, segment),
    presence: entriesBelow(array.presence, array.path.length, segment),
    previous,
  }
}

// The key of the callback's cached answer, and what it sees, are only made when there is a callback to ask.
function itemReadOnly(
  context: FormBuildContext,
  itemType: SchemaType,
  path: Path,
  parent: unknown,
  value: unknown,
): boolean {
  if (typeof itemType.readOnly !== 'function') return itemType.readOnly === true
  return context.conditional.evaluate(`readOnly:${pathToString(path)}`, itemType.readOnly, {
    document: context.document,
    parent,
    value,
    currentUser: context.currentUser,
  })
}
