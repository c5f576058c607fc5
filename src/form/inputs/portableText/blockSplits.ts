import {
  blockPlainText,
  isSpan,
  isTextBlockMember,
  type PortableTextBlock,
  type PortableTextMember,
} from './portableTextValue'
import {alignedOrigins, isSubsequence, originsIn, originsWithDeletions, textWithDeleted} from './spanSplits'

/**
 * A text block this editor split in two (Enter): the block keeps the start of the span the
 * caret was in (a `diffMatchPatch` trim of it) and everything after moves into a new block.
 * With a selection, what it held is deleted first: the span loses the characters between
 * the start it kept and the end that moved.
 */
export interface BlockSplit {
  /** The key of the block that was split. */
  block: string
  /** The key of the span it was split in: the block's last child after the split. */
  span: string
  /** The span's text before the split. */
  text: string
  /** How many characters of `text` the span kept; the rest was deleted or moved. */
  kept: number
  /** Where the end of `text` that went to the new block starts (from `kept` on). */
  movedFrom: number
  /** The key of the new block. */
  into: string
  /** The keys of the block's children before the split. */
  childKeys: ReadonlySet<string>
  /** The span's text as the store showed it lately, and since (see {@link withHistory}). */
  history?: SpanHistory
}

/**
 * Every character a span had in the texts the store showed an editor lately and in the
 * editor's own text, in order (what the editor deleted from it since put back), with the
 * indices in it of each of those texts' last character.
 */
export interface SpanHistory {
  text: string
  ends: ReadonlySet<number>
}

/**
 * The split with the history of its span: `stored` are the span's texts the store showed this
 * editor lately, oldest first. Someone else may have marked part of the span in one of them,
 * and their pieces hold its characters (see {@link reconcileBlockSplit}).
 */
export function withHistory(split: BlockSplit, stored: readonly string[]): BlockSplit {
  const versions = [...new Set(stored)].filter((text) => text !== '' && text !== split.text)
  if (versions.length === 0) return split
  versions.push(split.text)
  const text = versions.reduce((all, version) => textWithDeleted(all, version))
  const ends = new Set<number>()
  for (const version of versions) {
    const last = alignedOrigins(text, version)[version.length - 1]
    if (last !== undefined) ends.add(last)
  }
  return {...split, history: {text, ends}}
}

/** What a block split's record says about a received block (see {@link reconcileBlockSplit}). */
export type BlockSplitState =
  /** The block with the characters both people moved out of the span once. */
  | {kind: 'reconciled'; member: PortableTextBlock}
  /** The block shows nobody else's move of the span's text (yet). */
  | {kind: 'keep'}
  /** The block shows something else since: the record is no longer of use. */
  | {kind: 'drop'}

/**
 * The split of block `previous` (as `next`, same key) that made block `created` right after
 * it, if it is one: the last child of `next` is a span whose text became a proper start of
 * its old text, and `created`'s text starts with an end of the rest of that text (all of it,
 * or what a selection split over left of it).
 */
export function blockSplitBetween(
  previous: PortableTextBlock,
  next: PortableTextBlock,
  created: PortableTextMember,
): BlockSplit | undefined {
  const last = next.children[next.children.length - 1]
  const old = previous.children.find((child) => child._key === last?._key)
  if (!isSpan(last) || !isSpan(old) || !isTextBlockMember(created)) return undefined
  if (last.text.length >= old.text.length || !old.text.startsWith(last.text)) return undefined
  const createdText = blockPlainText(created)
  let movedFrom = last.text.length
  while (movedFrom < old.text.length && !createdText.startsWith(old.text.slice(movedFrom))) movedFrom++
  if (movedFrom === old.text.length) return undefined
  return {
    block: next._key,
    span: last._key,
    text: old.text,
    kept: last.text.length,
    movedFrom,
    into: created._key,
    childKeys: new Set(previous.children.map((child) => child._key)),
  }
}

/**
 * Takes out of a received block what someone else moved out of a span this editor split the
 * block in (`split`) at the same time, and this editor moved into its new block already.
 *
 * Marking part of a span, or putting an inline object in it, trims the span to its start and
 * puts the rest in new children right after it (pieces). Splitting the block in that span
 * trims it too and puts the rest in a new block. The store merges the two trims, but keeps
 * both copies of the moved text: the other person's pieces in the block, and this editor's
 * new block. Typing merges, so the pieces may hold characters typed into them since.
 *
 * The other person's pieces are the children new to the block (not in it before the split)
 * right after the span. Their text must be an end of the split span's text, from where the
 * other person split it, with typing added but nothing taken away, or, when they deleted some
 * of it too (typing over it), to its last character (else they are something else, and the
 * record is dropped). Each character of it after the start this editor kept
 * (`split.kept`) is taken out of the pieces: those it moved, provided `into` (the new block as
 * received) still holds them, or as much of them as the editor still shows there
 * (`shownInto`), so every character is in the value once, where the block split put it, and
 * those its selection deleted, so the deletion holds. What the other split moved
 * and this one did not (when it split the span earlier), what they typed, and their inline
 * objects stay in the pieces, after the span. An
 * inline object put where this editor's split moved the text stays at the end of the block.
 *
 * Only the editor that split the block corrects it (the other has no record of the split), so
 * the correction is computed once.
 */
