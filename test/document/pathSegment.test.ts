import {describe, expect, it} from 'vitest'
import {isIndexSegment, isIndexTuple, isKeyedSegment, pathsAreEqual, pathStartsWith} from '../../src/document'

describe('path segments', () => {
  it.each([
    [{_key: 'a'}, true],
    [{_key: 1}, false],
    [{key: 'a'}, false],
    ['a', false],
    [null, false],
    [[1, 2], false],
  ])('isKeyedSegment(%j) is %j', (segment, expected) => {
    expect(isKeyedSegment(segment)).toBe(expected)
  })

  it.each([
    [0, true],
    [-1, true],
    ['0', false],
  ])('isIndexSegment(%j) is %j', (segment, expected) => {
    expect(isIndexSegment(segment)).toBe(expected)
  })

  it.each([
    [[1, 3], true],
    [[2, ''], true],
    [['', ''], true],
    [[1], false],
    [[1, 2, 3], false],
    [['a', 1], false],
  ])('isIndexTuple(%j) is %j', (segment, expected) => {
    expect(isIndexTuple(segment)).toBe(expected)
  })
})

describe('pathsAreEqual', () => {
  it('compares keyed segments by key and slices by their ends', () => {
    expect(pathsAreEqual(['a', {_key: 'k'}, 0, [1, '']], ['a', {_key: 'k'}, 0, [1, '']])).toBe(true)
    expect(pathsAreEqual(['a', {_key: 'k'}], ['a', {_key: 'j'}])).toBe(false)
    expect(pathsAreEqual([[1, 2]], [[1, 3]])).toBe(false)
  })

  it('tells a name from an index and paths of different lengths apart', () => {
    expect(pathsAreEqual(['0'], [0])).toBe(false)
    expect(pathsAreEqual(['a'], ['a', 'b'])).toBe(false)
    expect(pathsAreEqual([], [])).toBe(true)
  })
})

describe('pathStartsWith', () => {
  it('is true for prefixes, the path itself and the empty path', () => {
    const path = ['body', {_key: 'a'}, 'children', 0]
    expect(pathStartsWith(['body', {_key: 'a'}], path)).toBe(true)
    expect(pathStartsWith(path, path)).toBe(true)
    expect(pathStartsWith([], path)).toBe(true)
  })

  it('is false for longer or diverging paths', () => {
    expect(pathStartsWith(['body', {_key: 'b'}], ['body', {_key: 'a'}, 'x'])).toBe(false)
    expect(pathStartsWith(['a', 'b'], ['a'])).toBe(false)
  })
})
