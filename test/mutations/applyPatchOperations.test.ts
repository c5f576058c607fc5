import {describe, expect, it} from 'vitest'
import {applyPatchOperations, MutationError} from '../../src/mutations'
import type {PatchOperations} from '../../src/types'
import {deepFreeze, doc, item, keys, thrown} from './fixtures'

const apply = (value: unknown, operations: PatchOperations) => applyPatchOperations(deepFreeze(value), operations)

describe('set', () => {
  it.each<[string, unknown, PatchOperations, unknown]>([
    ['sets a top-level field', {a: 1}, {set: {b: 2}}, {a: 1, b: 2}],
    ['replaces an existing value', {a: 1}, {set: {a: {x: 1}}}, {a: {x: 1}}],
    ['creates missing intermediate objects', {}, {set: {'a.b.c': 1}}, {a: {b: {c: 1}}}],
    ['sets inside existing objects', {a: {b: 1, c: 2}}, {set: {'a.b': 3}}, {a: {b: 3, c: 2}}],
    ['sets an array item by index', {arr: [1, 2, 3]}, {set: {'arr[1]': 9}}, {arr: [1, 9, 3]}],
    ['sets the last item with arr[-1]', {arr: [1, 2, 3]}, {set: {'arr[-1]': 9}}, {arr: [1, 2, 9]}],
    [
      'sets a keyed item field',
      {arr: [item('a', {t: 1}), item('b', {t: 2})]},
      {set: {'arr[_key=="b"].t': 5}},
      {arr: [item('a', {t: 1}), item('b', {t: 5})]},
    ],
    [
      'sets every keyed match',
      {arr: [item('a'), item('a')]},
      {set: {'arr[_key=="a"].t': 1}},
      {arr: [item('a', {t: 1}), item('a', {t: 1})]},
    ],
    ['sets every item of a slice', {arr: [1, 2, 3, 4]}, {set: {'arr[1:3]': 0}}, {arr: [1, 0, 0, 4]}],
    [
      'sets every item with a wildcard',
      {arr: [{}, {}]},
      {set: {'arr[*].seen': true}},
      {arr: [{seen: true}, {seen: true}]},
    ],
    ['sets a quoted name', {}, {set: {'["weird key"]': 1}}, {'weird key': 1}],
    ['sets a property named __proto__ as data', {}, {set: {'["__proto__"]': 1}}, JSON.parse('{"__proto__": 1}')],
    ['applies several paths in order', {}, {set: {a: 1, 'a.b': 2}}, {a: 1}],
    ['replaces the root with @', {a: 1}, {set: {'@': {b: 2}}}, {b: 2}],
  ])('%s', (_name, value, operations, expected) => {
    expect(apply(value, operations)).toEqual(expected)
  })

  it.each<[string, unknown, PatchOperations]>([
    ['keyed selector matching nothing', {arr: [item('a')]}, {set: {'arr[_key=="zz"].t': 1}}],
    ['index out of range', {arr: [1]}, {set: {'arr[3]': 1}}],
    ['index into a missing array', {}, {set: {'arr[0].t': 1}}],
    ['property of a string', {a: 'text'}, {set: {'a.b': 1}}],
    ['property of null', {a: null}, {set: {'a.b': 1}}],
    ['property of an array', {a: [1]}, {set: {'a.b': 1}}],
  ])('is a no-op for a %s', (_name, value, operations) => {
    const frozen = deepFreeze(value)
    expect(applyPatchOperations(frozen, operations)).toBe(frozen)
  })

  it('removes the target when the value is undefined', () => {
    expect(apply({a: 1, b: 2}, {set: {a: undefined}})).toEqual({b: 2})
  })
})

