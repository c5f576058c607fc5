import type {Node as PMNode} from 'prosemirror-model'
import type {Patch, PatchCondition, Path} from '../../../types'
import {makeTextPatch} from '../../../mutations'
import {diffMatchPatch, insert, set, setIfMissing, unset} from '../../patch/patches'
import {isEmptyDoc, nodeToMember} from './portableTextConversion'
import {
  blockPlainText,
  isSpan,
  isTextBlockMember,
  type PortableTextBlock,
  type PortableTextMember,
} from './portableTextValue'
import {valuesAreEqual} from './valuesAreEqual'

/**
 * The patches (relative to the field's array) that turn the value of document `before` into
 * the value of `after` (see `docToPortableText`), as few and as small as it can:
 *
 * - a text block that changed is patched part by part (see {@link memberPatches}): a changed
 *   span's text is a `diffMatchPatch` at `[{_key: block}, 'children', {_key: span}, 'text']`
 *   (so concurrent typing merges, even when the editor has not seen the other edit), its marks a
 *   `set` of `marks`, new and removed spans and annotations (`markDefs`) keyed inserts and
 *   unsets, a changed style, list or level a `set` of that field; a block object that changed
 *   is `set` whole;
 * - removed text blocks: their children are unset, and the block once it has none left (see
 *   `blockRemoval`: what someone else moves into it at the same time stays); children that
 *   went into another block are moved there by reference (see {@link movedChildPatches});
 * - new blocks: inserts that put them between the blocks around them even when someone
 *   removes the block before them at the same time (see {@link placedInsertPatches}), or, for
 *   the pieces of a block split off it, an `insert` right after it, so they go with it; the
 *   children a split moves whole into its new block (from the split block, or from a block
 *   a selection removed) are moved into it by reference (see `withSplitMoves`); a block that
 *   moved is removed and inserted again (new spans likewise);
 * - the empty editor is no value: its blocks are unset, then the field (see
 *   {@link emptyingPatches}); from no value (`beforeEmpty`: the field has none, or an empty
 *   array), a `setIfMissing([])` and an insert of every block.
 *
 * Unchanged blocks are found by node identity, so typing in a long document costs one pass
 * over its top-level nodes.
 * @beta
 */
export function docPatches(before: PMNode, after: PMNode, beforeEmpty = isEmptyDoc(before)): Patch[] {
  if (before === after) return []
  const afterEmpty = isEmptyDoc(after)
  if (afterEmpty) return beforeEmpty ? [] : emptyingPatches(before)
  if (beforeEmpty) {
    const items: PortableTextMember[] = []
    after.forEach((node) => items.push(nodeToMember(node)))
    return [setIfMissing([]), insert(items, 'after', [-1])]
  }
  if (before.childCount === after.childCount) {
    const patches = sameShapePatches(before, after)
    if (patches) return patches
  }
  return reorderedPatches(before, after)
}

/**
 * The patches that empty the field when the editor is emptied: each block it showed is
 * unset, then the field, only while it holds no block (see `Patch`'s onlyIf). Someone else
 * may have added a block at the same time, not having seen the deletion: it stays, with what
 * they type in it. When all it showed was one block without text (an empty list item or
 * heading made a plain paragraph: Enter in an empty list item), that block goes only while it
 * is still empty: someone else may be typing into it at the same time, and their text stays.
 */
function emptyingPatches(before: PMNode): Patch[] {
  const patches: Patch[] = []
  const only = before.childCount === 1 ? before.firstChild! : undefined
  if (only?.isTextblock && only.childCount === 0) {
    const member = nodeToMember(only) as PortableTextBlock
    const at = [{_key: member._key}]
    patches.push({type: 'unset', path: at, onlyIf: {path: [...at, 'children'], equals: member.children}})
  } else before.forEach((node) => patches.push(unset([{_key: node.attrs.key as string}])))
  patches.push({type: 'unset', path: [], onlyIf: {path: [0], equals: undefined}})
  return patches
}

/** Patches when both documents have the same blocks by key, in the same order; undefined otherwise. */
function sameShapePatches(before: PMNode, after: PMNode): Patch[] | undefined {
  const patches: Patch[] = []
  for (let index = 0; index < after.childCount; index++) {
    const next = after.child(index)
    const previous = before.child(index)
    if (next === previous) continue
    if (next.attrs.key !== previous.attrs.key) return undefined
    patches.push(...memberPatches(nodeToMember(previous), nodeToMember(next)))
  }
  return patches
}

