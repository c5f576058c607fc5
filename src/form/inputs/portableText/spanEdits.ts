import DiffMatchPatch from 'diff-match-patch'
import {makeTextPatch} from '../../../mutations'
import type {Patch} from '../../../types'
import {isSpan, type PortableTextBlock, type PortableTextSpan} from './portableTextValue'
import {alignedOrigins} from './spanSplits'

/**
 * A span whose text this editor changed (typed in it, deleted from it), from its text before
 * the first of those changes (`base`).
 *
 * Its edits go to the store as `diffMatchPatch` patches on the span's text. Someone who marks
 * part of the span at the same time, before the edits reach them, splits it: the span keeps the
 * start of the text and new spans (pieces) hold copies of the rest. An edit of that rest then
 * finds no text to apply to, in either order: it was lost, and what it deleted was back (see
 * {@link withEditInPieces}).
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
}

const differ = new DiffMatchPatch()

/**
 * `member` (received) with this editor's edit of a span (from `edit.base` to `mine`, the text
 * the editor shows) made in pieces someone else split off the span before seeing the edit,
 * and the patches that store it so (relative to the field's array): each character the edit
 * deleted goes from the span and the pieces after it, and what it typed goes in where it
 * typed it, unless the text already has it.
 *
 * The pieces are the children right after the span that are new to this editor: in neither
 * `edit.childKeys` nor `shownKeys` (the block's children as the editor shows them). Undefined
 * when there are none, or the text already has the edit.
 */
export function withEditInPieces(
  member: PortableTextBlock,
  edit: SpanEdit,
  mine: string,
  shownKeys: ReadonlySet<string>,
): {member: PortableTextBlock; patches: Patch[]} | undefined {
  const {children} = member
  const at = children.findIndex((child) => child._key === edit.span)
  if (at < 0 || !isSpan(children[at])) return undefined
  let end = at + 1
  while (end < children.length && !edit.childKeys.has(children[end]!._key) && !shownKeys.has(children[end]!._key)) end++
  const run = children.slice(at, end)
  if (!run.slice(1).some(isSpan)) return undefined

  // The run's text, and which child holds each character.
  let combined = ''
  const owners: number[] = []
  run.forEach((child, index) => {
    if (!isSpan(child)) return
    combined += child.text
    for (let offset = 0; offset < child.text.length; offset++) owners.push(index)
  })

  // The edit: the characters of `base` it deleted, and what it typed before which of them.
  const deleted = new Set<number>()
  const typed: {before: number; text: string; from: number}[] = []
  let position = 0
  let minePosition = 0
  for (const [operation, part] of differ.diff_main(edit.base, mine)) {
    if (operation === DiffMatchPatch.DIFF_DELETE)
      for (let offset = 0; offset < part.length; offset++) deleted.add(position + offset)
    if (operation === DiffMatchPatch.DIFF_INSERT) typed.push({before: position, text: part, from: minePosition})
    if (operation !== DiffMatchPatch.DIFF_INSERT) position += part.length
    if (operation !== DiffMatchPatch.DIFF_DELETE) minePosition += part.length
  }
  // What it typed that the text has (the edit reached the span before the split, or landed).
  const mineOrigins = alignedOrigins(mine, combined)
  const present = new Set(mineOrigins.filter((origin) => origin !== undefined))
  const missing = typed.filter(({from, text}) => ![...text].some((_, offset) => present.has(from + offset)))
  const origins = alignedOrigins(edit.base, combined)
  // The store applies the edit's patch to the span's text as it finds it, fuzzily: with the
  // text it was made on split off, what it typed can land in the span's kept start, out of
  // place. That goes, and in where it was typed.
  const misplaced = new Set<number>()
  const spanLength = (run[0] as PortableTextSpan).text.length
  for (const {text} of missing) {
    for (let start = 0; start + text.length <= spanLength; start++) {
      if (combined.slice(start, start + text.length) !== text) continue
      const indexes = [...text].map((_, offset) => start + offset)
      if (
        indexes.some(
          (index) => misplaced.has(index) || origins[index] !== undefined || mineOrigins[index] !== undefined,
        )
      )
        continue
      for (const index of indexes) misplaced.add(index)
      break
    }
  }

  const texts = run.map(() => '')
  let last: number | undefined
  let next = 0
  // Typed text goes after the character before it, in that character's child; with none
  // before it, into the span it was typed in.
  const putTyped = (upTo: number) => {
    for (; next < missing.length && missing[next]!.before <= upTo; next++) {
      const into = last ?? 0
      texts[into] = texts[into]! + missing[next]!.text
    }
  }
  for (let index = 0; index < combined.length; index++) {
    const origin = origins[index]
    const owner = owners[index]!
    if (misplaced.has(index)) continue
    if (origin !== undefined) {
      putTyped(origin)
      if (deleted.has(origin)) continue
    }
    texts[owner] = texts[owner]! + combined[index]!
    last = owner
  }
  putTyped(Number.POSITIVE_INFINITY)

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
  return {member: {...member, children: [...children.slice(0, at), ...changed, ...children.slice(end)]}, patches}
}
