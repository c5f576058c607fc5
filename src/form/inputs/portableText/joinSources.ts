import type {Node as PMNode} from 'prosemirror-model'
import {makeTextPatch, mergeText} from '../../../mutations'
import type {Patch} from '../../../types'
import {nodeToMember} from './portableTextConversion'
import {
  blockPlainText,
  isSpan,
  isTextBlockMember,
  type PortableTextBlock,
  type PortableTextMember,
} from './portableTextValue'
import {alignedOrigins, insertedInto, isSubsequence, textWithDeleted, withInsertionsOnly} from './spanSplits'

/**
 * A text block this editor removed by moving its children into another block (a join, or
 * typing over a selection that ends in it): its key, the keys of its children then, and their
 * text, in order.
 */
export interface JoinSource {
  block: string
  children: ReadonlySet<string>
  /**
   * Their text; for a join, with the characters this editor deleted from the block since the
   * store last showed it put back in order (see {@link joinSourcesBetween}).
   */
  text: string
  /**
   * The text of each span the join moved, as it moved it: without what the same edit deleted
   * of it (typing over a selection that ends in it); see {@link withTypingAfterUnlandedJoin}.
   */
  spanTexts?: ReadonlyMap<string, string>
  /**
   * The text of the spans the join moved into another block, as it moved them, in order (not
   * that of spans the same edit deleted); see {@link withLeftBehindFollowing}.
   */
  movedText?: string
}

/**
 * The text blocks of `before` that a local change to `after` removed by moving children of
 * theirs into another block (see {@link JoinSource}).
 *
 * `stored`, values the store showed this editor lately and the editor's own values since
 * (oldest first), give the text the block had there: the characters this editor deleted from
 * it since, or moved out of it (a split), count as its text too. Someone who split a piece off
 * a moved span before seeing those edits has them in the piece, which is still only text the
 * join moved, or this editor deleted or moved elsewhere (seed 56).
 */
export function joinSourcesBetween(before: PMNode, after: PMNode, stored: readonly PMNode[] = []): JoinSource[] {
  const shown = new Map<string, PMNode>()
  after.forEach((node) => shown.set(node.attrs.key as string, node))
  const removed: PortableTextBlock[] = []
  before.forEach((node) => {
    if (shown.has(node.attrs.key as string) || !node.isTextblock) return
    const member = nodeToMember(node)
    if (isTextBlockMember(member) && member.children.length > 0) removed.push(member)
  })
  if (removed.length === 0) return []
  const childKeys = new Set<string>()
  // The moved spans' text as the join moved them (without what the same edit deleted of them).
  const movedTexts = new Map<string, string>()
  for (const node of shown.values()) {
    const member = nodeToMember(node)
    if (!isTextBlockMember(member)) continue
    for (const child of member.children) {
      childKeys.add(child._key)
      if (isSpan(child) && !movedTexts.has(child._key)) movedTexts.set(child._key, child.text)
    }
  }
  const removedKeys = new Set(removed.map((member) => member._key))
  const storedText = new Map<string, string>()
  for (const doc of stored)
    doc.forEach((node) => {
      const key = node.attrs.key as string
      const member = removedKeys.has(key) && node.isTextblock ? nodeToMember(node) : undefined
      if (!member || !isTextBlockMember(member)) return
      const earlier = storedText.get(key)
      const text = blockPlainText(member)
      storedText.set(key, earlier === undefined ? text : textWithDeleted(earlier, text))
    })
  return removed
    .filter((member) => member.children.some((child) => childKeys.has(child._key)))
    .map((member) => {
      const text = blockPlainText(member)
      const earlier = storedText.get(member._key)
      return {
        block: member._key,
        children: new Set(member.children.map((child) => child._key)),
        text: earlier === undefined ? text : textWithDeleted(earlier, text),
        spanTexts: new Map(
          member.children.flatMap((child) =>
            isSpan(child) ? [[child._key, movedTexts.get(child._key) ?? child.text] as const] : [],
          ),
        ),
        movedText: member.children.map((child) => movedTexts.get(child._key) ?? '').join(''),
      }
    })
}

/**
 * Children a local change moved whole out of a text block it kept into the new block right
 * after it (a split: Enter before them), as a {@link JoinSource} of that block, with the key
 * of the new block and the keys and text of the children the block kept.
 */