function reorderedPatches(before: PMNode, after: PMNode): Patch[] {
  const oldMembers: PortableTextMember[] = []
  before.forEach((node) => oldMembers.push(nodeToMember(node)))
  const newMembers: PortableTextMember[] = []
  after.forEach((node) => newMembers.push(nodeToMember(node)))
  const moves = movedChildren(oldMembers, newMembers)
  // Children a change moves into a new block, from a block it keeps (a split) or removes (a
  // selection over two blocks, then Enter): the new block goes in as it is, without them.
  const intoNew = splitMovedChildren(oldMembers, newMembers)
  const oldKeys = new Set(oldMembers.map((member) => member._key))
  for (const [key, move] of moves) if (!move.merged && !oldKeys.has(move.into)) intoNew.set(key, move)
  const heldApart = new Set(
    intoNew.size === 0 ? [] : newMembers.filter((member) => movedEnds(member, intoNew)).map((member) => member._key),
  )
  // The children that go by reference (see `Patch`'s move): into a block the change keeps (a
  // join), or to the end of a new one (a split).
  const byReference = new Set<string>()
  for (const [key, move] of moves) if (!move.merged && oldKeys.has(move.into)) byReference.add(key)
  for (const [key, move] of intoNew) if (heldApart.has(move.into)) byReference.add(key)
  const movedIn = moves.size === 0 ? undefined : (items: readonly {_key: string}[]) => moveCondition(items, moves)
  const patches = keyedListPatches(
    oldMembers,
    newMembers,
    [],
    (previous, next) => memberPatches(previous, next, moves),
    false,
    splitOffBlocks,
    blockRemoval(newMembers, moves, byReference),
    movedIn &&
      ((blocks) =>
        blocks.some((block) => heldApart.has(block._key))
          ? undefined
          : moveCondition(
              blocks.flatMap((block) => (isTextBlockMember(block) ? block.children : [])),
              moves,
            )),
  )
  const newKeys = new Set(newMembers.map((member) => member._key))
  const removed = new Set([...oldKeys].filter((key) => !newKeys.has(key)))
  return withSplitMoves(patches, intoNew, removed)
}

/**
 * The children at the end of a new text block that a change moved into it (see
 * `splitMovedChildren`), from the first of them on; undefined unless all children from there
 * on are such.
 */
function movedEnds(member: unknown, moves: ReadonlyMap<string, ChildMove>): PortableTextBlock['children'] | undefined {
  if (!isTextBlockMember(member as PortableTextMember)) return undefined
  const block = member as PortableTextBlock
  const first = block.children.findIndex((child) => moves.get(child._key)?.into === block._key)
  if (first < 0) return undefined
  const ends = block.children.slice(first)
  return ends.every((child) => moves.get(child._key)?.into === block._key) ? ends : undefined
}

/**
 * The children that a change moves whole out of a text block it keeps into a new block, by
 * key, with the keys of the two blocks: a split (Enter) takes the children after the caret's
 * span into the new block (the caret's span leaves its key on both halves, and stays).
 */
function splitMovedChildren(
  oldMembers: readonly PortableTextMember[],
  newMembers: readonly PortableTextMember[],
): Map<string, ChildMove> {
  const moves = new Map<string, ChildMove>()
  const oldByKey = new Map(oldMembers.map((member) => [member._key, member]))
  const left = new Map<string, {from: string; child: PortableTextChild}>()
  for (const member of newMembers) {
    const old = oldByKey.get(member._key)
    if (!old || !isTextBlockMember(old) || !isTextBlockMember(member)) continue
    const kept = new Set(member.children.map((child) => child._key))
    for (const child of old.children) if (!kept.has(child._key)) left.set(child._key, {from: member._key, child})
  }
  if (left.size === 0) return moves
  for (const member of newMembers) {
    if (oldByKey.has(member._key) || !isTextBlockMember(member)) continue
    for (const child of member.children) {
      const source = left.get(child._key)
      if (source !== undefined) moves.set(child._key, {...source, into: member._key})
    }
  }
  return moves
}

/** A child a change moves from one text block (`from`) into another (`into`), as it was in the first. */
interface ChildMove {
  from: string
  into: string
  child: PortableTextChild
}

/**
 * The patches with the children a split took into a new block (see
 * {@link splitMovedChildren}; also from a block the change removes: a selection over two
 * blocks, then Enter) moved there by reference (see {@link movedChildPatches}): someone else
 * may at the same time have typed in such a child, marked part of it, moved it on (joined
 * its block into another, or moved it with a split of their own) or removed it, and a copy in
 * the new block would undo what they did, or put its text in the value twice. So the new block
 * goes in without them, and each is then moved to its end (after everything else, and a
 * removed block's removal after that); a new block left with no children gets an empty span
 * (see `emptyBlockFilling`). A new block with other children after moved ones (not a split)
 * is inserted as it is. `removed` has the keys of the blocks the change removes.
 */
