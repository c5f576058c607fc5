import {isRecord} from '../../document'
import type {InsertPosition, KeyedSegment, Patch, Path} from '../../types'

// The patch builders inputs use. Paths are relative to the value the input edits (the empty
// path is that value itself); the form prefixes them on the way up (see PatchEvent).

/**
 * A patch that sets the value at `path`.
 *
 * @param value - The new value; `undefined` is refused (use {@link unset} to remove a value).
 * @param path - Where, relative to the input's value; the value itself by default.
 * @throws TypeError for an `undefined` value
 * @example
 * ```ts
 * props.onChange(set('Hello'))
 * ```
 * @public
 */
export function set(value: unknown, path: Path = []): Patch {
  if (value === undefined) throw new TypeError('set() needs a value; use unset() to remove one')
  return {type: 'set', path, value}
}

/**
 * A patch that removes the value at `path` (the input's own value by default).
 * @public
 */
export function unset(path: Path = []): Patch {
  return {type: 'unset', path}
}

/**
 * A patch that sets the value at `path` only when there is none, as an object input does
 * with `{_type}` before its fields are edited.
 *
 * @throws TypeError for an `undefined` value
 * @public
 */
export function setIfMissing(value: unknown, path: Path = []): Patch {
  if (value === undefined) throw new TypeError('setIfMissing() needs a value')
  return {type: 'setIfMissing', path, value}
}

/**
 * A patch that inserts items into an array, before or after the item `path` addresses (or
 * replacing it). `path` ends in the item: `[{_key: 'a'}]`, `[0]`, `[-1]` for the last.
 *
 * @param items - At least one item.
 * @throws TypeError when `items` is empty, `position` unknown or `path` empty
 * @example
 * ```ts
 * props.onChange(insert([{_key: randomKey(), _type: 'link'}], 'after', [-1]))
 * ```
 * @public
 */
export function insert(items: readonly unknown[], position: InsertPosition, path: Path): Patch {
  if (!Array.isArray(items) || items.length === 0) throw new TypeError('insert() needs at least one item')
  if (position !== 'before' && position !== 'after' && position !== 'replace') {
    throw new TypeError(`insert() position must be before, after or replace, got ${String(position)}`)
  }
  if (!Array.isArray(path) || path.length === 0) throw new TypeError('insert() needs the path of an array item')
  return {type: 'insert', path, position, items: [...items]}
}

/**
 * A patch that adds `amount` (1 by default) to the number at `path`. @throws TypeError for a non-finite amount
 * @public
 */
export function inc(amount = 1, path: Path = []): Patch {
  return {type: 'inc', path, value: finiteAmount(amount, 'inc')}
}

/**
 * A patch that subtracts `amount` (1 by default) from the number at `path`. @throws TypeError for a non-finite amount
 * @public
 */
export function dec(amount = 1, path: Path = []): Patch {
  return {type: 'dec', path, value: finiteAmount(amount, 'dec')}
}

/**
 * A patch that edits the string at `path` with a diff-match-patch patch text (as
 * `patch_toText` writes it), so concurrent edits of one long text merge.
 *
 * @throws TypeError when `patchText` is not a string
 * @public
 */
export function diffMatchPatch(patchText: string, path: Path = []): Patch {
  if (typeof patchText !== 'string') throw new TypeError('diffMatchPatch() needs a patch text')
  return {type: 'diffMatchPatch', path, value: patchText}
}

/**
 * A patch that moves the array item `from` before or after the item `to`, in the array at
 * `path`. Both items must have a `_key`: moving by index would move the wrong item when
 * someone else edits the array at the same time.
 *
 * @param from - The item to move (or its keyed segment).
 * @param to - The item it is placed next to (or its keyed segment).
 * @throws TypeError when either item has no `_key`
 * @public
 */
export function move(from: unknown, to: unknown, position: 'before' | 'after' = 'after', path: Path = []): Patch {
  return {type: 'move', path, from: keyedSegment(from, 'from'), to: keyedSegment(to, 'to'), position}
}

function keyedSegment(item: unknown, name: string): KeyedSegment {
  const key = isRecord(item) ? item._key : undefined
  if (typeof key !== 'string' || key === '')
    throw new TypeError(`move() needs both items to have a _key; "${name}" has none`)
  return {_key: key}
}

function finiteAmount(amount: number, name: string): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    throw new TypeError(`${name}() needs a finite number, got ${String(amount)}`)
  return amount
}
