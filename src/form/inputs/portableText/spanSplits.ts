import DiffMatchPatch from 'diff-match-patch'
import type {Patch} from '../../../types'
import {unset} from '../../patch/patches'
import type {BlockRange} from './blockWindow'
import {placedInsertPatches} from './docPatches'
import {isSpan, type PortableTextBlock, type PortableTextSpan} from './portableTextValue'

/**
 * A span this editor split by marking part of it: the span keeps the start of its text (its
 * key stays on its first piece, see `keyNormalizer`) and the rest goes to new spans.
 */
export interface SpanSplit {
  /** The key of the block. */
  block: string
  /** The key of the span that was split. */
  span: string
  /** The span's text before the split. */
  text: string
  /** The span's marks before the split. */
  marks: readonly string[]
  /** The marks of the characters the span kept (marking from the span's start changes them). */
  keptMarks: readonly string[]
  /** How many characters of `text` the span kept. */
  kept: number
  /** The new spans that took the rest of `text`, in order. */
  pieces: readonly PortableTextSpan[]
  /** The keys of the block's children before the split. */
  childKeys: ReadonlySet<string>
  /**
   * The indexes of the characters of `text` this editor typed since the store last showed it
   * the span (see {@link withUnseen}): someone else's pieces may lack them without having
   * deleted them. Unknown when absent.
   */
  unseen?: ReadonlySet<number>
}

/**
 * The split with the characters of its text that the span's text as the store last showed it
 * (`stored`; undefined when the span was not there) lacks: those this editor typed since.
 */
export function withUnseen(split: SpanSplit, stored: string | undefined): SpanSplit {
  const unseen = new Set<number>()
  if (stored === undefined) for (let index = 0; index < split.text.length; index++) unseen.add(index)
  else
    alignedOrigins(stored, split.text).forEach((origin, index) => {
      if (origin === undefined) unseen.add(index)
    })
  return {...split, unseen}
}

/** A block with pieces of one span that two people split at once, put back together. */
export interface ReconciledSplit {
  /** The block with each character of the span once. */
  member: PortableTextBlock
  /** The keys of the runs that hold the characters after the span's kept start. */
  runs: ReadonlySet<string>
  /**
   * The patches (relative to the field's array) that bring the stored block to `shown` (the
   * editor's form of {@link member}): every piece is unset and the pieces that stay are
   * inserted again after the span (or, once the span is gone, before the child after them), so
   * applying them twice (both editors send them) leaves the same block.
   */
  patches(shown: PortableTextBlock): Patch[]
}

/**
 * The spans split by a change of a text block from `previous` to `next` (same key): a span
 * whose text became a proper start of its old text, followed by spans that are new in the
 * block and hold exactly the rest of it — what marking part of a span does.
 */
export function spanSplitsBetween(previous: PortableTextBlock, next: PortableTextBlock): SpanSplit[] {
  const before = new Map<string, PortableTextBlock['children'][number]>()
  for (const child of previous.children) before.set(child._key, child)
  const splits: SpanSplit[] = []
  next.children.forEach((child, index) => {
    const old = before.get(child._key)
    if (!isSpan(child) || !isSpan(old) || child.text.length >= old.text.length || !old.text.startsWith(child.text))
      return
    const rest = old.text.slice(child.text.length)
    const pieces: PortableTextSpan[] = []
    let taken = ''
    for (const piece of next.children.slice(index + 1)) {
      if (taken.length >= rest.length || !isSpan(piece) || before.has(piece._key)) break
      pieces.push(piece)
      taken += piece.text
    }
    if (taken !== rest) return
    splits.push({
      block: next._key,
      span: child._key,
      text: old.text,
      marks: old.marks,
      keptMarks: child.marks,
      kept: child.text.length,
      pieces,
      childKeys: new Set(before.keys()),
    })
  })
  return splits
}