function withSplitMoves(
  patches: Patch[],
  moves: ReadonlyMap<string, ChildMove>,
  removed: ReadonlySet<string>,
): Patch[] {
  if (moves.size === 0) return patches
  const moved = new Map<string, PortableTextBlock['children']>()
  const stripped = (item: unknown): unknown => {
    const ends = movedEnds(item, moves)
    if (!ends) return item
    const block = item as PortableTextBlock
    moved.set(block._key, ends)
    return {...block, children: block.children.slice(0, block.children.length - ends.length)}
  }
  const sources = new Set([...moves.values()].map((move) => move.from))
  // What holds on the children a block the moves come from is left with (an annotation that
  // goes while no span uses it) comes after the children left it.
  const checked: Patch[] = []
  const conditional: Patch[] = []
  const deferred: {patch: Patch; into: string}[] = []
  const kept: Patch[] = []
  // The removal of a block the moves come from, which the change removes: after the moves.
  const removals: Patch[] = []
  for (const patch of patches) {
    if (patch.type === 'insert' && patch.path.length === 1) {
      kept.push({...patch, items: patch.items.map(stripped)})
      continue
    }
    const [block, field, child] = patch.path
    const key = keyOf(child)
    const move = key === undefined ? undefined : moves.get(key)
    if (patch.type === 'unset' && removed.has(keyOf(block) ?? '') && sources.has(keyOf(block) ?? ''))
      removals.push(patch)
    else if (onChildrenOf(patch, sources)) checked.push(patch)
    else if (patch.type !== 'unset' || patch.onlyIf || patch.path.length !== 3 || field !== 'children') kept.push(patch)
    else if (!move || keyOf(block) !== move.from) kept.push(patch)
    else deferred.push({patch, into: move.into})
  }
  for (const [into, children] of moved) {
    for (const child of children) {
      const move = moves.get(child._key)!
      conditional.push(
        ...movedChildPatches(move.child, child, [{_key: move.from}, 'children'], [{_key: into}, 'children']),
      )
    }
    conditional.push(emptyBlockFilling(into))
  }
  // The moves take the children out of the blocks they came from; only children that went in
  // with their new block (not at its end) are removed there.
  const removedThere = deferred.filter(({into}) => !moved.has(into)).map(({patch}) => patch)
  return [...kept, ...conditional, ...removedThere, ...removals, ...checked]
}

/**
 * An empty span put into new block `into` while it has no children: none of the children a
 * change moved into it went in (someone else moved them on, or removed them). The block
 * stays, as the Enter that made it left it, empty: what its editor types in it next is not
 * lost with it.
 */
function emptyBlockFilling(into: string): Patch {
  const at = [{_key: into}, 'children']
  const empty = {_key: `${into}-empty`, _type: 'span', marks: [], text: ''}
  return withCondition(insert([empty], 'after', [...at, -1]), {path: [...at, 0], equals: undefined})
}

/** Whether a patch holds on the children of one of the blocks keyed `blocks`. */
function onChildrenOf(patch: Patch, blocks: ReadonlySet<string>): boolean {
  const path = 'onlyIf' in patch ? patch.onlyIf?.path : undefined
  return path?.length === 2 && path[1] === 'children' && blocks.has(keyOf(path[0]) ?? '')
}

/** A child that a change moves out of a text block it removes, into another block (see {@link movedChildren}). */
export interface MovedChild {
  /** The key of the block it came from. */
  from: string
  /** The key of the block it went into. */
  into: string
  /** What holds while the block it came from still has it. */
  unmoved: PatchCondition
  /**
   * Whether it went into a child of the same key there, its text added to that child's (two
   * halves of one span that a split left in two blocks, joined again), rather than in as a
   * child of its own.
   */
  merged: boolean
  /** The child as it was in the block it came from. */
  child: PortableTextChild
}

/**
 * The children of removed text blocks that the change puts into another block, new or not,
 * by key: a join (the next block's children go into the block before), or what a selection
 * over two blocks left of the second. A child goes in as a child of its own (not in the block
 * of that key before), or into the child of its key there (`merged`).
 */
function movedChildren(
  oldMembers: readonly PortableTextMember[],
  newMembers: readonly PortableTextMember[],
): Map<string, MovedChild> {
  const moves = new Map<string, MovedChild>()
  const newKeys = new Set(newMembers.map((member) => member._key))
  const removed = new Map<string, {block: string; child: PortableTextBlock['children'][number]}>()
  for (const member of oldMembers) {
    if (newKeys.has(member._key) || !isTextBlockMember(member)) continue
    for (const child of member.children) removed.set(child._key, {block: member._key, child})
  }
  if (removed.size === 0) return moves
  const oldChildKeys = new Map(
    oldMembers.map((member) => [
      member._key,
      new Set(isTextBlockMember(member) ? member.children.map((child) => child._key) : []),
    ]),
  )
  for (const member of newMembers) {
    if (!isTextBlockMember(member)) continue
    const known = oldChildKeys.get(member._key)
    for (const child of member.children) {
      const source = removed.get(child._key)
      if (!source) continue
      const unmoved = {path: [{_key: source.block}, 'children', {_key: child._key}, '_key'], equals: child._key}
      moves.set(child._key, {
        from: source.block,
        into: member._key,
        unmoved,
        merged: known?.has(child._key) ?? false,
        child: source.child,
      })
    }
  }
  return moves
}

/** Where a child that a join moves by reference into block `into` came from (see {@link MovedChild}). */
function joinedFrom(
  moves: ReadonlyMap<string, MovedChild>,
  child: {_key: string},
  into: string,
): MovedFrom | undefined {
  const move = moves.get(child._key)
  return move && !move.merged && move.into === into
    ? {path: [{_key: move.from}, 'children'], child: move.child}
    : undefined
}

