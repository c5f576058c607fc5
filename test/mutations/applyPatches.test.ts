import {describe, expect, it} from 'vitest'
import {applyPatch, applyPatches, MutationError} from '../../src/mutations'
import type {Patch} from '../../src/types'
import {deepFreeze, item, keys, thrown} from './fixtures'

const apply = (value: unknown, ...patches: Patch[]) => applyPatches(deepFreeze(value), patches)

describe('applyPatches', () => {
  it.each<[string, unknown, Patch, unknown]>([
    ['set at a path', {}, {type: 'set', path: ['a', 'b'], value: 1}, {a: {b: 1}}],
    [
      'set at a keyed item',
      {arr: [item('a')]},
      {type: 'set', path: ['arr', {_key: 'a'}, 't'], value: 1},
      {arr: [item('a', {t: 1})]},
    ],
    ['set at a negative index', {arr: [1, 2]}, {type: 'set', path: ['arr', -1], value: 0}, {arr: [1, 0]}],
    ['set over a slice', {arr: [1, 2, 3]}, {type: 'set', path: ['arr', [1, '']], value: 0}, {arr: [1, 0, 0]}],
    ['set at the root replaces the value', {a: 1}, {type: 'set', path: [], value: 'new'}, 'new'],
    ['setIfMissing at the root of undefined', undefined, {type: 'setIfMissing', path: [], value: {}}, {}],
    ['setIfMissing keeps present values', {a: 1}, {type: 'setIfMissing', path: ['a'], value: 2}, {a: 1}],
    ['unset at a path', {a: 1, b: 2}, {type: 'unset', path: ['a']}, {b: 2}],
    [
      'unset a keyed item',
      {arr: [item('a'), item('b')]},
      {type: 'unset', path: ['arr', {_key: 'a'}]},
      {arr: [item('b')]},
    ],
    ['unset at the root gives undefined', {a: 1}, {type: 'unset', path: []}, undefined],
    ['inc', {n: 1}, {type: 'inc', path: ['n'], value: 2}, {n: 3}],
    ['dec', {n: 1}, {type: 'dec', path: ['n'], value: 2}, {n: -1}],
    ['inc at the root', 5, {type: 'inc', path: [], value: 1}, 6],
    [
      'diffMatchPatch',
      {t: 'cat'},
      {type: 'diffMatchPatch', path: ['t'], value: '@@ -1,3 +1,3 @@\n-c\n+b\n at\n'},
      {t: 'bat'},
    ],
    ['insert', {arr: [1]}, {type: 'insert', path: ['arr', 0], position: 'before', items: [0]}, {arr: [0, 1]}],
  ])('applies %s', (_name, value, patch, expected) => {
    expect(apply(value, patch)).toEqual(expected)
  })

  it('applies patches in order, each seeing the previous result', () => {
    expect(
      apply(
        {},
        {type: 'setIfMissing', path: ['tags'], value: []},
        {type: 'insert', path: ['tags', -1], position: 'after', items: ['a']},
        {type: 'insert', path: ['tags', -1], position: 'after', items: ['b']},
        {type: 'unset', path: ['tags', 0]},
      ),
    ).toEqual({tags: ['b']})
  })

  it('applies a patch with onlyIf while the value at its path equals its equals, and skips it otherwise', () => {
    const value = {items: [{_key: 'a', text: 'x'}], title: 'Hi'}
    const unsetWhile = (equals: unknown) => ({
      type: 'unset' as const,
      path: ['title'],
      onlyIf: {path: ['items', {_key: 'a'}, 'text'], equals},
    })
    expect(apply(value, unsetWhile('x'))).toEqual({items: value.items})
    expect(apply(value, unsetWhile('y'))).toBe(value)
    // equals undefined: while there is no value there; conditions see the patches before them.
    const insertWhileEmpty = {
      type: 'insert' as const,
      path: ['items', -1],
      position: 'after' as const,
      items: [{_key: 'b', text: 'z'}],
      onlyIf: {path: ['items', 0], equals: undefined},
    }
    expect(apply(value, {type: 'unset', path: ['items', {_key: 'a'}]}, insertWhileEmpty)).toEqual({
      items: [{_key: 'b', text: 'z'}],
      title: 'Hi',
    })
    expect(apply(value, insertWhileEmpty)).toBe(value)
  })

  it('returns the same value for an empty list of patches', () => {
    const value = deepFreeze({a: 1})
    expect(applyPatches(value, [])).toBe(value)
  })

  it.each<[string, unknown]>([
    ['a path that is not an array', {type: 'set', path: 'a', value: 1}],
    ['a fractional index', {type: 'set', path: ['a', 1.5], value: 1}],
    ['an object segment without _key', {type: 'set', path: [{key: 'a'}], value: 1}],
  ])('throws invalidPathError for %s', (_name, patch) => {
    expect(thrown(() => apply({}, patch as Patch))).toMatchObject({type: 'invalidPathError'})
  })

  it.each<[string, unknown]>([
    ['an unknown patch type', {type: 'frobnicate', path: []}],
    ['inc by a string', {type: 'inc', path: ['n'], value: '1'}],
    ['diffMatchPatch with a non-string', {type: 'diffMatchPatch', path: ['t'], value: 1}],
    ['insert without items', {type: 'insert', path: ['arr', 0], position: 'after'}],
    ['insert at an unknown position', {type: 'insert', path: ['arr', 0], position: 'inside', items: []}],
    ['insert at a property', {type: 'insert', path: ['arr'], position: 'after', items: []}],
  ])('throws invalidPatchError for %s', (_name, patch) => {
    const error = thrown(() => apply({n: 1, t: 'x', arr: []}, patch as Patch))
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toMatchObject({type: 'invalidPatchError'})
  })

  it('never mutates its input, even when a later patch fails', () => {
    const value = deepFreeze({n: 'x', list: [1]})
    expect(() =>
      applyPatches(value, [
        {type: 'insert', path: ['list', -1], position: 'after', items: [2]},
        {type: 'inc', path: ['n'], value: 1},
      ]),
    ).toThrow(MutationError)
    expect(value).toEqual({n: 'x', list: [1]})
  })
})

