import type {ContentDocument} from '../../types'

// Mendoza opcode 0 pushes its operand as the result: a patch that is only `[0, value]` turns
// any input into `value`. The history endpoint writes appearances and deletions that way.
const VALUE_OP = 0

/**
 * The document a mendoza patch produces whatever it is applied to — `null` for a deletion —
 * or `undefined` when the patch depends on its input.
 */
export function wholeValuePatch(patch: readonly unknown[]): ContentDocument | null | undefined {
  if (patch.length !== 2 || patch[0] !== VALUE_OP) return undefined
  return (patch[1] ?? null) as ContentDocument | null
}

/** Whether a mendoza patch deletes the document (`[0, null]`). */
export function isDeletePatch(patch: readonly unknown[]): boolean {
  return patch.length === 2 && patch[0] === VALUE_OP && patch[1] === null
}
