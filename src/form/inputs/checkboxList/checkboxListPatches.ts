import type {Patch} from '../../../types'
import {insert, setIfMissing, unset} from '../../patch/patches'
import type {ListChoice} from '../listOptions'

/**
 * The patches that check a choice of a checkbox list, keeping the array in list order: the
 * value goes before the first item that comes later in the list, or at the end. Items that
 * are not in the list stay where they are.
 *
 * @param items - The array as it is now (empty when there is none).
 * @param choices - The list's choices, in order.
 * @param choiceIndex - The choice checked.
 * @returns Patches relative to the array: `setIfMissing([])`, then one `insert`.
 * @throws RangeError when there is no choice at `choiceIndex`
 */
export function checkChoicePatches(
  items: readonly unknown[],
  choices: readonly ListChoice[],
  choiceIndex: number,
): Patch[] {
  const choice = choices[choiceIndex]
  if (!choice) throw new RangeError(`No choice at index ${choiceIndex} of a list of ${choices.length}`)
  const later = items.findIndex((item) => choices.findIndex((other) => other.value === item) > choiceIndex)
  return [
    setIfMissing([]),
    later === -1 ? insert([choice.value], 'after', [-1]) : insert([choice.value], 'before', [later]),
  ]
}

/**
 * The patches that uncheck a value of a checkbox list: an `unset` of every item holding it,
 * last first, so each index still points at its item when its turn comes.
 */
export function uncheckValuePatches(items: readonly unknown[], value: unknown): Patch[] {
  return items
    .flatMap((item, index) => (item === value ? [index] : []))
    .reverse()
    .map((index) => unset([index]))
}