export interface SplitMove extends JoinSource {
  into: string
  kept: ReadonlySet<string>
  keptText: string
}

/**
 * The children a local change moved whole out of text block `was` (as `is`, same key) into
 * block `into`, new right after it: a split (see {@link SplitMove}); undefined when none.
 */
export function splitMoveBetween(
  was: PortableTextBlock,
  is: PortableTextBlock,
  into: PortableTextMember,
): SplitMove | undefined {
  if (!isTextBlockMember(into)) return undefined
  const kept = new Set(is.children.map((child) => child._key))
  const inNew = new Set(into.children.map((child) => child._key))
  const moved = was.children.filter((child) => !kept.has(child._key) && inNew.has(child._key))
  if (moved.length === 0) return undefined
  return {
    block: is._key,
    children: new Set(moved.map((child) => child._key)),
    text: moved.map((child) => (isSpan(child) ? child.text : '')).join(''),
    into: into._key,
    kept,
    keptText: blockPlainText(is),
  }
}

/** A received block without the pieces of moved text it holds (see {@link withoutJoinedPieces}). */
export interface WithoutPieces {
  /** The block without them; undefined when nothing else was in it, and it goes. */
  member: PortableTextBlock | undefined
  /** The patches (relative to the field's array) that take them out of the stored value. */
  patches: Patch[]
}

/**
 * A received block that this editor joined away (`source`), back with spans someone else
 * split off the moved spans at the same time (marking part of one, or putting an inline
 * object in it), not having seen the join, when this editor has deleted the moved text since
 * (the session checks that: see its `#withoutDeletedPieces`): without those pieces (new spans
 * whose text is moved text), which hold text it deleted. Anything else in the block (an inline
 * object of theirs, text they moved in) stays; the block goes when nothing else is in it.
 * Undefined when the block holds no such pieces, or a child it had before the join (the join
 * did not land: the block is as it is).
 *
 * Each piece goes only while its text is still the one shown here, and the block only while
 * its children are still the pieces (see `Patch`'s onlyIf): what someone types in them
 * meanwhile is kept.
 */
export function withoutJoinedPieces(member: PortableTextMember, source: JoinSource): WithoutPieces | undefined {
  if (!isTextBlockMember(member) || member._key !== source.block) return undefined
  if (member.children.some((child) => source.children.has(child._key))) return undefined
  const isPiece = (child: PortableTextBlock['children'][number]) =>
    isSpan(child) && child.text !== '' && isSubsequence(child.text, source.text)
  return withoutPieces(member, isPiece)
}

/**
 * The block without the children `isPiece` tells (spans), each going only while its text is
 * still the one shown, and the block, when nothing else is in it, only while its children are
 * still the pieces; undefined when it has none.
 */
function withoutPieces(
  member: PortableTextBlock,
  isPiece: (child: PortableTextBlock['children'][number]) => boolean,
): WithoutPieces | undefined {
  const pieces = member.children.filter(isPiece).filter(isSpan)
  if (pieces.length === 0) return undefined
  const at = [{_key: member._key}]
  const rest = member.children.filter((child) => !isPiece(child))
  if (rest.length === 0)
    return {
      member: undefined,
      patches: [{type: 'unset', path: at, onlyIf: {path: [...at, 'children'], equals: member.children}}],
    }
  const patches: Patch[] = pieces.map((piece) => {
    const path = [...at, 'children', {_key: piece._key}]
    return {type: 'unset', path, onlyIf: {path: [...path, 'text'], equals: piece.text}}
  })
  return {member: {...member, children: rest}, patches}
}

/**
 * A received text block this editor joined away (`source`), back holding spans the join moved:
 * the join did not land. It held only while the block still held them; when someone else's
 * edit removed the place the join went through at the same time (typing over the paragraph
 * it went into, seed 168), the spans stay here, and what the editor typed in them where it
 * shows them (`shownSpan` gives a span's block and text there, by key) would be lost. The
 * block is given with that typing merged into its spans. Only insertions are carried: text
 * gone from a span as the editor shows it may have been moved into another span (marking
 * part of it), which did not land either, rather than deleted. A span that holds what the
 * editor typed, in order, has the typing already. A span someone else moved into another
 * paragraph first (their split) is not followed there: whether the join landed before they
 * moved it on cannot be told from the text, as they may have deleted some of the typing.
 *
 * Each edit goes in only while the span is not in the block the editor shows it in (see
 * `Patch`'s onlyIf): when the received value lags behind the join, which is still on its way,
 * the typing goes with the span as the editor sent it. Undefined when there is no such edit.
 */
