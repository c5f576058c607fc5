import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {getValueAtPath, isRecord} from '../../src/document'
import {applyPatchOperations, applyPatches, MutationError, toPatchOperations} from '../../src/mutations'
import type {Path} from '../../src/types'
import {concretePaths, documentArb, documentWithPatchesArb, leafArb} from './arbitraries'
import {deepFreeze} from './fixtures'

const RUNS = {numRuns: 400}

/** Runs `fn`; a MutationError counts as a result, anything else fails the property. */
function outcome(fn: () => unknown): {value: unknown} | {error: MutationError} {
  try {
    return {value: fn()}
  } catch (error) {
    if (error instanceof MutationError) return {error}
    throw error
  }
}

/**
 * Asserts that every subtree of `before` off `path` is the very same object in `after`. For an
 * unset of an array item, items after it have moved down by one.
 */
function expectSharedOffPath(before: unknown, after: unknown, path: Path, unset: boolean): void {
  let old = before
  let next = after
  path.forEach((segment, depth) => {
    const last = depth === path.length - 1
    if (Array.isArray(old) && Array.isArray(next) && typeof segment === 'number') {
      const shift = last && unset ? 1 : 0
      const items: unknown[] = old
      expect(next.length).toBe(items.length - shift)
      next.forEach((item, index) => {
        if (index < segment) expect(item).toBe(items[index])
        else if (index > segment || shift) expect(item).toBe(items[index + shift])
      })
    } else if (isRecord(old) && isRecord(next)) {
      for (const name of Object.keys(old)) if (name !== segment) expect(next[name]).toBe(old[name])
      if (last && unset) expect(Object.hasOwn(next, segment as string)).toBe(false)
    }
    old = getValueAtPath(old, [segment])
    next = getValueAtPath(next, [segment])
  })
}

describe('mutation engine properties', () => {
  it('throws nothing but MutationError and never mutates its inputs', () => {
    fc.assert(
      fc.property(documentWithPatchesArb, ([document, patches]) => {
        const snapshot = structuredClone({document, patches})
        deepFreeze(document)
        deepFreeze(patches)
        outcome(() => applyPatches(document, patches))
        outcome(() => toPatchOperations(patches, {base: document}).reduce<unknown>(applyPatchOperations, document))
        expect({document, patches}).toEqual(snapshot)
      }),
      RUNS,
    )
  })

  it('gives the same result for path patches and their wire form', () => {
    fc.assert(
      fc.property(documentWithPatchesArb, ([document, patches]) => {
        deepFreeze(document)
        const direct = outcome(() => applyPatches(document, patches))
        const wire = outcome(() =>
          toPatchOperations(patches, {base: document}).reduce<unknown>(applyPatchOperations, document),
        )
        if ('error' in direct) {
          expect('error' in wire ? wire.error.type : 'no error').toBe(direct.error.type)
        } else {
          expect(wire).toEqual(direct)
        }
      }),
      RUNS,
    )
  })

  it('shares every subtree off the path of a set', () => {
    const arb = documentArb.chain((document) =>
      fc.tuple(
        fc.constant(document),
        fc.constantFrom(...concretePaths(document).filter((path) => path.length > 0), ['fresh']),
        leafArb,
      ),
    )
    fc.assert(
      fc.property(arb, ([document, path, value]) => {
        deepFreeze(document)
        const result = applyPatches(document, [{type: 'set', path, value}])
        expect(getValueAtPath(result, path)).toBe(value)
        expectSharedOffPath(document, result, path, false)
      }),
      RUNS,
    )
  })

  it('shares every subtree off the path of an unset', () => {
    const arb = documentArb
      .filter((document) => Object.keys(document).length > 0)
      .chain((document) =>
        fc.tuple(fc.constant(document), fc.constantFrom(...concretePaths(document).filter((path) => path.length > 0))),
      )
    fc.assert(
      fc.property(arb, ([document, path]) => {
        deepFreeze(document)
        const result = applyPatches(document, [{type: 'unset', path}])
        expectSharedOffPath(document, result, path, true)
      }),
      RUNS,
    )
  })

  it('returns the input itself when a patch changes nothing', () => {
    fc.assert(
      fc.property(documentArb, (document) => {
        deepFreeze(document)
        expect(applyPatches(document, [{type: 'unset', path: ['missing', 'deeper']}])).toBe(document)
        expect(applyPatches(document, [{type: 'set', path: ['x', {_key: 'nope'}, 'y'], value: 1}])).toBe(document)
      }),
      {numRuns: 50},
    )
  })
})
