import {isArrayItemSelector, pathToString, type JsonMatchPath} from '../document'
import type {InsertPosition, Path} from '../types'
import {applyDiffMatchPatch} from './applyDiffMatchPatch'
import {insertItems} from './insertItems'
import {MutationError} from './MutationError'
import {REMOVE, updateSelected} from './updateSelected'

/**
 * One patch operation with its target already parsed: the shape both wire patches
 * ({@link applyPatchOperations}) and path patches ({@link applyPatches}) are turned into, so
 * there is exactly one implementation of each operation.
 */
export type Operation =
  | {type: 'set'; target: JsonMatchPath; value: unknown}
  | {type: 'setIfMissing'; target: JsonMatchPath; value: unknown}
  | {type: 'unset'; target: JsonMatchPath}
  | {type: 'inc' | 'dec'; target: JsonMatchPath; amount: number}
  | {type: 'diffMatchPatch'; target: JsonMatchPath; patch: string}
  | {type: 'insert'; target: JsonMatchPath; position: InsertPosition; items: readonly unknown[]}

/**
 * Applies one operation to a value and returns the new value (`undefined` when the root was
 * unset). Never mutates `value`; unchanged subtrees keep their identity.
 *
 * - `set` replaces every selected place, creating missing properties and the objects on the
 *   way; setting `undefined` removes. Index or key steps into missing arrays select nothing.
 * - `setIfMissing` sets only places whose value is `undefined` (`null` counts as present).
 * - `unset` removes selected properties and array items; missing places are ignored.
 * - `inc` / `dec` add to / subtract from numbers. A missing target is left alone (as the
 *   studio's optimistic engine does; send `setIfMissing` first to initialise a counter); a
 *   target that is not a number is a `typeMismatchError`.
 * - `diffMatchPatch` patches strings; a missing target is left alone, a non-string is a
 *   `typeMismatchError`.
 * - `insert` puts items before/after/instead of the array items the last step selects (see
 *   {@link insertItems}); a missing array is created, anything else is a `typeMismatchError`.
 *
 * @throws {@link MutationError}
 */
export function applyOperation(value: unknown, operation: Operation): unknown {
  const result = updateSelected(value, ...operationStep(operation))
  return result === REMOVE ? undefined : result
}

type Step = [target: JsonMatchPath, update: (current: unknown, at: Path) => unknown, create: boolean]

function operationStep(operation: Operation): Step {
  switch (operation.type) {
    case 'set': {
      const next = operation.value === undefined ? REMOVE : operation.value
      return [operation.target, () => next, true]
    }
    case 'setIfMissing':
      return [operation.target, (current) => (current === undefined ? operation.value : current), true]
    case 'unset':
      return [operation.target, () => REMOVE, false]
    case 'inc':
    case 'dec': {
      const delta = operation.type === 'inc' ? operation.amount : -operation.amount
      return [
        operation.target,
        (current, at) => {
          if (typeof current !== 'number') throw typeMismatch(operation.type, 'a number', current, at)
          return current + delta
        },
        false,
      ]
    }
    case 'diffMatchPatch':
      return [
        operation.target,
        (current, at) => {
          if (typeof current !== 'string') throw typeMismatch('diffMatchPatch', 'a string', current, at)
          return applyDiffMatchPatch(current, operation.patch, at)
        },
        false,
      ]
    case 'insert':
      return insertStep(operation)
  }
}

function insertStep(operation: Extract<Operation, {type: 'insert'}>): Step {
  const selector = operation.target[operation.target.length - 1]
  if (selector === undefined || !isArrayItemSelector(selector)) {
    throw new MutationError({
      type: 'invalidPatchError',
      description: `insert needs a path to array items (like arr[0], arr[-1] or arr[_key=="k"]), got "${describe(operation.target)}"`,
    })
  }
  const update = (current: unknown, at: Path): unknown => {
    if (current === undefined) {
      // A keyed selector names an item that is not there: nothing to insert next to.
      return selector.type === 'key' ? undefined : [...operation.items]
    }
    if (!Array.isArray(current)) throw typeMismatch('insert', 'an array', current, at)
    return insertItems(current, selector, operation.position, operation.items)
  }
  return [operation.target.slice(0, -1), update, true]
}

function typeMismatch(operation: string, expected: string, actual: unknown, at: Path): MutationError {
  const found = actual === null ? 'null' : Array.isArray(actual) ? 'an array' : `a ${typeof actual}`
  return new MutationError({
    type: 'typeMismatchError',
    description: `Cannot ${operation} at "${pathToString(at)}": expected ${expected}, found ${found}`,
    path: at,
  })
}

function describe(target: JsonMatchPath): string {
  return target.map((segment) => (segment.type === 'attribute' ? segment.name : `[${segment.type}]`)).join('.')
}
