import {describe, expect, it} from 'vitest'
import {applyPatchOperations, applyPatches, MutationError} from '../../src/mutations'
import type {InsertOperation} from '../../src/types'
import {deepFreeze, item, keys, thrown} from './fixtures'

const list = () => deepFreeze({arr: [item('a'), item('b'), item('c')]})
const insert = (value: unknown, operation: InsertOperation) =>
  applyPatchOperations(deepFreeze(value), {insert: operation}) as {arr?: unknown}
const n = (key: string) => item(key)

describe('insert', () => {
  describe.each<[string, string, string[], string[], string[]]>([
    // selector, description, before, after, replace
    ['arr[0]', 'the first item', ['n', 'a', 'b', 'c'], ['a', 'n', 'b', 'c'], ['n', 'b', 'c']],
    ['arr[1]', 'an inner item', ['a', 'n', 'b', 'c'], ['a', 'b', 'n', 'c'], ['a', 'n', 'c']],
    ['arr[-1]', 'the last item', ['a', 'b', 'n', 'c'], ['a', 'b', 'c', 'n'], ['a', 'b', 'n']],
    ['arr[-3]', 'the first item counted from the end', ['n', 'a', 'b', 'c'], ['a', 'n', 'b', 'c'], ['n', 'b', 'c']],
    ['arr[_key=="b"]', 'a keyed item', ['a', 'n', 'b', 'c'], ['a', 'b', 'n', 'c'], ['a', 'n', 'c']],
    ['arr[1:]', 'an open-ended slice', ['a', 'n', 'b', 'c'], ['a', 'b', 'c', 'n'], ['a', 'n']],
    ['arr[:2]', 'a slice from the start', ['n', 'a', 'b', 'c'], ['a', 'b', 'n', 'c'], ['n', 'c']],
    ['arr[1:2]', 'a one-item slice', ['a', 'n', 'b', 'c'], ['a', 'b', 'n', 'c'], ['a', 'n', 'c']],
    ['arr[*]', 'every item', ['n', 'a', 'b', 'c'], ['a', 'b', 'c', 'n'], ['n']],
  ])('at %s (%s)', (selector, _description, before, after, replace) => {
    it('inserts before', () => {
      expect(keys(insert(list(), {before: selector, items: [n('n')]}).arr)).toEqual(before)
    })
    it('inserts after', () => {
      expect(keys(insert(list(), {after: selector, items: [n('n')]}).arr)).toEqual(after)
    })
    it('replaces', () => {
      expect(keys(insert(list(), {replace: selector, items: [n('n')]}).arr)).toEqual(replace)
    })
  })

  it('inserts after the last item with arr[-1]', () => {
    expect(keys(insert(list(), {after: 'arr[-1]', items: [n('x'), n('y')]}).arr)).toEqual(['a', 'b', 'c', 'x', 'y'])
  })

  it('inserts before the first and after the last of several keyed matches', () => {
    const value = {arr: [item('a'), item('k'), item('b'), item('k'), item('c')]}
    expect(keys(insert(value, {before: 'arr[_key=="k"]', items: [n('n')]}).arr)).toEqual(['a', 'n', 'k', 'b', 'k', 'c'])
    expect(keys(insert(value, {after: 'arr[_key=="k"]', items: [n('n')]}).arr)).toEqual(['a', 'k', 'b', 'k', 'n', 'c'])
  })

  it('replaces every keyed match, putting the items where the first was', () => {
    const value = {arr: [item('a'), item('k'), item('b'), item('k')]}
    expect(keys(insert(value, {replace: 'arr[_key=="k"]', items: [n('x'), n('y')]}).arr)).toEqual(['a', 'x', 'y', 'b'])
  })

  it('creates a missing array when inserting after arr[-1]', () => {
    expect(insert({}, {after: 'arr[-1]', items: [1]})).toEqual({arr: [1]})
  })

  it.each(['before', 'after', 'replace'] as const)(
    'creates a missing array and its parents when inserting %s an index',
    (position) => {
      expect(insert({}, {[position]: 'a.b[0]', items: [1, 2]} as InsertOperation)).toEqual({a: {b: [1, 2]}})
    },
  )

  it.each([
    ['before', 'arr[0]'],
    ['after', 'arr[-1]'],
    ['replace', 'arr[0]'],
    ['after', 'arr[*]'],
    ['before', 'arr[2:]'],
  ] as const)('fills an empty array (%s %s)', (position, selector) => {
    expect(insert({arr: []}, {[position]: selector, items: [1]} as InsertOperation)).toEqual({arr: [1]})
  })

  it('is a no-op when a keyed selector matches nothing', () => {
    const value = list()
    expect(applyPatchOperations(value, {insert: {after: 'arr[_key=="zz"]', items: [n('n')]}})).toBe(value)
    const empty = deepFreeze({})
    expect(applyPatchOperations(empty, {insert: {after: 'arr[_key=="zz"]', items: [n('n')]}})).toBe(empty)
  })

  it('clamps out-of-range indices to the ends of the array', () => {
    expect(keys(insert(list(), {after: 'arr[10]', items: [n('n')]}).arr)).toEqual(['a', 'b', 'c', 'n'])
    expect(keys(insert(list(), {before: 'arr[-10]', items: [n('n')]}).arr)).toEqual(['n', 'a', 'b', 'c'])
    expect(keys(insert(list(), {replace: 'arr[5:]', items: [n('n')]}).arr)).toEqual(['a', 'b', 'c', 'n'])
  })

  it('inserts into every array a wildcard prefix selects', () => {
    const value = {rows: [{cells: [1]}, {cells: []}]}
    expect(insert(value, {after: 'rows[*].cells[-1]', items: [9]})).toEqual({rows: [{cells: [1, 9]}, {cells: [9]}]})
  })

  it('inserts into a root array', () => {
    expect(applyPatchOperations(deepFreeze([1, 2]), {insert: {before: '[0]', items: [0]}})).toEqual([0, 1, 2])
  })

  it('throws typeMismatchError when the target is not an array', () => {
    const error = thrown(() => insert({arr: 'text'}, {after: 'arr[-1]', items: [1]}))
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toMatchObject({type: 'typeMismatchError', path: ['arr']})
  })

  it('keeps the identity of the items around the insertion', () => {
    const value = list()
    const result = insert(value, {after: 'arr[0]', items: [n('n')]}) as {arr: unknown[]}
    expect(result.arr[0]).toBe(value.arr[0])
    expect(result.arr[2]).toBe(value.arr[1])
  })

  it('means the same in path patches', () => {
    const value = list()
    expect(
      keys(
        applyPatches(value, [{type: 'insert', path: ['arr', {_key: 'b'}], position: 'before', items: [n('n')]}]).arr,
      ),
    ).toEqual(['a', 'n', 'b', 'c'])
    expect(
      keys(applyPatches(value, [{type: 'insert', path: ['arr', -1], position: 'after', items: [n('n')]}]).arr),
    ).toEqual(['a', 'b', 'c', 'n'])
    expect(
      keys(applyPatches(value, [{type: 'insert', path: ['arr', [1, '']], position: 'replace', items: [n('n')]}]).arr),
    ).toEqual(['a', 'n'])
  })
})