/**
 * One record of two splits of a span by this editor, `older` and then `newer` (marking part of
 * what the first one left in the span): the span's text before both, `newer`'s start kept, and
 * both splits' pieces. Someone else who split the span from its text before both moved
 * characters that the two records each hold only some of: against the newer one alone, their
 * pieces would hold the older one's moved text as text they typed (seed 95).
 *
 * `previous` and `next` are the block before and after the newer split. Undefined unless the
 * older split's pieces are right after the span in `previous`, in order, and right after the
 * newer split's pieces in `next`.
 */
export function combinedSplits(
  older: SpanSplit,
  newer: SpanSplit,
  previous: PortableTextBlock,
  next: PortableTextBlock,
): SpanSplit | undefined {
  const olderKeys = older.pieces.map((piece) => piece._key)
  const following = (block: PortableTextBlock, after: string) => {
    const at = block.children.findIndex((child) => child._key === after)
    const run = block.children.slice(at + 1, at + 1 + olderKeys.length)
    return at >= 0 && run.length === olderKeys.length && run.every((child, index) => child._key === olderKeys[index])
      ? run.filter(isSpan)
      : undefined
  }
  const before = following(previous, newer.span)
  const after = following(next, newer.pieces[newer.pieces.length - 1]?._key ?? newer.span)
  if (!before || !after || before.length !== olderKeys.length || after.length !== olderKeys.length) return undefined
  return {
    ...newer,
    text: newer.text + before.map((piece) => piece.text).join(''),
    marks: older.marks,
    pieces: [...newer.pieces, ...after],
    childKeys: older.childKeys,
  }
}

/** What a split's record says about a block it is checked against. */
type SplitState =
  | {kind: 'reconciled'; result: ReconciledSplit}
  /** The block does not show the split yet, or shows it with nobody else's split of the span. */
  | {kind: 'keep'}
  /** The block shows something else since: the record is no longer of use. */
  | {kind: 'drop'}

/**
 * Puts back together the pieces of a span that this editor split (`split`) and someone else
 * split too, at the same time, from the same text. Each split moves the end of the span's
 * text into new spans; the store keeps both moves (the span's text is trimmed to the shorter
 * start, and both sets of new spans are inserted), so the characters both moved show twice.
 *
 * The other split is recognised in `member` (the block as the store merged it) as the spans
 * new to the block right after the span, among this editor's pieces, that hold an end of the
 * split's text (typing since either split may have added characters to either side's
 * pieces, and to the span; a character taken away from the moved text or the span's kept
 * start means something else happened, and the block is left as it is). The text after the
 * start neither moved is then merged three ways from the split's text, as `mergeText` merges
 * two people's typing: each character of it once, with the marks of the span as it was plus
 * what either person added, less what either took away (so both marks are on an overlap), and
 * what either typed since in its place. Runs of equal marks become spans; a run takes the key
 * of a piece it starts in (the first by key order), else an unused piece's key. The result
 * depends only on the two splits, not on which editor computes it, so both editors put the
 * block in the same form and the patches they send agree.
 *
 * The other person may have split the span by putting inline objects into it (objects new to
 * the block among their pieces), also in place of a selection (the characters before the
 * object are then gone from their pieces, or from the span's kept start). Each object goes
 * where it was put in, at its place in the merged text, before what either person typed
 * there. Their pieces may also come further on, past children this editor knew and they did
 * not (the store puts what is inserted after the span before those): they are put back after
 * the span.
 */