export function withTypingAfterUnlandedJoin(
  member: PortableTextMember,
  source: JoinSource,
  shownSpan: (key: string) => {block: string; text: string} | undefined,
): WithoutPieces | undefined {
  if (!isTextBlockMember(member) || member._key !== source.block || !source.spanTexts) return undefined
  const patches: Patch[] = []
  const children = member.children.map((child) => {
    const moved = source.spanTexts?.get(child._key)
    if (!isSpan(child) || moved === undefined) return child
    const shown = shownSpan(child._key)
    if (!shown || shown.block === member._key || shown.text === moved) return child
    // The span holds what the editor typed: the join landed, and someone moved the span on.
    if (isSubsequence(insertedInto(moved, shown.text), child.text)) return child
    const text = mergeText(moved, withInsertionsOnly(moved, shown.text), child.text)
    const patchText = text === child.text ? undefined : makeTextPatch(child.text, text)
    if (patchText === undefined) return child
    const at = [{_key: member._key}, 'children', {_key: child._key}]
    patches.push({
      type: 'diffMatchPatch',
      path: [...at, 'text'],
      value: patchText,
      onlyIf: {path: [{_key: shown.block}, 'children', {_key: child._key}, '_key'], equals: undefined},
    })
    return {...child, text}
  })
  return patches.length > 0 ? {member: {...member, children}, patches} : undefined
}

/** Received blocks with children that followed a move (see {@link withLeftBehindFollowing}). */
export interface Followed {
  /** The received blocks as the editor shows them: the children moved, the emptied block gone. */
  members: Record<string, unknown>[]
  /** The patches (relative to the field's array) that make the same moves in the stored value. */
  patches: Patch[]
  /** The children that followed, by key, with their text (spans) as the editor shows it. */
  followers?: ReadonlyMap<string, string>
}

/**
 * A move by reference of this editor's, as {@link withLeftBehindFollowing} follows it: the
 * block the children came from (`block`), the keys of those it took (`children`), which of
 * the block's children it left behind (`isLeftBehind`), and whether the block goes when it is
 * left with none (`removeEmptied`: a join). A join also gives what this editor deleted of the
 * block before it (`deleted`), the moved spans' texts as it knew them (`knownTexts`), and the
 * text it moved (`movedText`); see {@link joinFollowed}.
 */
export interface FollowedMove {
  block: string
  children: ReadonlySet<string>
  isLeftBehind: (child: PortableTextBlock['children'][number]) => boolean
  removeEmptied: boolean
  deleted?: OwnDeletions
  knownTexts?: ReadonlyMap<string, string>
  movedText?: string
}

/** A join of this editor's (`source`) as {@link withLeftBehindFollowing} follows it: all it left behind follows, and the block goes. */
export function joinFollowed(source: JoinSource): FollowedMove {
  return {
    block: source.block,
    children: source.children,
    isLeftBehind: () => true,
    removeEmptied: true,
    ...(source.movedText === undefined
      ? {}
      : {deleted: {base: source.text, kept: source.movedText}, movedText: source.movedText}),
    ...(source.spanTexts ? {knownTexts: source.spanTexts} : {}),
  }
}

/**
 * The received blocks (`received`) with the children of text block `move.block` that a move
 * by reference left behind (`isLeftBehind`) moved after the children it took (`children`,
 * keys), where the received value has them (right after the one they were split off, when
 * `knownTexts` tells: see `splitOffAt`); the block goes when it is left with none
 * (`removeEmptied`).
 *
 * This editor's move took only the children it showed. Someone else, not having seen it, may
 * have split pieces off them (marking part of a span), typed new spans beside them, or moved
 * children in: a join of the block into the one before leaves all of that behind in the block
 * it removes, which would come back holding the rest of the text after the join's; a split
 * leaves the pieces in the block it kept. They follow the move, as the value holds them. The
 * annotations they use go with them (a copy, while the block they go into has none of that
 * key), and their marks are set as received: a mark would point at nothing there otherwise.
 *
 * Undefined when the block is not a received text block, still holds a child the move took
 * (the move did not land, or the value lags behind it), has nothing left behind, or no other
 * received text block holds a child the move took (someone moved them on).
 */