/**
 * What inserting `items` holds on: that the block the first of them that a change moves came
 * from still has it (undefined when none is moved). Someone else may at the same time have
 * moved it on (joined that block elsewhere, or split the block before it, which takes it into
 * a new block): a copy here would put its text in the value twice. The move is then not made,
 * and the child stays where it is (see `blockRemoval`).
 */
function moveCondition(items: readonly {_key: string}[], moves: ReadonlyMap<string, MovedChild>) {
  for (const item of items) {
    const move = moves.get(item._key)
    if (move && !move.merged) return move.unmoved
  }
  return undefined
}

/**
 * How a text block that is gone from the new blocks is removed, so that what someone else
 * moves into it, or keeps from it, at the same time is not lost with it.
 *
 * Its children are removed one by one, and then the block, only while it has no children
 * left (see `Patch`'s onlyIf): someone else may at the same time have joined the next block
 * into it, or typed over a selection that moved the end of another block into it, not having
 * seen the removal. What they moved in stays, in the block.
 *
 * When the change moved children of it into another block (see {@link movedChildren}), all of
 * that comes after everything else (after the moves). A child moved by reference
 * (`byReference`) left it with its move; one that went in as a copy (into a new block, not at
 * its end: see {@link moveCondition}) leaves it only once it is in the block it went into.
 * Someone else may have removed that block at the same time, or the move may not have been
 * made: the children then stay where they were, instead of going with nothing in their place.
 *
 * A block moved elsewhere (removed and inserted again, under the same key) and a block object
 * are unset as they are.
 */
function blockRemoval(
  newMembers: readonly PortableTextMember[],
  moves: ReadonlyMap<string, MovedChild>,
  byReference: ReadonlySet<string>,
): (member: PortableTextMember, at: Path) => Removal {
  const newKeys = new Set(newMembers.map((member) => member._key))
  return (member, at) => {
    if (newKeys.has(member._key) || !isTextBlockMember(member) || member.children.length === 0)
      return {now: [unset(at)]}
    let moved = false
    const patches = member.children.flatMap((child): Patch[] => {
      const path = [...at, 'children', {_key: child._key}]
      const move = moves.get(child._key)
      if (!move || move.from !== member._key) return [unset(path)]
      moved = true
      // Moved by reference: the move took it out.
      if (byReference.has(child._key)) return []
      // Into a child of its key: its text went in only while this block had it (see memberPatches).
      if (move.merged) return [unset(path)]
      const landed = {path: [{_key: move.into}, 'children', {_key: child._key}, '_key'], equals: child._key}
      return [{type: 'unset', path, onlyIf: landed}]
    })
    patches.push(emptyBlockRemoval(at))
    return moved ? {now: [], after: patches} : {now: patches}
  }
}

/** Whether new blocks start with a piece of the text of the block before them: a split of it. */
function splitOffBlocks(items: readonly PortableTextMember[], previous: PortableTextMember): boolean {
  const text = blockPlainText(items[0])
  return text !== '' && blockPlainText(previous).includes(text.slice(0, SPLIT_PROBE))
}

/** Whether new children hold a piece of the text of the span before them: a split of it. */
function splitOffChildren(items: readonly PortableTextChild[], previous: PortableTextChild): boolean {
  return isSpan(previous) && items.some((item) => isSpan(item) && item.text !== '' && previous.text.includes(item.text))
}

/** How many characters at the start of a new block tell it is a piece of the block before it. */
const SPLIT_PROBE = 16

/**
 * The patches that turn one keyed list (at `path`) into another: items in both that keep
 * their relative order stay and are patched by `itemPatches`; the others are removed and
 * inserted between the items around them (see {@link placedInsertPatches}). With
 * `idempotentInserts`, each inserted item is unset first, so two people making the same
 * insert leave one item. New items that `splitOff` tells are pieces of the item before them
 * (as it was in `oldItems`) are inserted right after it, so they go with it when someone
 * else removes it at the same time: they hold what that person removed.
 */