export function reconcileSplit(member: PortableTextBlock, split: SpanSplit): SplitState {
  const {children} = member
  const at = children.findIndex((child) => child._key === split.span)
  const span = children[at]
  if (!isSpan(span)) return DROP
  const own = new Set(split.pieces.map((piece) => piece._key))
  if (!children.some((child) => own.has(child._key))) return KEEP
  // The children right after the span: this editor's pieces, and spans new to the block, and
  // inline objects new to it (putting one into the span splits it as marking part of it does).
  let end = at + 1
  while (end < children.length && (own.has(children[end]!._key) || !split.childKeys.has(children[end]!._key))) end++
  let group = children.slice(at + 1, end)
  // The other person's pieces may be further on, past children this editor knew and they
  // did not (the store put their pieces after those): the run of children new to the block
  // that starts there.
  let later: BlockRange | undefined
  if (!group.some((child) => isSpan(child) && !own.has(child._key))) {
    if (group.some((child) => !isSpan(child))) return KEEP
    later = laterGroup(children, end, own, split.childKeys)
    if (!later) return KEEP
    group = [...group, ...children.slice(later.from, later.to)]
  } else if (!group.some((child) => own.has(child._key))) {
    // Or this editor's pieces are further on, past children it knew that the other person put
    // after their pieces (moving them in with the text of a block they had split off and
    // joined back, seed 56): the run of its pieces there.
    const from = children.findIndex((child, index) => index >= end && own.has(child._key))
    let to = from
    while (to >= 0 && to < children.length && own.has(children[to]!._key)) to++
    if (from > end && split.childKeys.has(children[from - 1]!._key)) {
      later = {from, to}
      group = [...group, ...children.slice(from, to)]
    }
  }
  const inGroup = (index: number) => (index > at && index < end) || (later && index >= later.from && index < later.to)
  if (children.some((child, index) => own.has(child._key) && !inGroup(index))) return DROP
  const ownPieces: PortableTextSpan[] = []
  const foreign: PortableTextSpan[] = []
  // Each object with where it is in the other person's moved text (the length of their pieces
  // before it).
  const objects: {object: PortableTextChild; offset: number}[] = []
  let foreignLength = 0
  for (const child of group) {
    if (!isSpan(child)) objects.push({object: child, offset: foreignLength})
    else if (own.has(child._key)) ownPieces.push(child)
    else {
      foreign.push(child)
      foreignLength += child.text.length
    }
  }

  const {text, kept} = split
  const objectOffsets = new Set(objects.map(({offset}) => offset))
  const foreignText = foreign.map((piece) => piece.text).join('')
  const strictlyKept = keptBefore(text, foreignText, objectOffsets)
  // They may have deleted some of the moved text in their pieces too (typing over it), or
  // lack what was typed here that they had not seen.
  const foreignKept =
    strictlyKept ??
    (objects.length === 0 && split.unseen ? keptWithDeletions(text, foreignText, split.unseen) : undefined)
  // Children further on that are not pieces of this span are someone else's business.
  if (foreignKept === undefined) return later ? KEEP : DROP
  const start = Math.min(kept, foreignKept)
  if (!holdsOnly(text.slice(0, Math.max(kept, foreignKept)), span.text, start)) return DROP
  const base = text.slice(start)
  // The characters a person kept in the span have the marks they gave the span. The store
  // keeps the last of two people's `marks`: the other's are what they were before.
  const foreignSpanMarks =
    sameMarks(span.marks, split.keptMarks) && !sameMarks(split.keptMarks, split.marks) ? split.marks : span.marks
  const keptCharacters = (count: number, marks: readonly string[]): Character[] =>
    codeUnits(text.slice(start, start + count)).map((character) => ({character, marks, key: undefined}))
  const ours = alignTo(base, [...keptCharacters(kept - start, split.keptMarks), ...charactersOf(ownPieces)])
  const theirs = alignTo(base, [...keptCharacters(foreignKept - start, foreignSpanMarks), ...charactersOf(foreign)], {
    objectsAt: new Set([...objectOffsets].map((offset) => foreignKept - start + offset)),
    deletions: strictlyKept === undefined,
  })
  if (!ours || !theirs) return DROP

  const {merged, starts} = mergeCharacters(new Set(split.marks), ours, theirs, (position) =>
    Boolean(split.unseen?.has(start + position)),
  )
  // Where each object goes in the merged text: at the character of the base it was put in
  // before, before what either person typed there (the other person's typing there is in
  // their piece, after the object).
  const objectsAt = new Map<number, PortableTextChild[]>()
  for (const {object, offset} of objects) {
    const position = theirs.positions[foreignKept - start + offset] ?? base.length
    const index = starts[position]!
    objectsAt.set(index, [...(objectsAt.get(index) ?? []), object])
  }
  const runs = runsOf(
    merged,
    [...ownPieces, ...foreign].map((piece) => piece._key),
    new Set(objectsAt.keys()),
    new Set(children.map((child) => child._key)),
  )
  const reconciled: PortableTextChild[] = []
  let count = 0
  for (const run of runs) {
    reconciled.push(...(objectsAt.get(count) ?? []), run)
    count += run.text.length
  }
  reconciled.push(...(objectsAt.get(count) ?? []))
  const groupKeys = [...ownPieces, ...foreign].map((piece) => piece._key)
  const runKeys = new Set(runs.map((run) => run._key))
  // Keys the other editor may have made for runs beyond the pieces (see runsOf) when it put
  // them together differently (it had not seen text typed here before the split): they go
  // too, so that whichever editor's result the store takes last stands whole, with no run
  // of the other's left over.
  const firstKey = [...groupKeys].sort()[0]!
  const others = new Set(children.map((child) => child._key).filter((key) => !groupKeys.includes(key)))
  const madeElsewhere = Array.from(
    {length: Math.min(merged.length, MAX_MADE_KEYS)},
    (_, index) => `${firstKey}-${index + 1}`,
  ).filter((key) => !others.has(key) && !runKeys.has(key))
  const objectKeys = new Set(objects.map(({object}) => object._key))
  const rest = later ? [...children.slice(end, later.from), ...children.slice(later.to)] : children.slice(end)
  return {
    kind: 'reconciled',
    result: {
      member: {...member, children: [...children.slice(0, at + 1), ...reconciled, ...rest]},
      runs: runKeys,
      patches(shown) {
        const blockPath = [{_key: member._key}, 'children']
        const keyed = (key: string) => [...blockPath, {_key: key}]
        // Items go in after the child before them, and stay in place when it is gone: the
        // other editor's same patches, applied first, may have removed the span (emptied).
        const placed = (items: PortableTextBlock['children'], after: string) => {
          if (items.length === 0) return []
          const last = shown.children.findIndex((child) => child._key === items[items.length - 1]!._key)
          return placedInsertPatches(items, blockPath, after, shown.children[last + 1]?._key)
        }
        if (later || objectsAt.size > 1) {
          // The objects move too: everything goes in again after the span, in order.
          const items = shown.children.filter((child) => runKeys.has(child._key) || objectKeys.has(child._key))
          return [
            ...[...groupKeys, ...objectKeys, ...madeElsewhere].map((key) => unset(keyed(key))),
            ...placed(items, split.span),
          ]
        }
        // The objects (all at one place) stay; the pieces go in again before and after them.
        const items = shown.children.filter((child) => runKeys.has(child._key))
        const firstAfter = reconciled.findIndex((child) => objectKeys.has(child._key))
        const afterKeys = new Set(firstAfter < 0 ? [] : reconciled.slice(firstAfter).map((child) => child._key))
        const itemsBefore = items.filter((item) => !afterKeys.has(item._key))
        const itemsAfter = items.filter((item) => afterKeys.has(item._key))
        const lastObject = objects[objects.length - 1]?.object._key
        return [
          ...[...groupKeys, ...madeElsewhere].map((key) => unset(keyed(key))),
          ...(itemsBefore.length > 0 ? placed(itemsBefore, split.span) : []),
          ...(itemsAfter.length > 0 ? placed(itemsAfter, lastObject ?? split.span) : []),
        ]
      },
    },
  }
}