describe('setIfMissing', () => {
  it('sets a missing field', () => {
    expect(apply({}, {setIfMissing: {tags: []}})).toEqual({tags: []})
  })

  it('keeps a present field, even null', () => {
    const value = deepFreeze({a: 1, b: null})
    expect(applyPatchOperations(value, {setIfMissing: {a: 2, b: 3}})).toBe(value)
  })

  it('creates missing intermediate objects', () => {
    expect(apply({}, {setIfMissing: {'meta.seo': {}}})).toEqual({meta: {seo: {}}})
  })

  it('fills in missing fields of every wildcard item', () => {
    expect(apply({arr: [{t: 1}, {}]}, {setIfMissing: {'arr[*].t': 0}})).toEqual({arr: [{t: 1}, {t: 0}]})
  })

  it('applies before set, so setIfMissing + set on one path sets', () => {
    expect(apply({}, {set: {'a.b': 1}, setIfMissing: {a: {b: 0, c: 0}}})).toEqual({a: {b: 1, c: 0}})
  })
})

describe('unset', () => {
  it.each<[string, unknown, string[], unknown]>([
    ['removes a field', {a: 1, b: 2}, ['a'], {b: 2}],
    ['removes a nested field', {a: {b: 1, c: 2}}, ['a.b'], {a: {c: 2}}],
    ['removes an array item by index', {arr: [1, 2, 3]}, ['arr[1]'], {arr: [1, 3]}],
    ['removes the last item with arr[-1]', {arr: [1, 2, 3]}, ['arr[-1]'], {arr: [1, 2]}],
    [
      'removes every item with the key',
      {arr: [item('a'), item('b'), item('a')]},
      ['arr[_key=="a"]'],
      {arr: [item('b')]},
    ],
    ['removes a slice', {arr: [1, 2, 3, 4]}, ['arr[1:3]'], {arr: [1, 4]}],
    ['removes an open-ended slice', {arr: [1, 2, 3, 4]}, ['arr[2:]'], {arr: [1, 2]}],
    ['removes every item with a wildcard', {arr: [1, 2, 3]}, ['arr[*]'], {arr: []}],
    ['removes a field of every item', {arr: [{a: 1, b: 1}, {a: 2}]}, ['arr[*].a'], {arr: [{b: 1}, {}]}],
    ['removes every property with a wildcard', {o: {a: 1, b: 2}}, ['o.*'], {o: {}}],
    ['removes several paths', {a: 1, b: 2, c: 3}, ['a', 'c'], {b: 2}],
    ['removes the root with @', {a: 1}, ['@'], undefined],
  ])('%s', (_name, value, unset, expected) => {
    expect(apply(value, {unset})).toEqual(expected)
  })

  it('is a no-op for missing paths', () => {
    const value = deepFreeze({a: {b: 1}, arr: [item('a')]})
    expect(applyPatchOperations(value, {unset: ['x', 'a.c', 'x.y', 'arr[5]', 'arr[_key=="q"]']})).toBe(value)
  })
})

describe('inc and dec', () => {
  it('adds to and subtracts from numbers', () => {
    expect(apply({n: 1, m: 10}, {inc: {n: 2}, dec: {m: 3}})).toEqual({n: 3, m: 7})
  })

  it('applies to every match', () => {
    expect(apply({arr: [{n: 1}, {n: 2}]}, {inc: {'arr[*].n': 1}})).toEqual({arr: [{n: 2}, {n: 3}]})
  })

  it('leaves a missing target alone', () => {
    const value = deepFreeze({a: 1})
    expect(applyPatchOperations(value, {inc: {missing: 1}, dec: {'deep.missing': 1}})).toBe(value)
  })

  it('counts from a setIfMissing in the same patch', () => {
    expect(apply({}, {setIfMissing: {views: 0}, inc: {views: 1}})).toEqual({views: 1})
  })

  it('throws typeMismatchError for a non-number target', () => {
    const error = thrown(() => apply({n: '1'}, {inc: {n: 1}}))
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toMatchObject({type: 'typeMismatchError', path: ['n']})
  })

  it('throws invalidPatchError for a non-number amount', () => {
    expect(thrown(() => apply({n: 1}, {inc: {n: '1' as unknown as number}}))).toMatchObject({type: 'invalidPatchError'})
    expect(thrown(() => apply({n: 1}, {dec: {n: Number.NaN}}))).toMatchObject({type: 'invalidPatchError'})
  })
})

