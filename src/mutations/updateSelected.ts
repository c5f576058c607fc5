import {getOwn, isRecord, selectArrayIndices, type JsonMatchPath} from '../document'
import type {Path} from '../types'

/** Returned by an {@link Updater} to remove the selected value (a property or array item). */
export const REMOVE: unique symbol = Symbol('remove')

/**
 * Computes the new value of one selected place from its current value (`undefined` when the
 * place does not exist yet). Returning {@link REMOVE} or `undefined` removes it.
 */
export type Updater = (current: unknown, at: Path) => unknown

/**
 * Replaces every place `segments` select in `value` by what `update` returns, copying only the
 * containers on the way to a change: everything else keeps its identity, and `value` itself is
 * never mutated. With `create`, attribute steps also select missing properties (creating the
 * objects on the way, but only when `update` produces a value); without it, `update` only
 * sees places that exist.
 *
 * @returns the new value, or {@link REMOVE} when the root itself was removed
 */
export function updateSelected(value: unknown, segments: JsonMatchPath, update: Updater, create: boolean): unknown {
  const walk = (current: unknown, depth: number, at: Path): unknown => {
    if (depth === segments.length) return update(current, at)
    const segment = segments[depth] as JsonMatchPath[number]

    if (segment.type === 'attribute') {
      const record = isRecord(current) ? current : create && current === undefined ? {} : undefined
      if (record === undefined) return current
      const child = getOwn(record, segment.name)
      if (child === undefined && !create) return current
      const next = walk(child, depth + 1, [...at, segment.name])
      if (next === child) return current
      if (next === REMOVE || next === undefined) {
        if (!Object.hasOwn(record, segment.name)) return current
        const copy = {...record}
        delete copy[segment.name]
        return copy
      }
      return {...record, [segment.name]: next}
    }

    if (Array.isArray(current)) {
      let copy: unknown[] | undefined
      let removed: Set<number> | undefined
      for (const index of selectArrayIndices(current, segment)) {
        const child: unknown = current[index]
        const next = walk(child, depth + 1, [...at, index])
        if (next === child) continue
        if (next === REMOVE || next === undefined) (removed ??= new Set()).add(index)
        else (copy ??= current.slice())[index] = next
      }
      const base = copy ?? current
      return removed ? base.filter((_, index) => !removed.has(index)) : base
    }

    if (segment.type === 'wildcard' && isRecord(current)) {
      let copy: Record<string, unknown> | undefined
      for (const name of Object.keys(current)) {
        const child = current[name]
        const next = walk(child, depth + 1, [...at, name])
        if (next === child) continue
        copy ??= {...current}
        if (next === REMOVE || next === undefined) delete copy[name]
        else copy[name] = next
      }
      return copy ?? current
    }
    return current
  }
  return walk(value, 0, [])
}
