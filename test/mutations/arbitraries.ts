import DiffMatchPatch from 'diff-match-patch'
import fc from 'fast-check'
import {getValueAtPath, isRecord} from '../../src/document'
import type {Patch, Path, PathSegment} from '../../src/types'

// Small pools of names and keys, so random paths often hit existing structure and keyed
// selectors sometimes match several items.
const NAMES = ['a', 'b', 'c', 'title', 'items']
const KEYS = ['k1', 'k2', 'k3', 'k4']

/** A JSON leaf value. */
export const leafArb = fc.oneof(
  fc.integer({min: -100, max: 100}),
  fc.string({maxLength: 6}),
  fc.boolean(),
  fc.constant(null),
)

const tree = fc.letrec<{
  value: unknown
  object: Record<string, unknown>
  array: unknown[]
  item: Record<string, unknown>
}>((tie) => ({
  value: fc.oneof({depthSize: 'small'}, leafArb, tie('object'), tie('array')),
  object: fc.dictionary(fc.constantFrom(...NAMES), tie('value'), {maxKeys: 4, noNullPrototype: true}),
  array: fc.oneof(fc.array(leafArb, {maxLength: 4}), fc.array(tie('item'), {maxLength: 4})),
  item: fc
    .tuple(
      fc.constantFrom(...KEYS),
      fc.dictionary(fc.constantFrom(...NAMES), tie('value'), {maxKeys: 3, noNullPrototype: true}),
    )
    .map(([key, rest]) => ({...rest, _key: key})),
}))

/** A random JSON document (an object root) of nested objects, keyed arrays and leaves. */
export const documentArb: fc.Arbitrary<Record<string, unknown>> = tree.object

/** Every place in a value as a concrete path of names and non-negative indices, root first. */
export function concretePaths(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix]
  if (Array.isArray(value)) value.forEach((child, index) => paths.push(...concretePaths(child, [...prefix, index])))
  else if (isRecord(value))
    for (const [name, child] of Object.entries(value)) paths.push(...concretePaths(child, [...prefix, name]))
  return paths
}

/** The same places written in other forms: keyed segments for keyed items, negative indices. */
function pathVariants(value: unknown, path: Path): Path[] {
  const keyed: Path = []
  const negative: Path = []
  let current = value
  for (const segment of path) {
    if (typeof segment === 'number' && Array.isArray(current)) {
      const child: unknown = current[segment]
      keyed.push(isRecord(child) && typeof child._key === 'string' ? {_key: child._key} : segment)
      negative.push(segment - current.length)
      current = child
    } else {
      keyed.push(segment)
      negative.push(segment)
      current = isRecord(current) ? current[segment as string] : undefined
    }
  }
  return [path, keyed, negative]
}

const segmentArb: fc.Arbitrary<PathSegment> = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.integer({min: -4, max: 4}),
  fc.constantFrom(...KEYS).map((key) => ({_key: key})),
  fc.tuple(
    fc.oneof(fc.integer({min: -3, max: 3}), fc.constant('' as const)),
    fc.oneof(fc.integer({min: -3, max: 3}), fc.constant('' as const)),
  ),
)

/** A path into `value`: mostly existing places (in several forms), sometimes random ones. */
export function pathArb(value: unknown): fc.Arbitrary<Path> {
  const existing = concretePaths(value).flatMap((path) => pathVariants(value, path))
  return fc.oneof(
    {weight: 3, arbitrary: fc.constantFrom(...existing)},
    {weight: 1, arbitrary: fc.array(segmentArb, {maxLength: 4})},
  )
}

const dmp = new DiffMatchPatch()
const diffMatchPatchArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({maxLength: 8}), fc.string({maxLength: 8}))
      .map(([from, to]) => dmp.patch_toText(dmp.patch_make(from, to))),
  },
  {weight: 1, arbitrary: fc.string({maxLength: 10})},
)

const jsonArb = fc.oneof(leafArb, tree.object, tree.array)
const itemsArb = fc.array(fc.oneof(leafArb, tree.item), {maxLength: 3})