describe('diffMatchPatch', () => {
  it('patches a string', () => {
    expect(apply({t: 'Hello world'}, {diffMatchPatch: {t: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n'}})).toEqual({
      t: 'Hello there',
    })
  })

  it('merges a patch made against a slightly different text', () => {
    const patch = '@@ -1,5 +1,5 @@\n-Hello\n+Howdy\n'
    expect(apply({t: 'Hello, world!'}, {diffMatchPatch: {t: patch}})).toEqual({t: 'Howdy, world!'})
  })

  it('leaves a missing target alone', () => {
    const value = deepFreeze({})
    expect(applyPatchOperations(value, {diffMatchPatch: {t: '@@ -0,0 +1,1 @@\n+a\n'}})).toBe(value)
  })

  it('throws typeMismatchError for a non-string target', () => {
    expect(thrown(() => apply({t: 1}, {diffMatchPatch: {t: '@@ -0,0 +1,1 @@\n+a\n'}}))).toMatchObject({
      type: 'typeMismatchError',
      path: ['t'],
    })
  })

  it('throws invalidPatchError for a malformed patch', () => {
    expect(thrown(() => apply({t: 'x'}, {diffMatchPatch: {t: 'not a patch'}}))).toMatchObject({
      type: 'invalidPatchError',
    })
  })
})

describe('operation order', () => {
  it('applies setIfMissing, set, unset, diffMatchPatch, inc, dec, insert in that order', () => {
    const result = apply(
      {},
      {
        insert: {after: 'list[-1]', items: ['last']},
        dec: {n: 1},
        inc: {n: 10},
        diffMatchPatch: {t: '@@ -1,3 +1,3 @@\n-abc\n+xyz\n'},
        unset: ['gone'],
        set: {t: 'abc', gone: 1, n: 0},
        setIfMissing: {list: ['first']},
      },
    )
    expect(result).toEqual({list: ['first', 'last'], t: 'xyz', n: 9})
  })
})

describe('patch errors', () => {
  it('throws invalidPathError with the reason for bad JSONMatch', () => {
    const error = thrown(() => apply({}, {set: {'a[': 1}}))
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toMatchObject({type: 'invalidPathError'})
    expect((error as MutationError).description).toContain('position 2')
  })

  it.each<[string, unknown]>([
    ['set that is not an object', {set: ['a']}],
    ['unset that is not an array', {unset: 'a'}],
    ['unset of a non-string path', {unset: [1]}],
    ['diffMatchPatch that is not a string', {diffMatchPatch: {t: 1}}],
    ['insert without a position', {insert: {items: []}}],
    ['insert with two positions', {insert: {before: 'a[0]', after: 'a[0]', items: []}}],
    ['insert without items', {insert: {after: 'a[0]'}}],
    ['insert with a non-string path', {insert: {after: 1, items: []}}],
    ['insert at a property instead of an item', {insert: {after: 'a', items: []}}],
    ['patch that is not an object', null],
  ])('throws invalidPatchError for a %s', (_name, operations) => {
    expect(thrown(() => apply({a: []}, operations as PatchOperations))).toMatchObject({type: 'invalidPatchError'})
  })

  it('never returns a half-patched value: a late failure leaves the input untouched', () => {
    const value = doc({n: 'not a number', title: 'before'})
    expect(() => applyPatchOperations(value, {set: {title: 'after'}, inc: {n: 1}})).toThrow(MutationError)
    expect(value.title).toBe('before')
  })
})

describe('structural sharing', () => {
  it('keeps the identity of untouched subtrees', () => {
    const value = deepFreeze({a: {x: [1]}, b: {y: [2]}, arr: [item('a', {n: {}}), item('b', {n: {}})]})
    const result = applyPatchOperations(value, {set: {'a.z': 1, 'arr[_key=="b"].t': 1}})
    expect(result.b).toBe(value.b)
    expect(result.a.x).toBe(value.a.x)
    expect(result.arr[0]).toBe(value.arr[0])
    expect((result.arr[1] as {n: unknown}).n).toBe((value.arr[1] as {n: unknown}).n)
    expect(keys(result.arr)).toEqual(['a', 'b'])
  })

  it('returns the very same value when nothing changes', () => {
    const value = deepFreeze({a: 1, o: {b: 2}})
    expect(applyPatchOperations(value, {set: {a: 1, 'o.b': 2}})).toBe(value)
  })
})
