import DiffMatchPatch from 'diff-match-patch'
import {makeTextPatch} from '../../../mutations'
import type {Patch} from '../../../types'
import {isSpan, type PortableTextBlock, type PortableTextSpan} from './portableTextValue'
import {alignedOrigins} from './spanSplits'

/**
 * A span whose text this editor changed (typed in it, deleted from it), from its text before
 * the first of those changes (`base`).
 *
 * Its edits go to the store as `diffMatchPatch` patches on the span's text, at the span's
 * place. Someone who marks part of the span at the same time, before the edits reach them,
 * splits it: the span keeps the start of the text and new spans (pieces) hold copies of the
 * rest. An edit of that rest then finds no text to apply to, in either order: it was lost, and
 * what it deleted was back (see {@link withEditInPieces}). Someone's Enter can carry the span
 * into a new block, and their deletion can take it away: the edit's patches then find no span
 * at all (see {@link withEditInPieces}' `moved`, and {@link withTypingKept}).
 *
 * The editor makes the edit again when the value that shows this arrives. The record lives
 * until a while after the store first shows what the editor shows since its last edit.
 */
export interface SpanEdit {
  /** The key of the block. */
  block: string
  /** The key of the span. */
  span: string
  /** The span's text before this editor's edits. */
  base: string
  /** The keys of the block's children when the first edit was made. */
  childKeys: ReadonlySet<string>
  /**
   * The keys of the pieces the edit was made in (see {@link withEditInPieces}): the store may
   * still apply the edit's own patch to the span after that, out of place.
   */
  followed?: ReadonlySet<string>
}

const differ = new DiffMatchPatch()

/**
 * `member` (received) with this editor's edit of a span (from `edit.base` to the text the
 * editor shows, in `shown`) made in pieces someone else split off the span before seeing the
 * edit, and the patches that store it so (relative to the field's array): each character the
 * edit deleted goes from the span and the pieces after it, and what it typed goes in where it
 * typed it, unless the text already has it.
 *
 * The pieces are the children right after the span that are new to this editor (in neither
 * `edit.childKeys` nor `shown`), or that it made the edit in before (`edit.followed`: the
 * editor's text is then theirs and the span's). Undefined when there are none, or the text
 * already has the edit.
 *
 * With `moved`, `member` is another block, new to this editor, that someone else moved the
 * span into before the edit reached them (a split of its block): the edit's patches went to
 * the span where the editor shows it, and found none there. The edit is made in the span
 * alone.
 */
export function withEditInPieces(
  member: PortableTextBlock,
  edit: SpanEdit,
  shown: PortableTextBlock,
  moved = false,
): {member: PortableTextBlock; patches: Patch[]; pieces: string[]} | undefined {
  const {children} = member
  const at = children.findIndex((child) => child._key === edit.span)
  const shownAt = shown.children.findIndex((child) => child._key === edit.span)
  if (at < 0 || !isSpan(children[at]) || shownAt < 0 || !isSpan(shown.children[shownAt])) return undefined
  const shownKeys = new Set(shown.children.map((child) => child._key))
  const isPiece = (key: string) => edit.followed?.has(key) || (!edit.childKeys.has(key) && !shownKeys.has(key))
  // The text the editor shows: the span's, and that of the pieces it made the edit in.
  let mine = ''
  for (const child of shown.children.slice(shownAt)) {
    if (child._key !== edit.span && !edit.followed?.has(child._key)) break
    if (isSpan(child)) mine += child.text
  }
  let end = at + 1
  while (!moved && end < children.length && isPiece(children[end]!._key)) end++
  let run = children.slice(at, end)
  let {combined, owners} = textOf(run)
  let origins = alignedOrigins(edit.base, combined)
  // A piece holds text of the span's (as it was, or as the editor shows it): a new span of
  // none of it was put there otherwise (a span someone moved in, typed). One the edit was made
  // in is a piece whatever it holds now.
  const candidateMine = alignedOrigins(mine, combined)
  const foreign = run.findIndex(
    (child, index) =>
      index > 0 &&
      isSpan(child) &&
      !edit.followed?.has(child._key) &&
      !owners.some(
        (owner, offset) => owner === index && (origins[offset] !== undefined || candidateMine[offset] !== undefined),
      ),
  )
  if (foreign > 0) {
    end = at + foreign
    run = run.slice(0, foreign)
    ;({combined, owners} = textOf(run))
    origins = alignedOrigins(edit.base, combined)
  }
  if (!moved && !run.slice(1).some(isSpan)) return undefined

  // The edit: the characters of `base` it deleted, and those of `mine` it typed.
  const deleted = new Set<number>()
  const typed: number[] = []
  let position = 0
  let minePosition = 0
  for (const [operation, part] of differ.diff_main(edit.base, mine)) {
    if (operation === DiffMatchPatch.DIFF_DELETE)
      for (let offset = 0; offset < part.length; offset++) deleted.add(position + offset)
    if (operation === DiffMatchPatch.DIFF_INSERT)
      for (let offset = 0; offset < part.length; offset++) typed.push(minePosition + offset)
    if (operation !== DiffMatchPatch.DIFF_INSERT) position += part.length
    if (operation !== DiffMatchPatch.DIFF_DELETE) minePosition += part.length
  }
  // The store applies the edit's patches to the span's text as it finds it, fuzzily: with the
  // text they were made on split off, what it typed can land in the span's kept start, out of
  // place (also after this editor made the edit in the pieces). A character there that
  // neither `base` nor the editor's text has at that place, and that the edit typed, goes, and
  // in where it was typed.
  const mineOrigins = alignedOrigins(mine, combined)
  const typedCharacters = new Set(typed.map((index) => mine[index]))
  const misplaced = new Set<number>()
  const spanLength = (run[0] as PortableTextSpan).text.length
  for (let index = 0; index < spanLength; index++)
    if (origins[index] === undefined && mineOrigins[index] === undefined && typedCharacters.has(combined[index]!))
      misplaced.add(index)
  // Where the text has each character the editor shows (the edit reached the span before the
  // split, or landed), past those out of place.
  // (By UTF-16 code unit, as the diffs count.)
  const kept = Array.from({length: combined.length}, (_, index) => index).filter((index) => !misplaced.has(index))
  const placeOf = new Map<number, number>()
  alignedOrigins(mine, kept.map((index) => combined[index]).join('')).forEach((origin, index) => {
    if (origin !== undefined) placeOf.set(origin, kept[index]!)
  })
  // What it typed that the text lacks goes in after the character the editor shows before it,
  // in that character's child; with none before it, at the start of the span it was typed in.
  const typedAfter = new Map<number, string>()
  let typedFirst = ''
  for (const index of typed) {
    if (placeOf.has(index)) continue
    let before = index - 1
    while (before >= 0 && !placeOf.has(before)) before--
    if (before < 0) typedFirst += mine[index]
    else typedAfter.set(placeOf.get(before)!, (typedAfter.get(placeOf.get(before)!) ?? '') + mine[index])
  }

  const texts = run.map(() => '')
  texts[0] = typedFirst
  for (let index = 0; index < combined.length; index++) {
    const origin = origins[index]
    const owner = owners[index]!
    if (misplaced.has(index)) continue
    if (origin === undefined || !deleted.has(origin)) texts[owner] = texts[owner]! + combined[index]!
    texts[owner] = texts[owner]! + (typedAfter.get(index) ?? '')
  }

  const patches: Patch[] = []
  const changed = run.flatMap((child, index) => {
    const text = texts[index]!
    if (!isSpan(child) || child.text === text) return [child]
    const at = [{_key: member._key}, 'children', {_key: child._key}]
    const patchText = makeTextPatch(child.text, text)
    patches.push(
      patchText === undefined
        ? {type: 'set', path: [...at, 'text'], value: text}
        : {type: 'diffMatchPatch', path: [...at, 'text'], value: patchText},
    )
    if (index === 0 || text !== '') return [{...child, text}]
    // A piece the edit emptied goes, while empty: its maker may be typing in it.
    patches.push({type: 'unset', path: at, onlyIf: {path: [...at, 'text'], equals: ''}})
    return []
  })
  if (patches.length === 0) return undefined
  const pieces = run.slice(1).map((child) => child._key)
  return {
    member: {...member, children: [...children.slice(0, at), ...changed, ...children.slice(end)]},
    patches,
    pieces,
  }
}