export function withLeftBehindFollowing(
  received: readonly Record<string, unknown>[],
  move: FollowedMove,
): Followed | undefined {
  const {block: source, children: moved, isLeftBehind, removeEmptied, deleted, knownTexts, movedText} = move
  const textBlock = (member: Record<string, unknown> | undefined) =>
    member && isTextBlockMember(member as PortableTextMember) ? (member as PortableTextBlock) : undefined
  // Most often the block is gone: found without going over every block twice.
  const from = textBlock(received.find((member) => member._key === source))
  if (!from || from.children.some((child) => moved.has(child._key))) return undefined
  const behind = from.children.filter(isLeftBehind)
  if (behind.length === 0) return undefined
  const into = textBlock(
    received.find((member) => {
      const block = member._key === source ? undefined : textBlock(member)
      return block?.children.some((child) => moved.has(child._key))
    }),
  )
  if (!into) return undefined
  const twice = movedText === undefined ? new Set<string>() : copiesOfMoved(behind, into, moved, movedText)
  const left = behind.filter((child) => !twice.has(child._key))
  const anchor = into.children.findLastIndex((child) => moved.has(child._key))
  const trimmed =
    deleted &&
    withoutOwnDeletions(
      deleted,
      into.children.filter((child) => moved.has(child._key)),
      left,
    )
  const leftKeys = new Set(left.map((child) => child._key))
  const rest = from.children.filter((child) => !leftKeys.has(child._key) && !twice.has(child._key))
  const at = [{_key: into._key}]
  const patches: Patch[] = []
  for (const child of behind) {
    if (!twice.has(child._key) || !isSpan(child)) continue
    const path = [{_key: source}, 'children', {_key: child._key}]
    patches.push({type: 'unset', path, onlyIf: {path: [...path, 'text'], equals: child.text}})
  }
  // The annotations the children use that the block they go into does not have.
  const used = new Set(left.flatMap((child) => (isSpan(child) ? child.marks : [])))
  const has = new Set(into.markDefs.map((def) => def._key))
  const defs = from.markDefs.filter((def) => used.has(def._key) && !has.has(def._key))
  for (const def of defs) {
    const onlyIf = {path: [...at, 'markDefs', {_key: def._key}, '_key'], equals: undefined}
    patches.push({type: 'insert', path: [...at, 'markDefs', -1], position: 'after', items: [def], onlyIf})
  }
  // Each goes after the child it was split off (see splitOffAt), else after the one before it.
  const placed = [...into.children]
  let previous = into.children[anchor]!._key
  for (const child of left) {
    previous = splitOffAt(child, into.children, knownTexts) ?? previous
    placed.splice(placed.findIndex((other) => other._key === previous) + 1, 0, child)
    const key = {_key: child._key}
    patches.push(
      {
        type: 'move',
        path: [{_key: source}, 'children'],
        from: key,
        to: -1,
        position: 'after',
        into: [...at, 'children'],
      },
      {type: 'move', path: [...at, 'children'], from: key, to: {_key: previous}, position: 'after'},
    )
    // Its marks as shown: an annotation someone gives it meanwhile, in the block it comes
    // from, would point at nothing in the block it goes into.
    if (isSpan(child)) patches.push({type: 'set', path: [...at, 'children', key, 'marks'], value: [...child.marks]})
    previous = child._key
  }
  const followers = new Map(
    left.map((child, index) => {
      const text = trimmed?.[index]
      if (text === undefined || !isSpan(child) || text === child.text) return [child._key, child]
      const path = [...at, 'children', {_key: child._key}, 'text']
      patches.push({type: 'set', path, value: text, typedOn: child.text, onlyIf: {path, equals: child.text}})
      return [child._key, {...child, text}]
    }),
  )
  const emptied = removeEmptied && rest.length === 0
  if (emptied)
    patches.push({
      type: 'unset',
      path: [{_key: source}],
      onlyIf: {path: [{_key: source}, 'children', 0], equals: undefined},
    })
  const followedInto: PortableTextBlock = {
    ...into,
    markDefs: [...into.markDefs, ...defs],
    children: placed.map((child) => followers.get(child._key) ?? child),
  }
  const members = received.flatMap((member) => {
    if (member._key === into._key) return [followedInto as unknown as Record<string, unknown>]
    if (member._key !== source) return [member]
    return emptied ? [] : [{...member, children: rest} as unknown as Record<string, unknown>]
  })
  const texts = new Map([...followers].map(([key, child]) => [key, isSpan(child) ? child.text : '']))
  return {members, patches, followers: texts}
}