function keyedListPatches<T extends {_key: string}>(
  oldItems: readonly T[],
  newItems: readonly T[],
  path: Path,
  itemPatches: (previous: T, next: T, path: Path) => Patch[],
  idempotentInserts = false,
  splitOff?: (items: readonly T[], previous: T) => boolean,
  removal?: (item: T, at: Path) => Removal,
  insertCondition?: (items: readonly T[]) => PatchCondition | undefined,
  movedFrom?: (item: T) => MovedFrom | undefined,
): Patch[] {
  const oldIndex = new Map<string, number>()
  oldItems.forEach((item, index) => oldIndex.set(item._key, index))
  const common = newItems.map((item) => oldIndex.get(item._key) ?? -1)
  const staying = stayingItems(common, newItems)
  const stayingKeys = new Set([...staying].map((index) => newItems[index]!._key))

  const patches: Patch[] = []
  const last: Patch[] = []
  for (const item of oldItems) {
    if (stayingKeys.has(item._key)) continue
    const at = [...path, {_key: item._key}]
    const {now, after} = removal?.(item, at) ?? {now: [unset(at)]}
    patches.push(...now)
    if (after) last.push(...after)
  }
  let previousKey: string | undefined
  let previousOld: T | undefined
  let pending: T[] = []
  const flush = (nextKey: string | undefined) => {
    if (pending.length === 0) return
    // Items moved here from a block this change removes go in only while that block has them
    // (`insertCondition`), each run of them apart from the new items around them; items
    // moved by reference (`movedFrom`) are moved here, one by one.
    let before = previousKey
    for (const {items, onlyIf, from} of conditionRuns(pending, insertCondition, movedFrom)) {
      if (from !== undefined) {
        const [item] = items as [T]
        patches.push(...movedChildPatches(from.child, item, from.path, path, before, nextKey))
        before = item._key
        continue
      }
      const group: Patch[] = []
      // Someone else may have inserted the same item (both joined the same two blocks): theirs goes.
      if (idempotentInserts)
        for (const item of items) if (!oldIndex.has(item._key)) group.push(unset([...path, {_key: item._key}]))
      if (before !== undefined && before === previousKey && previousOld && splitOff?.(items, previousOld))
        group.push(insert(items, 'after', [...path, {_key: before}]))
      else group.push(...placedInsertPatches(items, path, before, nextKey))
      patches.push(...(onlyIf ? group.map((patch) => withCondition(patch, onlyIf)) : group))
      before = items[items.length - 1]!._key
    }
    pending = []
  }
  newItems.forEach((item, index) => {
    if (!staying.has(index)) {
      pending.push(item)
      return
    }
    flush(item._key)
    previousOld = oldItems[common[index]!]!
    patches.push(...itemPatches(previousOld, item, [...path, {_key: item._key}]))
    previousKey = item._key
  })
  flush(undefined)
  return last.length > 0 ? [...patches, ...last] : patches
}

/**
 * `items` in runs of those that hold on one condition (`conditionOf` an item), and of those
 * that hold on none; an item moved by reference (`movedFrom`: the path of the list it came
 * from) is a run of its own.
 */
function conditionRuns<T>(
  items: readonly T[],
  conditionOf: ((items: readonly T[]) => PatchCondition | undefined) | undefined,
  movedFrom?: (item: T) => MovedFrom | undefined,
): {items: T[]; onlyIf: PatchCondition | undefined; from?: MovedFrom}[] {
  if (!conditionOf && !movedFrom) return [{items: [...items], onlyIf: undefined}]
  const runs: {items: T[]; onlyIf: PatchCondition | undefined; from?: MovedFrom}[] = []
  for (const item of items) {
    const from = movedFrom?.(item)
    if (from !== undefined) {
      runs.push({items: [item], onlyIf: undefined, from})
      continue
    }
    const onlyIf = conditionOf?.([item])
    const last = runs[runs.length - 1]
    if (last && last.from === undefined && (last.onlyIf === undefined) === (onlyIf === undefined)) last.items.push(item)
    else runs.push({items: [item], onlyIf})
  }
  return runs
}

/** Where a child moved by reference came from: the path of its list there, and the child as it was. */
interface MovedFrom {
  path: Path
  child: PortableTextChild
}

/**
 * The patches that move child `child` by reference (see `Patch`'s move) from the list at
 * `from` to the end of the list at `into`, then after the child keyed `previousKey` there
 * (when that is still there), else before the one keyed `nextKey`, and then make what the same
 * change did to it (as it was: `previous`; its text is patched, so it merges). The child goes as the value
 * holds it: what someone else typed in it, split off it or deleted of it meanwhile goes with it
 * (a copy as the editor shows it would bring back what they deleted, and put what they split
 * off twice). It does not go when it is no longer in the list it came from (someone else
 * moved it on). A span's marks are then set as the editor shows them: its block's annotations
 * are those the editor shows (see `newlyUsedAnnotations`), and a mark someone else gave it in
 * the block it came from would point at nothing.
 */
function movedChildPatches(
  previous: PortableTextChild,
  child: {_key: string},
  from: Path,
  into: Path,
  previousKey?: string,
  nextKey?: string,
): Patch[] {
  const key = {_key: child._key}
  const patches: Patch[] = [{type: 'move', path: from, from: key, to: -1, position: 'after', into}]
  if (previousKey !== undefined)
    patches.push({type: 'move', path: into, from: key, to: {_key: previousKey}, position: 'after'})
  else if (nextKey !== undefined)
    patches.push({type: 'move', path: into, from: key, to: {_key: nextKey}, position: 'before'})
  const next = child as unknown as PortableTextChild
  const at = [...into, key]
  patches.push(...childPatchesOf(previous, next, at).filter((patch) => patch.path[at.length] !== 'marks'))
  if (isSpan(next)) patches.push(set([...next.marks], [...at, 'marks']))
  return patches
}

/**
 * Patches that hold only while the children of text block `member` are still its children (a
 * patch with a condition of its own keeps it): a correction made from a received block, which
 * the other person's editor may mirror at the same time (taking out the other copy of the
 * text), so that the text stays once.
 */
export function whileChildrenAre(patches: Patch[], member: PortableTextMember): Patch[] {
  if (!isTextBlockMember(member)) return patches
  const onlyIf = {path: [{_key: member._key}, 'children'], equals: member.children}
  return patches.map((patch) => ('onlyIf' in patch && patch.onlyIf ? patch : withCondition(patch, onlyIf)))
}

