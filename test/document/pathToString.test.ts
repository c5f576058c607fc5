import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {JsonMatchSyntaxError, pathToString, stringToPath} from '../../src/document'
import type {Path, PathSegment} from '../../src/types'

describe('pathToString', () => {
  it.each<[Path, string]>([
    [[], ''],
    [['title'], 'title'],
    [['body', {_key: 'k'}, 'children', 0], 'body[_key=="k"].children[0]'],
    [['tags', -1], 'tags[-1]'],
    [['tags', [2, '']], 'tags[2:]'],
    [['tags', [1, 3]], 'tags[1:3]'],
    [['tags', ['', 3]], 'tags[:3]'],
    [[0, 'a'], '[0].a'],
    [['weird key'], '["weird key"]'],
    [['a', 'weird key'], 'a["weird key"]'],
    [['a', '0abc'], 'a["0abc"]'],
    [['a', ''], 'a[""]'],
    [['a', {_key: 'say "hi"'}], 'a[_key=="say \\"hi\\""]'],
  ])('writes %j as %s', (path, expected) => {
    expect(pathToString(path)).toBe(expected)
  })
})

describe('stringToPath', () => {
  it.each<[string, Path]>([
    ['', []],
    ['@', []],
    ['title', ['title']],
    ['body[_key=="k"].children[0]', ['body', {_key: 'k'}, 'children', 0]],
    ["body[_key == 'k']", ['body', {_key: 'k'}]],
    ['tags[2:]', ['tags', [2, '']]],
    ['tags[:3]', ['tags', ['', 3]]],
    ['tags[-1]', ['tags', -1]],
  ])('reads %s as %j', (value, expected) => {
    expect(stringToPath(value)).toEqual(expected)
  })

  it('rejects wildcards, which a path cannot hold', () => {
    expect(() => stringToPath('a[*]')).toThrow(JsonMatchSyntaxError)
  })

  it('round-trips every path through pathToString', () => {
    const segment: fc.Arbitrary<PathSegment> = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[a-z_][a-zA-Z0-9_]{0,6}$/),
      fc.integer({min: -20, max: 20}),
      fc.record({_key: fc.string()}),
      fc.tuple(
        fc.oneof(fc.integer({min: -5, max: 5}), fc.constant('' as const)),
        fc.oneof(fc.integer({min: -5, max: 5}), fc.constant('' as const)),
      ),
    )
    fc.assert(
      fc.property(fc.array(segment, {maxLength: 6}), (path) => {
        expect(stringToPath(pathToString(path))).toEqual(path)
      }),
      {numRuns: 500},
    )
  })
})