/**
 * The block without the text this editor's split of a span moved into its pieces, when the
 * span itself is gone: the other person split it too (their pieces, new to the block around
 * this editor's, hold an end of the split's text, its last character included, with typing
 * added and nothing taken away) and then removed it, with what it kept.
 *
 * The store keeps both people's pieces, so each character of the split's text they moved
 * shows twice; it stays once, in theirs (this editor's marks on it go with its copy). The
 * characters this editor moved and theirs lack they removed: with the span (it kept them)
 * or from their pieces. So the pieces keep only what was typed into them since. Undefined
 * when the block holds nothing of the kind.
 *
 * Only an editor that did not remove the span itself may do this (the session forgets the
 * splits of spans it removes), so the correction is made once.
 */
export function withoutTwiceMovedPieces(member: PortableTextBlock, split: SpanSplit): PortableTextBlock | undefined {
  const {children} = member
  if (children.some((child) => child._key === split.span)) return undefined
  const own = new Set(split.pieces.map((piece) => piece._key))
  const firstOwn = children.findIndex((child) => own.has(child._key))
  if (firstOwn < 0) return undefined
  let start = firstOwn
  while (start > 0 && !split.childKeys.has(children[start - 1]!._key)) start--
  let end = firstOwn
  while (end < children.length && !split.childKeys.has(children[end]!._key)) end++
  const group = children.slice(start, end)
  const foreign = group.filter((child): child is PortableTextSpan => isSpan(child) && !own.has(child._key))
  const ownPieces = group.filter((child): child is PortableTextSpan => isSpan(child) && own.has(child._key))
  if (foreign.length === 0 || ownPieces.length === 0) return undefined
  const theirs = originsIn(split.text, foreign.map((piece) => piece.text).join(''))
  if (!theirs?.includes(split.text.length - 1)) return undefined
  const origins = alignedOrigins(split.text, ownPieces.map((piece) => piece.text).join(''))
  const texts = new Map<string, string>()
  let position = 0
  for (const piece of ownPieces) {
    let text = ''
    for (const character of codeUnits(piece.text)) if (origins[position++] === undefined) text += character
    texts.set(piece._key, text)
  }
  if (ownPieces.every((piece) => texts.get(piece._key) === piece.text)) return undefined
  return {
    ...member,
    children: children.map((child) => (texts.has(child._key) ? {...child, text: texts.get(child._key)!} : child)),
  }
}