export function reconcileBlockSplit(
  member: PortableTextBlock,
  split: BlockSplit,
  into: PortableTextMember | undefined,
  shownInto?: string,
): BlockSplitState {
  const {children} = member
  const at = children.findIndex((child) => child._key === split.span)
  if (!isSpan(children[at])) return DROP
  let end = at + 1
  while (end < children.length && !split.childKeys.has(children[end]!._key)) end++
  const pieces = children.slice(at + 1, end)
  const characters = piecesCharacters(pieces)
  // The store may have taken out of the pieces some of what this editor's selection deleted
  // (its trim of the span, applied where the other person's span still held it).
  const deleted = {from: split.kept, to: split.movedFrom}
  const piecesText = characters.map((c) => c.character).join('')
  const origins = originsIn(split.text, piecesText, undefined, deleted) ?? originsWithDeletions(split.text, piecesText)
  // Inline objects alone are no one's pieces of the span: someone put them there, or their
  // place (a span the split moved away) is gone and the store put them after it. Nor are
  // spans without a character of the span's text (pieces of text this editor deleted before
  // the split, say): the record waits for the pieces.
  if (!pieces.some(isSpan) || (!origins && !sharesCharacter(split.text, characters))) {
    return untrimmedSpan(member, split, at, into) ?? KEEP
  }
  if (!into || !isTextBlockMember(into)) return DROP

  // Which characters of the pieces' text are characters of the split's text, and where.
  if (!origins) return piecewiseReconciled(member, split, at, end, into, shownInto) ?? DROP
  const duplicated = new Set<number>()
  let moved = ''
  origins.forEach((origin, position) => {
    if (origin === undefined || origin < split.kept) return
    duplicated.add(position)
    if (origin >= split.movedFrom) moved += characters[position]!.character
  })
  if (duplicated.size === 0 || !holdsMoved(blockPlainText(into), moved, shownInto)) return DROP

  const texts = pieces.map(() => '')
  characters.forEach(({character, index}, position) => {
    if (!duplicated.has(position)) texts[index] += character
  })
  const trimmed = pieces.map((piece, index) => (isSpan(piece) ? {...piece, text: texts[index]!} : piece))
  return {
    kind: 'reconciled',
    member: {...member, children: [...children.slice(0, at + 1), ...trimmed, ...children.slice(end)]},
  }
}

/**
 * The pieces reconciled one by one, when together they are no end of the split span's text:
 * someone marked parts of it in different texts of it (one the store showed this editor
 * before it typed over part of the span, say, and one it never showed: seed 56), so their
 * order is not the text's. A piece counts when it ends where one of the span's texts the
 * editor knows ended (`split.history`), and at least half of it is characters of those
 * texts; its characters that this editor's split moved (provided `into` still holds them, in
 * order) or that the editor deleted from the span go, what was typed into it stays.
 * Undefined when no piece counts.
 */
function piecewiseReconciled(
  member: PortableTextBlock,
  split: BlockSplit,
  at: number,
  end: number,
  into: PortableTextBlock,
  shownInto?: string,
): BlockSplitState | undefined {
  const history = split.history ?? {text: split.text, ends: new Set([split.text.length - 1])}
  // The characters of the history the span kept: the others were moved or deleted.
  const kept = new Set<number>()
  const moved = new Set<number>()
  alignedOrigins(history.text, split.text).forEach((origin, index) => {
    if (origin === undefined) return
    if (index < split.kept) kept.add(origin)
    else if (index >= split.movedFrom) moved.add(origin)
  })
  const intoText = blockPlainText(into)
  let changed = false
  const trimmed = member.children.slice(at + 1, end).map((piece) => {
    if (!isSpan(piece) || piece.text === '') return piece
    const origins = alignedOrigins(history.text, piece.text)
    const last = origins[origins.length - 1]
    const held = origins.filter((origin) => origin !== undefined).length
    if (last === undefined || !history.ends.has(last) || held * 2 < piece.text.length) return piece
    let text = ''
    let movedText = ''
    origins.forEach((origin, index) => {
      const character = piece.text[index]!
      if (origin === undefined || kept.has(origin)) text += character
      else if (moved.has(origin)) movedText += character
    })
    if (text === piece.text || !holdsMoved(intoText, movedText, shownInto)) return piece
    changed = true
    return {...piece, text}
  })
  if (!changed) return undefined
  const {children} = member
  return {
    kind: 'reconciled',
    member: {...member, children: [...children.slice(0, at + 1), ...trimmed, ...children.slice(end)]},
  }
}

