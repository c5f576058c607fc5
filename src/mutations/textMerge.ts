import DiffMatchPatch from 'diff-match-patch'
import {applyPatch} from './applyPatches'

/** One change of a text relative to the text it was made on: `base[start, end)` becomes `text`. */
interface TextReplacement {
  start: number
  end: number
  text: string
}

/**
 * Texts up to this many characters (the two compared texts together) are diffed exactly, with
 * no time limit; longer ones with diff-match-patch's time limit, which may give a diff that is
 * valid but not the smallest.
 */
const EXACT_DIFF_LIMIT = 20_000
const TIMED_DIFF_SECONDS = 0.5

const differ = new DiffMatchPatch()
// The patches sent to the server are made as the hosted studio makes them: diff-match-patch's
// defaults, `patch_make` cleaning the diff up for people (semantic) and for size (efficiency).
const patcher = new DiffMatchPatch()

/** The changes that turn `base` into `other`, in order, none overlapping. */
function replacements(base: string, other: string): TextReplacement[] {
  differ.Diff_Timeout = base.length + other.length <= EXACT_DIFF_LIMIT ? 0 : TIMED_DIFF_SECONDS
  const result: TextReplacement[] = []
  let at = 0
  let open: TextReplacement | undefined
  for (const [operation, text] of differ.diff_main(base, other, false)) {
    if (operation === DiffMatchPatch.DIFF_EQUAL) {
      at += text.length
      open = undefined
      continue
    }
    if (!open) {
      open = {start: at, end: at, text: ''}
      result.push(open)
    }
    if (operation === DiffMatchPatch.DIFF_DELETE) {
      at += text.length
      open.end = at
    } else {
      open.text += text
    }
  }
  return result
}

/**
 * How many characters an edit from `base` to `other` removes and inserts, together: a measure
 * of how far apart two texts are, for telling which of several texts another was made from.
 */
export function textEditSize(base: string, other: string): number {
  if (base === other) return 0
  return replacements(base, other).reduce((size, {start, end, text}) => size + end - start + text.length, 0)
}

const sameReplacement = (a: TextReplacement | undefined, b: TextReplacement | undefined): boolean =>
  a !== undefined && b !== undefined && a.start === b.start && a.end === b.end && a.text === b.text

/**
 * Merges two concurrent edits of one text (a three-way merge): `local` and `remote` were both
 * made from `base`. Each side's changes are found by diffing it with `base`, so they are placed
 * exactly, by their position in `base` — never by searching for their context as a fuzzy
 * patch does. The result:
 * - keeps every character of `base` that neither side deleted, in order;
 * - deletes every character of `base` that either side deleted (overlapping deletions delete
 *   their union);
 * - keeps everything either side inserted, in that side's order — also text inserted inside a
 *   range the other side deleted (it stays where the deleted range was), so nothing typed is
 *   lost; where both sides inserted at the same place, the remote text comes first (as the
 *   server places a patch applied after a concurrent one). The same change made by both sides
 *   (one typo fixed twice) is made once.
 *
 * @example
 * ```ts
 * mergeText('Title', 'Title abc', 'My Title') // 'My Title abc'
 * ```
 */
export function mergeText(base: string, local: string, remote: string): string {
  if (local === base || local === remote) return remote
  if (remote === base) return local
  const theirs = replacements(base, remote)
  const ours = replacements(base, local)
  const deleted = new Uint8Array(base.length)
  const erase = ({start, end}: TextReplacement) => deleted.fill(1, start, end)
  let merged = ''
  let r = 0
  let l = 0
  for (let position = 0; position <= base.length; position++) {
    const their = theirs[r]?.start === position ? theirs[r++] : undefined
    const our = ours[l]?.start === position ? ours[l++] : undefined
    if (their) {
      merged += their.text
      erase(their)
    }
    if (our && !sameReplacement(our, their)) {
      merged += our.text
      erase(our)
    }
    if (position < base.length && deleted[position] === 0) merged += base[position]
  }
  return merged
}

/**
 * The diff-match-patch patch (the text `patch_toText` writes) that turns `from` into exactly
 * `to` when the server applies it, or `undefined` when there is none: diff-match-patch cannot
 * write a patch that cuts a surrogate pair in two (an emoji changed into another), and a patch
 * that would not give `to` exactly is not used either. Checked with the mutation engine the
 * server applies it with.
 */
export function makeTextPatch(from: string, to: string): string | undefined {
  let patchText: string
  try {
    patchText = patcher.patch_toText(patcher.patch_make(from, to))
  } catch {
    return undefined
  }
  try {
    return applyPatch(from, {type: 'diffMatchPatch', path: [], value: patchText}) === to ? patchText : undefined
  } catch {
    return undefined
  }
}