/** Paths to the places in `value` whose value passes `test`, in all their forms. */
function placesWhere(value: unknown, test: (place: unknown, path: Path) => boolean): Path[] {
  return concretePaths(value)
    .filter((path) => test(getValueAtPath(value, path), path))
    .flatMap((path) => pathVariants(value, path))
}

/** Mostly a path from `targeted` (when there is one), sometimes any path. */
function targetedPathArb(value: unknown, targeted: Path[]): fc.Arbitrary<Path> {
  if (targeted.length === 0) return pathArb(value)
  return fc.oneof({weight: 4, arbitrary: fc.constantFrom(...targeted)}, {weight: 1, arbitrary: pathArb(value)})
}

/**
 * A random path patch of any type against `value`. Each type mostly targets places it can
 * change (numbers for inc, strings for diffMatchPatch, array items for insert, keyed arrays
 * for move), so sequences get past their first patch; random paths cover the rest.
 */
export function patchArb(value: unknown): fc.Arbitrary<Patch> {
  const path = pathArb(value)
  const numbers = placesWhere(value, (place) => typeof place === 'number')
  const strings = placesWhere(value, (place) => typeof place === 'string')
  const arrays = placesWhere(value, (place) => Array.isArray(place))
  const items = [
    ...placesWhere(value, (_place, at) => typeof at[at.length - 1] === 'number'),
    ...arrays.map((at) => [...at, -1]),
  ]
  const position = fc.constantFrom('before' as const, 'after' as const)
  const key = fc.constantFrom(...KEYS).map((_key) => ({_key}))
  return fc.oneof(
    fc.record({type: fc.constant('set' as const), path, value: jsonArb}),
    fc.record({type: fc.constant('setIfMissing' as const), path, value: jsonArb}),
    fc.record({type: fc.constant('unset' as const), path}),
    fc.record({
      type: fc.constantFrom('inc' as const, 'dec' as const),
      path: targetedPathArb(value, numbers),
      value: fc.integer({min: -5, max: 5}),
    }),
    fc.record({
      type: fc.constant('diffMatchPatch' as const),
      path: targetedPathArb(value, strings),
      value: diffMatchPatchArb,
    }),
    fc.record({
      type: fc.constant('insert' as const),
      path: targetedPathArb(value, items),
      position: fc.constantFrom('before' as const, 'after' as const, 'replace' as const),
      items: itemsArb,
    }),
    moveArb(value, key, position),
  )
}

/** A move, mostly between two keys of an existing keyed array. */
function moveArb(
  value: unknown,
  key: fc.Arbitrary<{_key: string}>,
  position: fc.Arbitrary<'before' | 'after'>,
): fc.Arbitrary<Patch> {
  const keyedArrays = concretePaths(value).flatMap((path) => {
    const place = getValueAtPath(value, path)
    const keys = Array.isArray(place)
      ? place.flatMap((item) => (isRecord(item) && typeof item._key === 'string' ? [item._key] : []))
      : []
    return keys.length > 1 ? pathVariants(value, path).map((variant) => ({path: variant, keys})) : []
  })
  const random = fc.record({type: fc.constant('move' as const), path: pathArb(value), from: key, to: key, position})
  if (keyedArrays.length === 0) return random
  const targeted = fc.constantFrom(...keyedArrays).chain(({path, keys}) => {
    const existingKey = fc.constantFrom(...keys).map((_key) => ({_key}))
    return fc.record({
      type: fc.constant('move' as const),
      path: fc.constant(path),
      from: existingKey,
      to: existingKey,
      position,
    })
  })
  return fc.oneof({weight: 4, arbitrary: targeted}, {weight: 1, arbitrary: random})
}

/** A document and a sequence of patches against it. */
export const documentWithPatchesArb = documentArb.chain((document) =>
  fc.tuple(fc.constant(document), fc.array(patchArb(document), {maxLength: 6})),
)