/**
 * A received block (`member`) into which someone else joined the block this editor split
 * (`split`), not having seen the split: the block is gone, and its span went into the span of
 * the same key here (a split leaves a span's key on both halves), with the end this editor's
 * split moved into its new block (`into`), which holds it too. Those characters are taken out
 * of the span again, provided the new block still holds them (see `untrimmedSpan`); what was
 * typed into the span since stays. Keep when the span holds none of them.
 */
export function reconcileJoinedSplit(
  member: PortableTextBlock,
  split: BlockSplit,
  into: PortableTextMember | undefined,
): BlockSplitState {
  const at = member.children.findIndex((child) => child._key === split.span)
  if (!isSpan(member.children[at])) return DROP
  return untrimmedSpan(member, split, at, into) ?? KEEP
}

/**
 * The block with the span's trim done again, when the span holds characters the split moved
 * into the new block (or deleted): a concurrent edit of the span's text (someone typing over
 * its start) can make the server, or the store rebasing the trim, skip it (a
 * `diffMatchPatch` finds its place by the text around it, which that edit changed), and the
 * moved characters would then be in both blocks. They are taken out of the span, provided
 * the new block (`into`) still holds those the split moved, in order; what was typed into the
 * span since stays. Undefined when the span holds none of them.
 */
function untrimmedSpan(
  member: PortableTextBlock,
  split: BlockSplit,
  at: number,
  into: PortableTextMember | undefined,
): BlockSplitState | undefined {
  const span = member.children[at]
  if (!isSpan(span) || span.text.length === 0) return undefined
  const origins = alignedOrigins(split.text, span.text)
  let kept = ''
  let moved = ''
  origins.forEach((origin, position) => {
    const character = span.text[position]!
    if (origin === undefined || origin < split.kept) kept += character
    else if (origin >= split.movedFrom) moved += character
  })
  if (kept.length === span.text.length) return undefined
  if (!into || !isTextBlockMember(into) || !isSubsequence(moved, blockPlainText(into))) return DROP
  const children = member.children.map((child, index) => (index === at ? {...span, text: kept} : child))
  return {kind: 'reconciled', member: {...member, children}}
}

/**
 * This editor's new block (`own`, as received) without the text its split moved into it, when
 * someone else split the block at the same place at the same time (both pressed Enter there):
 * their new block, received right after this one (`foreign`), holds that text too. The first of
 * the two new blocks becomes the empty line between, and the text stays once, in the second,
 * as two Enters at one place leave it; what was typed into this one since stays. Undefined
 * when `foreign` does not hold the moved text or `own` no longer does.
 */
export function withoutTwiceMovedText(
  own: PortableTextBlock,
  foreign: PortableTextMember,
  split: BlockSplit,
): PortableTextBlock | undefined {
  const moved = split.text.slice(split.movedFrom)
  const [first, ...rest] = own.children
  if (!isTextBlockMember(foreign) || !isSpan(first) || moved === '') return undefined
  if (!isSubsequence(moved, blockPlainText(foreign)) || !isSubsequence(moved, first.text)) return undefined
  const origins = alignedOrigins(moved, first.text)
  const kept = first.text
    .split('')
    .filter((_, position) => origins[position] === undefined)
    .join('')
  // Children the split moved whole (they were the block's), which their block holds too.
  const theirs = new Set(foreign.children.map((child) => child._key))
  const left = rest.filter((child) => !(split.childKeys.has(child._key) && theirs.has(child._key)))
  return {...own, children: [{...first, text: kept}, ...left]}
}

/** The characters of pieces' spans, each with the index of its piece. */
function piecesCharacters(
  pieces: readonly PortableTextBlock['children'][number][],
): {character: string; index: number}[] {
  return pieces.flatMap((piece, index) =>
    isSpan(piece) ? piece.text.split('').map((character) => ({character, index})) : [],
  )
}

/**
 * Whether the new block's text as received (`into`) holds the text a split moved into it
 * (`moved`): all of it, in order, or at least half of it. The split's own editor may have typed
 * over some of it since; a move that did not land (someone else moved the text on first)
 * leaves none of it there. When the editor typed over most of it, what it still shows of it
 * in the new block (`shown`, the block's text as the editor shows it) tells: the move landed
 * when the received block holds at least as much of it (seed 56, run 197).
 */
function holdsMoved(into: string, moved: string, shown?: string): boolean {
  if (isSubsequence(moved, into)) return true
  const held = heldOf(into, moved)
  if (held * 2 >= moved.length) return true
  if (shown === undefined) return false
  const shownHeld = heldOf(shown, moved)
  return shownHeld > 0 && held >= shownHeld
}

/** How many characters of `moved` `text` holds, in order. */
function heldOf(text: string, moved: string): number {
  return alignedOrigins(text, moved).filter((origin) => origin !== undefined).length
}

/** Whether any of `characters` is a character of `text`. */
function sharesCharacter(text: string, characters: readonly {character: string}[]): boolean {
  return characters.some(({character}) => text.includes(character))
}

const KEEP: BlockSplitState = {kind: 'keep'}
const DROP: BlockSplitState = {kind: 'drop'}