/** The patch holding only on `onlyIf` (see `Patch`'s onlyIf); a patch that cannot hold on one as it is. */
export function withCondition(patch: Patch, onlyIf: PatchCondition): Patch {
  return patch.type === 'insert' || patch.type === 'unset' || patch.type === 'set' || patch.type === 'diffMatchPatch'
    ? {...patch, onlyIf}
    : patch
}

/**
 * The removal of the block at `at`, only while it has no children: while it has no first child.
 * A block that is not there has none either, so the removal also holds where the block was
 * gone when the store applied it first (this editor's own earlier removal, still on its way),
 * and is kept for the store to apply again on the lake's newer value, where the block may be
 * back and empty (see `Patch`'s onlyIf: one that does not hold is dropped for good).
 */
function emptyBlockRemoval(at: Path): Patch {
  return {type: 'unset', path: at, onlyIf: {path: [...at, 'children', 0], equals: undefined}}
}

/** The patches that remove an item from a keyed list: some at once, some after all the others. */
interface Removal {
  now: Patch[]
  after?: Patch[]
}

/**
 * The patches that put new `items` into the keyed list at `path` between the items keyed
 * `previousKey` and `nextKey` (either may be missing: at the start or end of the list).
 *
 * An insert next to a keyed item does nothing when the item is gone, and someone else may
 * remove it at the same time (join the block before a new one away, replace the whole text
 * of the span before a new one): the items would be lost with everything typed in them. So
 * they are inserted at the end of the list, where they always can be, and again after
 * `previousKey` and before `nextKey`, where those still are; then each item is put in place
 * of all its copies (an insert that replaces the items with its key), which leaves it where
 * the first copy was: after the item before it when that is there, else before the item after
 * it, else at the end. Plain inserts, so the patches apply alike on any version of the list,
 * in the store and on the server (a `move` is sent as a removal and an insert next to its
 * target, which loses the item when the target is gone there).
 */
export function placedInsertPatches<T extends {_key: string}>(
  items: readonly T[],
  path: Path,
  previousKey: string | undefined,
  nextKey: string | undefined,
): Patch[] {
  const patches = [insert(items, 'after', [...path, -1])]
  if (previousKey === undefined && nextKey === undefined) return patches
  if (previousKey !== undefined) patches.push(insert(items, 'after', [...path, {_key: previousKey}]))
  if (nextKey !== undefined) patches.push(insert(items, 'before', [...path, {_key: nextKey}]))
  for (const item of items) patches.push(insert([item], 'replace', [...path, {_key: item._key}]))
  return patches
}

/**
 * The patches that turn one member into the next one with the same key. A text block is
 * patched part by part, so that what someone else does in it at the same time merges: a
 * changed field (`style`, `listItem`, `level`) is set or unset on its own, and
 * its children are patched by key (a span's text is set on its own, so the store merges
 * concurrent typing; its marks likewise), and so are its `markDefs` (so two people adding
 * annotations to one block at once keep both); a block object is set whole.
 */
export function memberPatches(
  previous: PortableTextMember,
  next: PortableTextMember,
  moves?: ReadonlyMap<string, MovedChild>,
): Patch[] {
  if (previous === next) return []
  const at: Path = [{_key: next._key}]
  if (!isTextBlockMember(previous) || !isTextBlockMember(next) || previous._type !== next._type)
    return valuesAreEqual(previous, next) ? [] : [set(next, at)]
  const patches: Patch[] = []
  for (const field of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (field === '_key' || field === 'children' || field === 'markDefs') continue
    const before = previous[field]
    const after = next[field]
    if (valuesAreEqual(before, after)) continue
    patches.push(after === undefined ? unset([...at, field]) : set(after, [...at, field]))
  }
  const childPatches = withEmptySpanConditions(
    previous,
    next,
    keyedListPatches(
      previous.children,
      next.children,
      [...at, 'children'],
      moves ? (before, after, path) => mergedChildPatches(before, after, path, moves) : childPatchesOf,
      true,
      splitOffChildren,
      undefined,
      moves && ((children) => moveCondition(children, moves)),
      moves && ((child) => joinedFrom(moves, child, next._key)),
    ),
  )
  const reasserted = newlyUsedAnnotations(previous, next)
  if (reasserted.size === 0 && valuesAreEqual(previous.markDefs, next.markDefs)) return [...patches, ...childPatches]
  // Annotations by key, so two people annotating one block at once keep both: new ones
  // before the spans that point at them, removed ones after. An annotation a span sets anew
  // (a new span, or marks set whole) is put in again too: someone who removed its last use at
  // the same time removed it (see newlyUsedAnnotations).
  const defPatches = keyedListPatches(
    previous.markDefs.filter((def) => !reasserted.has(def._key)),
    next.markDefs,
    [...at, 'markDefs'],
    wholeItemPatches,
    true,
  )
  const kept = new Set(next.markDefs.map((def) => def._key))
  const removesDef = (patch: Patch) => {
    const key = keyOf(patch.path[patch.path.length - 1])
    return patch.type === 'unset' && key !== undefined && !kept.has(key)
  }
  // A removed annotation goes only while the block's children are as this editor leaves them:
  // someone else may be giving a span of it that mark at the same time (see `Patch`'s onlyIf).
  const onlyIf = {path: [...at, 'children'], equals: next.children}
  return [
    ...patches,
    ...defPatches.filter((patch) => !removesDef(patch)),
    ...childPatches,
    ...defPatches.filter(removesDef).map((patch) => ({...patch, onlyIf})),
  ]
}