/**
 * Whether a child of the block a split kept (`move`) is a piece someone else split off a child
 * the split moved into its new block (marking part of it), not having seen the split: a span
 * new to the editor (not in `shown`, the keys of the block's children as the editor shows
 * it, nor a child the block kept), whose text is moved text and not text the block kept.
 */
export function splitOffMoved(
  move: SplitMove,
  shown: ReadonlySet<string> | undefined,
): (child: PortableTextBlock['children'][number]) => boolean {
  return (child) =>
    !move.kept.has(child._key) &&
    !shown?.has(child._key) &&
    isSpan(child) &&
    child.text !== '' &&
    isSubsequence(child.text, move.text) &&
    !isSubsequence(child.text, move.keptText)
}

/**
 * The keys of the spans left behind (`behind`) that hold text the join moved which the spans
 * it moved (`moved`, as received in `into`) still hold, all of it (`movedText`, as the join
 * moved it): someone split them off a span this editor split too (both marking part of it) or
 * deleted, before the join reached them. The moved spans have that text already; a remainder
 * of a moved span split off it by someone else is text the moved spans lack, and follows them.
 */
function copiesOfMoved(
  behind: readonly PortableTextBlock['children'][number][],
  into: PortableTextBlock,
  moved: ReadonlySet<string>,
  movedText: string,
): Set<string> {
  const twice = new Set<string>()
  const held = into.children.map((child) => (moved.has(child._key) && isSpan(child) ? child.text : '')).join('')
  if (movedText === '' || !isSubsequence(movedText, held)) return twice
  for (const child of behind)
    if (isSpan(child) && child.text !== '' && isSubsequence(child.text, movedText) && held.includes(child.text))
      twice.add(child._key)
  return twice
}

/**
 * The key of the child of `children` that `child` was split off after this editor knew it
 * (`knownTexts`, by key): someone marked the end of it, or linked part of it, and the new span
 * holding that end stayed behind. The child's text as known then is its text now followed by
 * `child`'s. Undefined when there is none such.
 */
function splitOffAt(
  child: PortableTextBlock['children'][number],
  children: readonly PortableTextBlock['children'][number][],
  knownTexts: ReadonlyMap<string, string> | undefined,
): string | undefined {
  if (!knownTexts || !isSpan(child) || child.text === '') return undefined
  return children.find((other) => {
    const known = knownTexts.get(other._key)
    return (
      isSpan(other) &&
      known !== undefined &&
      known.length > other.text.length &&
      known.startsWith(other.text) &&
      known.slice(other.text.length).startsWith(child.text)
    )
  })?._key
}

/**
 * The text of a block a join moved away, with what this editor deleted of it before the join
 * put back in order (`base`, see {@link JoinSource}'s text), and as the join moved it (`kept`).
 */
export interface OwnDeletions {
  base: string
  kept: string
}

/**
 * The texts of the children left behind (`left`), after the children the move took
 * (`moved`, as received), without the characters this editor deleted before the move
 * (see {@link OwnDeletions}): someone who split pieces off a span (marking part of it) before
 * seeing the deletion has them in the pieces, where the deletion, made on the span, did not
 * reach. Undefined for a child that is not a span.
 */
function withoutOwnDeletions(
  deleted: OwnDeletions,
  moved: readonly PortableTextBlock['children'][number][],
  left: readonly PortableTextBlock['children'][number][],
): (string | undefined)[] | undefined {
  if (deleted.base === deleted.kept) return undefined
  const keptOrigins = new Set(alignedOrigins(deleted.base, deleted.kept))
  const text = (child: PortableTextBlock['children'][number]) => (isSpan(child) ? child.text : '')
  const before = moved.map(text).join('')
  const origins = alignedOrigins(deleted.base, before + left.map(text).join(''))
  let offset = before.length
  return left.map((child) => {
    const length = text(child).length
    const start = offset
    offset += length
    if (!isSpan(child)) return undefined
    let result = ''
    for (let index = 0; index < length; index++) {
      const origin = origins[start + index]
      if (origin === undefined || keptOrigins.has(origin)) result += child.text[index]
    }
    return result
  })
}