type PortableTextChild = PortableTextBlock['children'][number]

/**
 * The first run of children new to the block (`known` has the keys it had) after `from`,
 * past children it had: where the store puts pieces someone inserted after a span that did
 * not know of the children after it. Undefined when there is none, or an own piece comes
 * first, or the run holds no span.
 */
function laterGroup(
  children: readonly PortableTextChild[],
  from: number,
  own: ReadonlySet<string>,
  known: ReadonlySet<string>,
): BlockRange | undefined {
  let start = from
  while (start < children.length && known.has(children[start]!._key) && !own.has(children[start]!._key)) start++
  let end = start
  while (end < children.length && !known.has(children[end]!._key) && !own.has(children[end]!._key)) end++
  return end > start && children.slice(start, end).some(isSpan) ? {from: start, to: end} : undefined
}

/** The most keys made for runs beyond the pieces that a reconciliation takes out (see `reconcileSplit`). */
const MAX_MADE_KEYS = 16

const KEEP: SplitState = {kind: 'keep'}
const DROP: SplitState = {kind: 'drop'}

/** One character of someone's view of the moved text: its marks and the span it is in. */
interface Character {
  character: string
  marks: readonly string[]
  /** The key of the piece it is in; none for a character the span kept. */
  key: string | undefined
}

/** Someone's view of the moved text, aligned to the split's text (`base`): typing only adds. */
interface Aligned {
  /** Their character for each character of the base (none where they deleted it). */
  at: (Character | undefined)[]
  /** What they typed before each position of the base (`base.length + 1` positions). */
  typed: Character[][]
  /** For each of their characters, the position of the base it is at or typed before. */
  positions: number[]
}

const differ = new DiffMatchPatch()
differ.Diff_Timeout = 0

/** A text's UTF-16 code units, as the diff counts them. */
const codeUnits = (text: string) => text.split('')

function charactersOf(pieces: readonly PortableTextSpan[]): Character[] {
  return pieces.flatMap((piece) =>
    codeUnits(piece.text).map((character) => ({character, marks: piece.marks, key: piece._key})),
  )
}

/**
 * Where the text others moved (`moved`) starts in the split's `text`: it must be an end of
 * it, with characters typed into it but none taken away (but where an object went in, at an
 * offset of `moved` in `objectsAt`). Undefined when it is not.
 */