/**
 * The child patches with each removal of an empty span made to hold only while the span is
 * still empty (see `Patch`'s onlyIf): the empty span of a block without text goes when text
 * with spans of its own comes in (the next block joined into it), and someone else may be
 * typing into it at the same time. Their text stays.
 */
function withEmptySpanConditions(previous: PortableTextBlock, next: PortableTextBlock, patches: Patch[]): Patch[] {
  if (!patches.some((patch) => patch.type === 'unset')) return patches
  const empty = new Set(
    previous.children.filter((child) => isSpan(child) && child.text === '').map((child) => child._key),
  )
  if (empty.size === 0) return patches
  for (const child of next.children) empty.delete(child._key)
  return patches.map((patch) => {
    const key = keyOf(patch.path[patch.path.length - 1])
    if (patch.type !== 'unset' || patch.path.length !== 3 || key === undefined || !empty.has(key)) return patch
    return {...patch, onlyIf: {path: [...patch.path, 'text'], equals: ''}}
  })
}

/**
 * The keys of the annotations (`markDefs`) of `next` that a span sets anew: a new span (split
 * off a linked span, or joined in from another block), a span whose marks changed (its
 * `marks` are set whole, over whatever someone else set them to), or a span moved among the
 * others (inserted again whole). Someone else may at the same time have removed the
 * annotation's last use they knew of, and the annotation with it (or moved that use to an
 * annotation of their own); the span would then point at nothing.
 */
function newlyUsedAnnotations(previous: PortableTextBlock, next: PortableTextBlock): Set<string> {
  const used = new Set<string>()
  if (next.markDefs.length === 0) return used
  const defKeys = new Set(next.markDefs.map((def) => def._key))
  const before = new Map(previous.children.map((child) => [child._key, child]))
  const moved = movedItems(previous.children, next.children)
  for (const child of next.children) {
    if (!isSpan(child)) continue
    const old = before.get(child._key)
    const unchanged = old === child || (isSpan(old) && valuesAreEqual(old.marks, child.marks))
    if (unchanged && !moved.has(child._key)) continue
    for (const mark of child.marks) if (defKeys.has(mark)) used.add(mark)
  }
  return used
}

/**
 * The patches, after the annotations (`markDefs`) of `block` that the spans they insert into
 * it point at are put in again (see {@link newlyUsedAnnotations}): someone else may at the
 * same time have removed such an annotation, its last use they knew of, and the span would
 * then point at nothing. Each is unset and inserted again, so the patches apply alike however
 * often they are sent.
 */
export function withAnnotationsReasserted(patches: Patch[], block: PortableTextBlock): Patch[] {
  const defs = new Map(block.markDefs.map((def) => [def._key, def]))
  const used = new Set<string>()
  for (const patch of patches) {
    if (patch.type !== 'insert' || keyOf(patch.path[0]) !== block._key || patch.path[1] !== 'children') continue
    for (const item of patch.items) if (isSpan(item)) for (const mark of item.marks) if (defs.has(mark)) used.add(mark)
  }
  if (used.size === 0) return patches
  const at = [{_key: block._key}, 'markDefs']
  const reasserted = [...used].flatMap((key) => [
    unset([...at, {_key: key}]),
    insert([defs.get(key)!], 'after', [...at, -1]),
  ])
  return [...reasserted, ...patches]
}

/**
 * The keys of the items of a keyed list that a change moves: in both lists, but not in the
 * longest run that keeps its order (see keyedListPatches: they are removed and inserted again,
 * as the editor shows them, over what someone else did to them meanwhile).
 */
function movedItems(oldItems: readonly {_key: string}[], newItems: readonly {_key: string}[]): Set<string> {
  const oldIndex = new Map(oldItems.map((item, index) => [item._key, index]))
  const common = newItems.map((item) => oldIndex.get(item._key) ?? -1)
  const staying = stayingItems(common, newItems)
  const moved = new Set<string>()
  common.forEach((index, at) => {
    if (index >= 0 && !staying.has(at)) moved.add(newItems[at]!._key)
  })
  return moved
}

/** A keyed item changed in place: set whole. */
function wholeItemPatches<T>(previous: T, next: T, at: Path): Patch[] {
  return valuesAreEqual(previous, next) ? [] : [set(next, at)]
}

function keyOf(segment: Path[number] | undefined): string | undefined {
  return typeof segment === 'object' && segment !== null && '_key' in segment ? segment._key : undefined
}

