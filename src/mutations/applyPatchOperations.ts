import {JsonMatchSyntaxError, isRecord, parseJsonMatch, type JsonMatchPath} from '../document'
import type {InsertPosition, PatchOperations} from '../types'
import {applyOperation, type Operation} from './applyOperation'
import {MutationError} from './MutationError'

/**
 * Applies one wire-level patch (paths are JSONMatch strings) to a value, in the order the
 * content lake applies them: setIfMissing, set, unset, diffMatchPatch, inc, dec, insert.
 * Within one kind, paths apply in the order the object lists them. Paths that select nothing
 * (e.g. `arr[_key=="gone"].title`) are no-ops. See {@link applyOperation} for each
 * operation's semantics.
 *
 * Pure: `value` is never mutated, unchanged subtrees keep their identity, and a patch that
 * cannot apply throws without returning a half-patched value.
 *
 * The result is typed as the input for convenience; the engine does not check shapes, and an
 * `unset` of `@` gives `undefined`.
 *
 * @throws {@link MutationError} `invalidPathError` for bad JSONMatch, `invalidPatchError` for
 * malformed operations, `typeMismatchError` for inc/dec/diffMatchPatch/insert on the wrong type
 * @example
 * ```ts
 * applyPatchOperations({_id: 'a', _type: 'post', tags: ['x']}, {
 *   set: {title: 'Hello'},
 *   insert: {after: 'tags[-1]', items: ['y']},
 * })
 * // {_id: 'a', _type: 'post', tags: ['x', 'y'], title: 'Hello'}
 * ```
 */
export function applyPatchOperations<T>(value: T, operations: PatchOperations): T {
  return patchOperationsToOperations(operations).reduce<unknown>(applyOperation, value) as T
}

/** Parses and validates a wire patch into engine operations, in application order. */
export function patchOperationsToOperations(operations: PatchOperations): Operation[] {
  if (!isRecord(operations)) throw invalidPatch('A patch must be an object')
  const result: Operation[] = []
  for (const [path, value] of entries(operations.setIfMissing, 'setIfMissing')) {
    result.push({type: 'setIfMissing', target: parsePath(path), value})
  }
  for (const [path, value] of entries(operations.set, 'set')) {
    result.push({type: 'set', target: parsePath(path), value})
  }
  if (operations.unset !== undefined) {
    if (!Array.isArray(operations.unset)) throw invalidPatch('unset must be an array of paths')
    for (const path of operations.unset as unknown[]) {
      if (typeof path !== 'string') throw invalidPatch('unset must be an array of paths')
      result.push({type: 'unset', target: parsePath(path)})
    }
  }
  for (const [path, patch] of entries(operations.diffMatchPatch, 'diffMatchPatch')) {
    if (typeof patch !== 'string') throw invalidPatch(`diffMatchPatch at "${path}" must be a patch string`)
    result.push({type: 'diffMatchPatch', target: parsePath(path), patch})
  }
  for (const type of ['inc', 'dec'] as const) {
    for (const [path, amount] of entries(operations[type], type)) {
      if (typeof amount !== 'number' || !Number.isFinite(amount))
        throw invalidPatch(`${type} at "${path}" must be a finite number`)
      result.push({type, target: parsePath(path), amount})
    }
  }
  if (operations.insert !== undefined) result.push(parseInsert(operations.insert))
  return result
}

function parseInsert(insert: unknown): Operation {
  if (!isRecord(insert)) throw invalidPatch('insert must be an object')
  const positions = (['before', 'after', 'replace'] as const).filter((position) => insert[position] !== undefined)
  const position: InsertPosition | undefined = positions[0]
  if (positions.length !== 1 || position === undefined) {
    throw invalidPatch('insert needs exactly one of before, after or replace')
  }
  const path = insert[position]
  if (typeof path !== 'string') throw invalidPatch(`insert.${position} must be a path string`)
  if (!Array.isArray(insert.items)) throw invalidPatch('insert.items must be an array')
  return {type: 'insert', target: parsePath(path), position, items: insert.items as unknown[]}
}

function entries(record: unknown, name: string): Array<[string, unknown]> {
  if (record === undefined) return []
  if (!isRecord(record)) throw invalidPatch(`${name} must be an object of path → value`)
  return Object.entries(record)
}

/** Parses a JSONMatch path, reporting bad syntax as a `MutationError`. */
export function parsePath(path: string): JsonMatchPath {
  try {
    return parseJsonMatch(path)
  } catch (error) {
    if (!(error instanceof JsonMatchSyntaxError)) throw error
    throw new MutationError({
      type: 'invalidPathError',
      description: `Invalid path "${path}": ${error.reason} at position ${error.position}`,
      cause: error,
    })
  }
}

function invalidPatch(description: string): MutationError {
  return new MutationError({type: 'invalidPatchError', description})
}