/** The text of a run of children, and which child holds each character. */
function textOf(run: readonly PortableTextBlock['children'][number][]): {combined: string; owners: number[]} {
  let combined = ''
  const owners: number[] = []
  run.forEach((child, index) => {
    if (!isSpan(child)) return
    combined += child.text
    for (let offset = 0; offset < child.text.length; offset++) owners.push(index)
  })
  return {combined, owners}
}

/**
 * `member` (received, the block of `edit`) with what the edit typed in a span that is gone
 * from the value (someone else deleted it, not having seen the edit): the typing goes back in
 * as the span, under its key, with its decorators, holding only what was typed (and the block
 * does not hold elsewhere), where the editor shows the span (after the child before it that the block still
 * has). What the span had besides is theirs to delete. With the patch that stores it so (only while the block has no span of that key).
 * Undefined when the edit typed nothing, or the editor shows no such span.
 */
export function withTypingKept(
  member: PortableTextBlock,
  edit: SpanEdit,
  shown: PortableTextBlock,
): {member: PortableTextBlock; patches: Patch[]} | undefined {
  const placeOf = shown.children.findIndex((child) => child._key === edit.span)
  const span = shown.children[placeOf]
  if (!isSpan(span) || member.children.some((child) => child._key === edit.span)) return undefined
  // What the editor shows that `base` lacks, and the block does not hold: text that came
  // from elsewhere into the span as the editor shows it (a neighbour's, taken over) is there.
  const held = member.children.map((child) => (isSpan(child) ? child.text : '')).join('')
  const typed = differ
    .diff_main(edit.base, span.text)
    .filter(([operation, part]) => operation === DiffMatchPatch.DIFF_INSERT && !held.includes(part))
    .map(([, part]) => part)
    .join('')
  if (typed === '') return undefined
  // Its decorators: an annotation of the block, which the span no longer uses, may be going
  // (its maker removes it once no span uses it).
  const annotations = new Set(shown.markDefs.map((def) => def._key))
  const marks = span.marks.filter((mark) => !annotations.has(mark))
  const kept = {_key: span._key, _type: 'span' as const, text: typed, marks}
  const keys = new Set(member.children.map((child) => child._key))
  const before = shown.children
    .slice(0, placeOf)
    .reverse()
    .find((child) => keys.has(child._key))
  const at = before ? member.children.findIndex((child) => child._key === before._key) + 1 : 0
  const children = member.children
  const path = [{_key: member._key}, 'children']
  const onlyIf = {path: [...path, {_key: span._key}], equals: undefined}
  const patch: Patch =
    children.length === 0
      ? {type: 'insert', path: [...path, 0], position: 'before', items: [kept], onlyIf}
      : before
        ? {type: 'insert', path: [...path, {_key: before._key}], position: 'after', items: [kept], onlyIf}
        : {type: 'insert', path: [...path, {_key: children[0]!._key}], position: 'before', items: [kept], onlyIf}
  return {member: {...member, children: [...children.slice(0, at), kept, ...children.slice(at)]}, patches: [patch]}
}