function keptBefore(text: string, moved: string, objectsAt?: ReadonlySet<number>): number | undefined {
  return originsIn(text, moved, objectsAt)?.find((origin) => origin !== undefined)
}

/**
 * Where the text others moved (`moved`) starts in the split's `text`, when it is an end of it
 * that lacks characters: those typed here that they had not seen (`unseen`), and those they
 * deleted (typing over some). It must still end with the text's last character and hold at
 * least as many of its characters from where it starts as they deleted, so that text someone
 * merely typed next to the span, sharing a few letters with it, is not taken for it.
 * Undefined when it is not.
 */
function keptWithDeletions(text: string, moved: string, unseen: ReadonlySet<number>): number | undefined {
  const origins = originsWithDeletions(text, moved)
  if (!origins) return undefined
  const first = origins.find((origin) => origin !== undefined)!
  const held = new Set(origins.filter((origin) => origin !== undefined))
  let lacked = 0
  for (let index = first; index < text.length; index++) if (!held.has(index) && !unseen.has(index)) lacked++
  return held.size >= lacked ? first : undefined
}

/**
 * For each character of `moved`, its index in `text` (undefined for one typed in), when
 * `moved` is an end of `text` from which characters were deleted too, not only typed (typing
 * over some): it must still hold the text's last character, as pieces a split moved to the
 * span's end do. Undefined otherwise.
 */
export function originsWithDeletions(text: string, moved: string): (number | undefined)[] | undefined {
  const origins = originsIn(text, moved, undefined, {from: 0, to: text.length})
  return origins?.includes(text.length - 1) ? origins : undefined
}

/**
 * For each character (UTF-16 code unit, as the diff counts) of `moved`, the index in `text` of
 * the character it is (undefined for one typed in), when `moved` is an end of `text` with
 * characters typed into it and none taken away, but right before an offset of `moved` in
 * `objectsAt` (an inline object put in in place of a selection), or from the characters of
 * `text` from `deletable.from` to `deletable.to` (a deletion of the editor's own); undefined
 * otherwise.
 */
export function originsIn(
  text: string,
  moved: string,
  objectsAt?: ReadonlySet<number>,
  deletable?: {from: number; to: number},
): (number | undefined)[] | undefined {
  const origins: (number | undefined)[] = []
  let position = 0
  let matched = false
  for (const [operation, part] of differ.diff_main(text, moved)) {
    if (operation === DiffMatchPatch.DIFF_INSERT) {
      for (let offset = 0; offset < part.length; offset++) origins.push(undefined)
      continue
    }
    // Taken away after the start of the moved text: not a move of an end of it.
    if (
      operation === DiffMatchPatch.DIFF_DELETE &&
      matched &&
      !objectsAt?.has(origins.length) &&
      !(deletable && position >= deletable.from && position + part.length <= deletable.to)
    )
      return undefined
    if (operation === DiffMatchPatch.DIFF_EQUAL) {
      matched = true
      for (let offset = 0; offset < part.length; offset++) origins.push(position + offset)
    }
    position += part.length
  }
  return matched ? origins : undefined
}

/**
 * Whether the span's text (`spanText`) holds only characters of the first `start` of `text`
 * (typing may have added to them, and either person may have deleted some of them), and none
 * of the rest.
 */
function holdsOnly(text: string, spanText: string, start: number): boolean {
  let position = 0
  for (const [operation, part] of differ.diff_main(text, spanText)) {
    if (operation === DiffMatchPatch.DIFF_INSERT) continue
    const end = position + part.length
    if (operation === DiffMatchPatch.DIFF_EQUAL && end > start) return false
    position = end
  }
  return true
}

/**
 * Aligns someone's characters to `base`; undefined when they lack a character of it, but
 * right before an index of `objectsAt` in `characters` (where an object took the place of a
 * selection: those characters are deleted), or anywhere with `deletions`.
 */
