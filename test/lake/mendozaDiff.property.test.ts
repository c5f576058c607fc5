import fc from 'fast-check'
import {applyPatch, incremental} from 'mendoza'
import {describe, expect, it} from 'vitest'
import {diffMendoza, mendozaEffects} from '../../src/lake/mendozaDiff'

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')

/** JSON text with sorted keys: equal texts mean deep-equal JSON values, cheaper than toEqual per run. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  ) ?? 'null'

/** Asserts deep equality after a JSON round trip; only builds a readable diff when it fails. */
function expectSameJson(actual: unknown, expected: unknown): void {
  if (canonical(actual) !== canonical(expected)) expect(json(actual)).toEqual(json(expected))
}

/**
 * `__proto__` is the one key the mendoza-js applier cannot write (a plain assignment sets the
 * prototype); document field names never use it, so generated values drop it.
 */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys)
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') out[key] = withoutProtoKeys(item)
  }
  return out
}

const jsonValue = (stringUnit: 'grapheme-ascii' | 'grapheme' | 'binary') =>
  fc.jsonValue({maxDepth: 4, stringUnit}).map(withoutProtoKeys)

/** A keyed block, the shape most arrays in documents have. */
const block = fc.record({
  _key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
  _type: fc.constant('block'),
  text: fc.string({maxLength: 30}),
  level: fc.option(fc.nat(3), {nil: undefined}),
})

/** A document-like value: a few scalar fields, a nested object and a keyed array. */
const documentValue = fc
  .record(
    {
      _id: fc.constant('doc'),
      _type: fc.constant('post'),
      title: fc.string({maxLength: 40, unit: 'grapheme'}),
      count: fc.integer(),
      seo: fc.record(
        {title: fc.string(), tags: fc.array(fc.string({maxLength: 5}), {maxLength: 5})},
        {requiredKeys: []},
      ),
      body: fc.array(block, {maxLength: 8}),
      extra: jsonValue('grapheme-ascii'),
    },
    {requiredKeys: ['_id', '_type']},
  )
  .map(withoutProtoKeys)

/** One random edit, applied at a random place inside a value (see `mutate`). */
const edit = fc.record({
  path: fc.array(fc.nat(), {maxLength: 4}),
  kind: fc.constantFrom('set', 'delete', 'insert', 'move', 'string', 'addField'),
  at: fc.nat(),
  to: fc.nat(),
  value: jsonValue('grapheme'),
  text: fc.string({maxLength: 6, unit: 'grapheme'}),
  field: fc.constantFrom('a', 'b', 'title', '_key', 'x'),
})
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never

/** Applies one edit to a deep copy-on-write of `value`, descending along `path` while it can. */
function mutate(value: unknown, change: Edit, depth = 0): unknown {
  const step = change.path[depth]
  if (step !== undefined && typeof value === 'object' && value !== null) {
    if (Array.isArray(value) && value.length > 0) {
      const index = step % value.length
      const copy = value.slice()
      copy[index] = mutate(copy[index], change, depth + 1)
      return copy
    }
    const keys = Object.keys(value)
    const key = keys[step % Math.max(keys.length, 1)]
    if (key !== undefined) return {...value, [key]: mutate((value as Record<string, unknown>)[key], change, depth + 1)}
  }
  if (Array.isArray(value)) {
    const copy = value.slice()
    const index = change.at % (copy.length + 1)
    if (change.kind === 'delete' && copy.length > 0) copy.splice(index % copy.length, 1)
    else if (change.kind === 'move' && copy.length > 0) {
      const [moved] = copy.splice(index % copy.length, 1)
      copy.splice(change.to % (copy.length + 1), 0, moved)
    } else if (change.kind === 'set' && copy.length > 0) copy[index % copy.length] = change.value
    else copy.splice(index, 0, change.value)
    return copy
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {...value}
    const keys = Object.keys(copy)
    const key = keys[change.at % Math.max(keys.length, 1)]
    if (change.kind === 'delete' && key !== undefined) delete copy[key]
    else if (change.kind === 'set' && key !== undefined) copy[key] = change.value
    else copy[change.field] = change.value
    return copy
  }
  if (typeof value === 'string' && change.kind === 'string') {
    // Work on whole code points so edits stay well-formed, as an editor's would.
    const chars = Array.from(value)
    const at = change.at % (chars.length + 1)
    const removed = change.to % 3
    return [...chars.slice(0, at), change.text, ...chars.slice(at + removed)].join('')
  }
  return change.value
}

/** Checks `left → right` with both mendoza-js appliers, forward and back. */
function roundTrips(left: unknown, right: unknown): void {
  const {apply, revert} = mendozaEffects(left, right)
  for (const [from, to, patch] of [
    [left, right, apply],
    [right, left, revert],
  ] as const) {
    // The patch travels as JSON; apply what a listener would receive.
    const wire = JSON.parse(JSON.stringify(patch)) as unknown[]
    expectSameJson(applyPatch(structuredClone(from), wire), to)
    const tracked = incremental.applyPatch(incremental.wrap(structuredClone(from), 0), wire, 1)
    expectSameJson(incremental.unwrap(tracked), to)
    // Never larger than sending the target whole.
    expect(JSON.stringify(patch).length).toBeLessThanOrEqual(JSON.stringify([0, to ?? null]).length)
  }
}

// Generous per-test budget: a few thousand runs apply every patch with two appliers.
const timeout = 60_000

describe('diffMendoza properties', () => {
  it(
    'round-trips arbitrary JSON pairs',
    () => {
      fc.assert(fc.property(jsonValue('grapheme-ascii'), jsonValue('grapheme-ascii'), roundTrips), {numRuns: 1000})
    },
    timeout,
  )

  it(
    'round-trips arbitrary JSON pairs with any Unicode, lone surrogates included',
    () => {
      fc.assert(fc.property(jsonValue('binary'), jsonValue('binary'), roundTrips), {numRuns: 1000})
    },
    timeout,
  )

  it(
    'round-trips a value against random edits of itself',
    () => {
      fc.assert(
        fc.property(jsonValue('grapheme'), fc.array(edit, {minLength: 1, maxLength: 5}), (left, edits) => {
          roundTrips(left, json(edits.reduce<unknown>((value, change) => mutate(value, change), left)))
        }),
        {numRuns: 1500},
      )
    },
    timeout,
  )

  it(
    'round-trips documents against random edits, moves and key reuse in keyed arrays',
    () => {
      fc.assert(
        fc.property(documentValue, fc.array(edit, {minLength: 1, maxLength: 6}), (left, edits) => {
          roundTrips(json(left), json(edits.reduce<unknown>((value, change) => mutate(value, change), left)))
        }),
        {numRuns: 1500},
      )
    },
    timeout,
  )

  it(
    'round-trips documents that appear and disappear',
    () => {
      fc.assert(
        fc.property(
          fc.option(documentValue, {nil: undefined}),
          fc.option(documentValue, {nil: null}),
          (left, right) => {
            roundTrips(left === undefined ? null : json(left), right === null ? null : json(right))
          },
        ),
        {numRuns: 300},
      )
    },
    timeout,
  )

  it(
    'gives the empty patch for equal values',
    () => {
      fc.assert(
        fc.property(jsonValue('grapheme'), (value) => {
          expect(diffMendoza(value, structuredClone(value))).toEqual([])
        }),
        {numRuns: 500},
      )
    },
    timeout,
  )
})