/**
 * The patches of a child that stays in its block; those of one that a child of the same key
 * from a block the change removes went into (its text added: see {@link MovedChild}) hold
 * only while that block still has it. Someone else may at the same time have moved it on: its
 * text would be in the value twice.
 */
function mergedChildPatches(
  previous: PortableTextChild,
  next: PortableTextChild,
  at: Path,
  moves: ReadonlyMap<string, MovedChild>,
): Patch[] {
  const patches = childPatchesOf(previous, next, at)
  const move = moves.get(next._key)
  if (!move?.merged || keyOf(at[0]) !== move.into) return patches
  return patches.map((patch) => withCondition(patch, move.unmoved))
}

function childPatchesOf(previous: PortableTextChild, next: PortableTextChild, at: Path): Patch[] {
  if (previous === next) return []
  if (!isSpan(previous) || !isSpan(next)) return valuesAreEqual(previous, next) ? [] : [set(next, at)]
  const patches: Patch[] = []
  for (const field of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (field === '_key') continue
    const before = (previous as unknown as Record<string, unknown>)[field]
    const after = (next as unknown as Record<string, unknown>)[field]
    if (valuesAreEqual(before, after)) continue
    if (field === 'text' && typeof before === 'string' && typeof after === 'string') {
      patches.push(textPatchOf(before, after, [...at, 'text']))
      continue
    }
    patches.push(after === undefined ? unset([...at, field]) : set(after, [...at, field]))
  }
  return patches
}

/**
 * The patch of a span's text: a diff-match-patch patch made from the text the editor showed,
 * so it applies to the stored text even when someone else's edit has not reached the editor
 * yet (a `set` would be merged from the text the store had then, and put the editor's older
 * text back over keystrokes it had not seen); a `set` when there is no exact patch.
 */
function textPatchOf(before: string, after: string, path: Path): Patch {
  const patchText = makeTextPatch(before, after)
  return patchText === undefined ? set(after, path) : diffMatchPatch(patchText, path)
}

/** Tells whether a patch is typing: an edit of a span's text. */
export function isTypingPatch(patch: Patch): boolean {
  return (
    (patch.type === 'diffMatchPatch' || (patch.type === 'set' && typeof patch.value === 'string')) &&
    patch.path[patch.path.length - 1] === 'text'
  )
}

type PortableTextChild = PortableTextBlock['children'][number]

/**
 * The indices of the items of a keyed list (`items`, at their old indices `oldIndices`, -1
 * for new ones) that keep their relative order, and stay where they are: a longest run of
 * increasing old indices. Those out of it are moved: removed and inserted again, whole, over
 * what someone else did to them meanwhile. Of the runs, one keeping spans is taken over one
 * keeping inline objects as long: what someone types into a span it keeps merges, while a
 * span inserted again would replace their typing (typing before an inline object an empty
 * span followed moves the object, not the span: seed 120).
 */
function stayingItems(oldIndices: readonly number[], items: readonly object[]): Set<number> {
  // Only a list of both spans and other children is weighed (typing among spans alone is not).
  const spans = items.filter((item) => isSpan(item as PortableTextChild)).length
  if (spans === 0 || spans === items.length) return longestIncreasing(oldIndices)
  return heaviestIncreasing(
    oldIndices,
    items.map((item) => (isSpan(item as PortableTextChild) ? 2 : 1)),
  )
}

/**
 * The indices of the strictly increasing run of the non-negative numbers in `values` whose
 * `weights` add up to the most; O(n log n), with a Fenwick tree of the best run ending at
 * each value.
 */
function heaviestIncreasing(values: readonly number[], weights: readonly number[]): Set<number> {
  const size = values.reduce((most, value) => Math.max(most, value), -1) + 1
  // tree[i]: the heaviest run ending at a value in a range ending at i - 1, as [weight, index].
  const tree: Array<[number, number]> = Array.from({length: size + 1}, () => [0, -1])
  const best = (below: number): [number, number] => {
    let result: [number, number] = [0, -1]
    for (let i = below; i > 0; i -= i & -i) if (tree[i]![0] > result[0]) result = tree[i]!
    return result
  }
  const previous = new Array<number>(values.length).fill(-1)
  const total = new Array<number>(values.length).fill(0)
  let end = -1
  values.forEach((value, index) => {
    if (value < 0) return
    const [weight, before] = best(value)
    previous[index] = before
    total[index] = weight + weights[index]!
    if (end < 0 || total[index]! > total[end]!) end = index
    for (let i = value + 1; i <= size; i += i & -i) if (total[index]! > tree[i]![0]) tree[i] = [total[index]!, index]
  })
  const result = new Set<number>()
  for (let index = end; index >= 0; index = previous[index]!) result.add(index)
  return result
}

/** The indices of a longest strictly increasing run of the non-negative numbers in `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = []
  const previous = new Array<number>(values.length).fill(-1)
  values.forEach((value, index) => {
    if (value < 0) return
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (values[tails[middle]!]! < value) low = middle + 1
      else high = middle
    }
    if (low > 0) previous[index] = tails[low - 1]!
    tails[low] = index
  })
  const result = new Set<number>()
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index]!) result.add(index)
  return result
}