function alignTo(
  base: string,
  characters: readonly Character[],
  {objectsAt, deletions = false}: {objectsAt?: ReadonlySet<number>; deletions?: boolean} = {},
): Aligned | undefined {
  const at: (Character | undefined)[] = []
  const typed: Character[][] = Array.from({length: base.length + 1}, () => [])
  const positions: number[] = []
  let index = 0
  for (const [operation, part] of differ.diff_main(base, characters.map((c) => c.character).join(''))) {
    if (operation === DiffMatchPatch.DIFF_DELETE) {
      if (!deletions && !objectsAt?.has(index)) return undefined
      for (let offset = 0; offset < part.length; offset++) at.push(undefined)
      continue
    }
    for (let offset = 0; offset < part.length; offset++) {
      positions.push(at.length)
      if (operation === DiffMatchPatch.DIFF_EQUAL) at.push(characters[index++]!)
      else typed[at.length]!.push(characters[index++]!)
    }
  }
  return at.length === base.length ? {at, typed, positions} : undefined
}

/**
 * The moved text as both people left it, each character of the base once with the marks
 * both gave it, and what each typed in its place (where both typed the same, once); and for
 * each position of the base, where what is typed there starts in it. A character of the base
 * one of them lacks is deleted, unless it is one typed here that they had not seen
 * (`unseen`): that stays as this editor has it.
 */
function mergeCharacters(
  base: ReadonlySet<string>,
  ours: Aligned,
  theirs: Aligned,
  unseen: (position: number) => boolean,
): {merged: Character[][]; starts: number[]} {
  const merged: Character[][] = []
  const starts: number[] = []
  for (let position = 0; position < ours.typed.length; position++) {
    starts.push(merged.length)
    const typed = [ours.typed[position]!, theirs.typed[position]!].filter((run) => run.length > 0)
    const texts = typed.map((run) => run.map((c) => c.character).join(''))
    if (typed.length === 2 && texts[0] === texts[1]) typed.pop()
    else if (typed.length === 2 && texts[1]! < texts[0]!) typed.reverse()
    for (const run of typed) for (const character of run) merged.push([character])
    const mine = ours.at[position]
    const other = theirs.at[position]
    // A character typed here that they had not seen is not one they deleted.
    if (mine && !other && unseen(position)) merged.push([mine])
    if (!mine || !other) continue
    const marks = combinedMarks(base, mine.marks, other.marks)
    merged.push([
      {character: mine.character, marks, key: mine.key},
      {character: mine.character, marks, key: other.key},
    ])
  }
  return {merged, starts}
}

/**
 * Spans of runs of equal marks, none across an index of `breaks` (where inline objects go). A run takes
 * the first (by key order) unused key of the pieces its first character is in, else the first
 * unused of `keys`. When there are more runs than keys (what one person typed has marks
 * neither side's pieces had), the others take keys made from the first of `keys` by order
 * (`-1`, `-2` and so on), none of them one of `taken` (the block's): made from the pieces
 * alone, so both editors make the same.
 */
function runsOf(
  characters: readonly Character[][],
  keys: readonly string[],
  breaks: ReadonlySet<number>,
  taken: ReadonlySet<string>,
): PortableTextSpan[] {
  const runs: {text: string; marks: readonly string[]; keys: string[]}[] = []
  for (const [index, versions] of characters.entries()) {
    const {character, marks} = versions[0]!
    const last = runs[runs.length - 1]
    if (last && !breaks.has(index) && sameMarks(last.marks, marks)) last.text += character
    else runs.push({text: character, marks, keys: versions.flatMap((version) => (version.key ? [version.key] : []))})
  }
  const sorted = [...keys].sort()
  const unused = new Set(sorted)
  const made = new Set<string>()
  const madeKey = () => {
    let suffix = 1
    while (taken.has(`${sorted[0]}-${suffix}`) || made.has(`${sorted[0]}-${suffix}`)) suffix++
    made.add(`${sorted[0]}-${suffix}`)
    return `${sorted[0]}-${suffix}`
  }
  const spans: PortableTextSpan[] = []
  for (const run of runs) {
    const key =
      [...run.keys].sort().find((candidate) => unused.has(candidate)) ?? unused.values().next().value ?? madeKey()
    unused.delete(key)
    spans.push({_key: key, _type: 'span', marks: [...run.marks], text: run.text})
  }
  return spans
}