describe('move', () => {
  const list = () => deepFreeze({arr: [item('a'), item('b'), item('c'), item('d')]})
  const move = (from: string, to: string, position: 'before' | 'after', value: unknown = list()) =>
    keys(
      (
        applyPatch(deepFreeze(value), {type: 'move', path: ['arr'], from: {_key: from}, to: {_key: to}, position}) as {
          arr: unknown
        }
      ).arr,
    )

  it.each<[string, string, 'before' | 'after', string[]]>([
    ['a', 'c', 'after', ['b', 'c', 'a', 'd']],
    ['a', 'c', 'before', ['b', 'a', 'c', 'd']],
    ['d', 'a', 'before', ['d', 'a', 'b', 'c']],
    ['d', 'a', 'after', ['a', 'd', 'b', 'c']],
    ['b', 'd', 'after', ['a', 'c', 'd', 'b']],
  ])('moves %s %s→%s %s', (from, to, position, expected) => {
    expect(move(from, to, position)).toEqual(expected)
  })

  it('keeps the moved item itself', () => {
    const value = list()
    const result = applyPatch(value, {
      type: 'move',
      path: ['arr'],
      from: {_key: 'a'},
      to: {_key: 'd'},
      position: 'after',
    }) as typeof value
    expect(result.arr[3]).toBe(value.arr[0])
  })

  it('moves inside a nested array addressed by key', () => {
    const value = {rows: [item('r', {cells: [item('x'), item('y')]})]}
    const result = applyPatch(deepFreeze(value), {
      type: 'move',
      path: ['rows', {_key: 'r'}, 'cells'],
      from: {_key: 'x'},
      to: {_key: 'y'},
      position: 'after',
    })
    expect(keys((result as typeof value).rows[0]!.cells)).toEqual(['y', 'x'])
  })

  it.each<[string, string, string]>([
    ['the moved item is gone', 'zz', 'a'],
    ['the target item is gone', 'a', 'zz'],
    ['an item moves next to itself', 'b', 'b'],
  ])('does nothing when %s', (_name, from, to) => {
    const value = list()
    expect(
      applyPatch(value, {type: 'move', path: ['arr'], from: {_key: from}, to: {_key: to}, position: 'after'}),
    ).toBe(value)
  })

  it('does nothing when the array is missing', () => {
    const value = deepFreeze({})
    expect(
      applyPatch(value, {type: 'move', path: ['arr'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'after'}),
    ).toBe(value)
  })

  it('throws invalidPatchError when from or to has no _key', () => {
    const patch = {type: 'move', path: ['arr'], from: 0, to: {_key: 'b'}, position: 'after'} as unknown as Patch
    expect(thrown(() => applyPatch(list(), patch))).toMatchObject({type: 'invalidPatchError', path: ['arr']})
    const noKey = {type: 'move', path: ['arr'], from: {_key: 'a'}, to: {}, position: 'after'} as unknown as Patch
    expect(thrown(() => applyPatch(list(), noKey))).toMatchObject({type: 'invalidPatchError'})
  })

  describe('into another array', () => {
    const blocks = () =>
      deepFreeze({
        body: [
          item('b1', {children: [item('s1', {text: 'one'})]}),
          item('b2', {children: [item('s2', {text: 'two'}), item('s3', {text: 'three'})]}),
        ],
      })
    const spans = (value: unknown, block: number) =>
      keys((value as {body: {children: unknown[]}[]}).body[block]!.children)
    const join = (from: string, to: {_key: string} | -1 = -1): Patch => ({
      type: 'move',
      path: ['body', {_key: 'b2'}, 'children'],
      from: {_key: from},
      to,
      position: 'after',
      into: ['body', {_key: 'b1'}, 'children'],
    })

    it('moves the item, as the value holds it, to the end of the other array (to: -1)', () => {
      const value = blocks()
      const result = applyPatch(value, join('s2'))
      expect(spans(result, 0)).toEqual(['s1', 's2'])
      expect(spans(result, 1)).toEqual(['s3'])
      const children = (of: unknown, block: number) => (of as {body: {children: unknown[]}[]}).body[block]!.children
      expect(children(result, 0)[1]).toBe(children(value, 1)[0])
    })

    it('moves the item next to a keyed item of the other array', () => {
      const patch = {...join('s3', {_key: 's1'}), position: 'before'} as Patch
      expect(spans(applyPatch(blocks(), patch), 0)).toEqual(['s3', 's1'])
    })

    it.each<[string, Patch]>([
      ['the item is no longer in its array', join('s1')],
      ['the target item is gone', join('s2', {_key: 'zz'})],
      ['the other array is gone', {...join('s2'), into: ['body', {_key: 'zz'}, 'children']} as Patch],
    ])('does nothing when %s', (_name, patch) => {
      const value = blocks()
      expect(applyPatch(value, patch)).toBe(value)
    })

    it('does nothing when the other array has an item of its key (keys stay unique)', () => {
      const halves = deepFreeze({
        body: [item('b1', {children: [item('s1', {text: 'one'})]}), item('b2', {children: [item('s1', {text: 'ne'})]})],
      })
      const patch = {...join('s1')}
      expect(applyPatch(halves, patch)).toBe(halves)
    })

    it('refuses to put an item inside itself', () => {
      const patch: Patch = {
        type: 'move',
        path: ['body'],
        from: {_key: 'b2'},
        to: -1,
        position: 'after',
        into: ['body', {_key: 'b2'}, 'children'],
      }
      expect(thrown(() => applyPatch(blocks(), patch))).toMatchObject({type: 'invalidPatchError'})
    })

    it('throws typeMismatchError when the other path is not an array', () => {
      const patch = {...join('s2'), into: ['body', {_key: 'b1'}, '_key']} as Patch
      expect(thrown(() => applyPatch(blocks(), patch))).toMatchObject({type: 'typeMismatchError'})
    })
  })

  it('throws typeMismatchError when the path is not an array', () => {
    expect(
      thrown(() =>
        applyPatch({arr: {}}, {type: 'move', path: ['arr'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'after'}),
      ),
    ).toMatchObject({
      type: 'typeMismatchError',
    })
  })
})
