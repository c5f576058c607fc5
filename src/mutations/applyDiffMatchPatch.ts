import DiffMatchPatch from 'diff-match-patch'
import type {Path} from '../types'
import {MutationError} from './MutationError'

const engine = new DiffMatchPatch()

/**
 * Applies a diff-match-patch patch (the textual form `patch_toText` writes) to a string.
 * Hunks apply fuzzily, as diff-match-patch does: a hunk whose context cannot be found is
 * skipped rather than failing the whole patch, so concurrent edits of one text merge.
 *
 * @throws {@link MutationError} `invalidPatchError` when the patch text does not parse
 */
export function applyDiffMatchPatch(text: string, patchText: string, at: Path = []): string {
  let patches: ReturnType<DiffMatchPatch['patch_fromText']>
  try {
    patches = engine.patch_fromText(patchText)
  } catch (error) {
    throw new MutationError({
      type: 'invalidPatchError',
      description: `Invalid diffMatchPatch: ${String(error)}`,
      path: at,
      cause: error,
    })
  }
  return engine.patch_apply(patches, text)[0]
}