/** The span's marks before, with what either side added and without what either took away. */
function combinedMarks(base: ReadonlySet<string>, own: readonly string[], foreign: readonly string[]): string[] {
  const result = new Set<string>()
  for (const mark of base) if (own.includes(mark) && foreign.includes(mark)) result.add(mark)
  for (const mark of [...own, ...foreign]) if (!base.has(mark)) result.add(mark)
  return [...result].sort()
}

function sameMarks(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((mark) => b.includes(mark))
}

/** The characters inserted into `base` to make `edited`, in order. */
export function insertedInto(base: string, edited: string): string {
  return differ
    .diff_main(base, edited)
    .flatMap(([operation, part]) => (operation === DiffMatchPatch.DIFF_INSERT ? [part] : []))
    .join('')
}

/** `edited` with the characters it lost from `base` back in place: what was inserted into `base`, only. */
export function withInsertionsOnly(base: string, edited: string): string {
  return differ
    .diff_main(base, edited)
    .map(([, part]) => part)
    .join('')
}

/**
 * For each character (UTF-16 code unit) of `other`, the index in `text` of the character it
 * is, by a diff of the two; undefined for one not in `text`.
 */
export function alignedOrigins(text: string, other: string): (number | undefined)[] {
  const origins: (number | undefined)[] = []
  let position = 0
  for (const [operation, part] of differ.diff_main(text, other)) {
    for (let offset = 0; offset < part.length && operation !== DiffMatchPatch.DIFF_DELETE; offset++)
      origins.push(operation === DiffMatchPatch.DIFF_EQUAL ? position + offset : undefined)
    if (operation !== DiffMatchPatch.DIFF_INSERT) position += part.length
  }
  return origins
}

/**
 * `later` with the characters of `earlier` it lacks put back where they were: every character
 * either text had, in order (for an edit from `earlier` to `later`, what it kept, deleted and
 * added).
 */
export function textWithDeleted(earlier: string, later: string): string {
  if (earlier === later) return later
  return differ
    .diff_main(earlier, later)
    .map(([, part]) => part)
    .join('')
}

/** Whether the characters of `part` appear in `whole` in order. */
export function isSubsequence(part: string, whole: string): boolean {
  let next = 0
  for (let index = 0; index < whole.length && next < part.length; index++) if (whole[index] === part[next]) next++
  return next === part.length
}

/**
 * The block with the split span's trim done again, when the span holds characters of the end
 * this editor moved into new spans (`split.pieces`), and those still hold them: a concurrent
 * edit of the span's text (someone typing over its start) can make the server, or the store
 * rebasing the trim, skip it (a `diffMatchPatch` finds its place by the text around it, which
 * that edit changed), and the moved characters would then be in the span and in the pieces.
 * What was typed into the span since stays. Undefined when the span holds none of them.
 */
export function untrimmedSplit(member: PortableTextBlock, split: SpanSplit): PortableTextBlock | undefined {
  const {children} = member
  const at = children.findIndex((child) => child._key === split.span)
  const span = children[at]
  if (!isSpan(span) || span.text === '') return undefined
  const own = new Set(split.pieces.map((piece) => piece._key))
  const pieces = children.filter((child) => own.has(child._key))
  if (pieces.length === 0) return undefined
  let kept = ''
  let moved = ''
  alignedOrigins(split.text, span.text).forEach((origin, position) => {
    if (origin === undefined || origin < split.kept) kept += span.text[position]!
    else moved += span.text[position]!
  })
  if (moved === '' || !isSubsequence(moved, pieces.map((piece) => (isSpan(piece) ? piece.text : '')).join('')))
    return undefined
  return {...member, children: children.map((child, index) => (index === at ? {...span, text: kept} : child))}
}
