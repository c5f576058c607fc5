import DiffMatchPatch from 'diff-match-patch'
import type {Patch, Path} from '../../types'
import {DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD, DIFF_MATCH_PATCH_RELATIVE_THRESHOLD} from '../constants'
import {diffMatchPatch, set, unset} from './patches'

/**
 * Options of {@link textPatch}.
 * @beta
 */
export interface TextPatchOptions {
  /**
   * Send edits of long texts as diff-match-patch patches instead of the whole value, so
   * concurrent edits of one text merge. Off by default.
   */
  diffMatchPatch?: boolean
}

const dmp = new DiffMatchPatch()

/**
 * The patch a text input emits when its text changes from `previous` to `next`: `unset` for
 * an empty text, otherwise `set`, each saying the text it was typed on (`typedOn: previous`,
 * so the studio merges it with someone else's edit it has not shown yet) — or, with `diffMatchPatch` on, a diff-match-patch patch when
 * the old text is at least {@link DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD} characters long and the
 * patch text is at least {@link DIFF_MATCH_PATCH_RELATIVE_THRESHOLD} times smaller than the new
 * value (below that the whole value is as cheap to send and cannot conflict).
 * @beta
 */
export function textPatch(previous: unknown, next: string, path: Path = [], options: TextPatchOptions = {}): Patch {
  const typedOn = typeof previous === 'string' ? {typedOn: previous} : {}
  if (next === '') return {...unset(path), ...typedOn} as Patch
  const whole = {...set(next, path), ...typedOn} as Patch
  if (!options.diffMatchPatch || typeof previous !== 'string' || previous.length < DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD)
    return whole
  const patchText = dmp.patch_toText(dmp.patch_make(previous, next))
  return patchText.length * DIFF_MATCH_PATCH_RELATIVE_THRESHOLD < next.length ? diffMatchPatch(patchText, path) : whole
}
