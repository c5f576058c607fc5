import {describe, expect, it} from 'vitest'
import {JsonMatchSyntaxError, parseJsonMatch, pathToJsonMatch, type JsonMatchSegment} from '../../src/document'

const attr = (name: string): JsonMatchSegment => ({type: 'attribute', name})
const index = (value: number): JsonMatchSegment => ({type: 'index', index: value})
const key = (value: string): JsonMatchSegment => ({type: 'key', key: value})
const slice = (start: number | null, end: number | null): JsonMatchSegment => ({type: 'slice', start, end})
const wildcard: JsonMatchSegment = {type: 'wildcard'}

describe('parseJsonMatch', () => {
  it.each<[string, JsonMatchSegment[]]>([
    ['title', [attr('title')]],
    ['a.b', [attr('a'), attr('b')]],
    ['_type', [attr('_type')]],
    ['$a1_b', [attr('$a1_b')]],
    ['a["weird key"]', [attr('a'), attr('weird key')]],
    ["a['weird key']", [attr('a'), attr('weird key')]],
    ['["0abc"]', [attr('0abc')]],
    ['arr[2]', [attr('arr'), index(2)]],
    ['arr[-1]', [attr('arr'), index(-1)]],
    ['arr[_key=="k"]', [attr('arr'), key('k')]],
    ["arr[_key=='k']", [attr('arr'), key('k')]],
    ['arr[_key == "k"]', [attr('arr'), key('k')]],
    ['arr[ _key=="k" ]', [attr('arr'), key('k')]],
    ['arr[2:]', [attr('arr'), slice(2, null)]],
    ['arr[:3]', [attr('arr'), slice(null, 3)]],
    ['arr[1:3]', [attr('arr'), slice(1, 3)]],
    ['arr[-2:]', [attr('arr'), slice(-2, null)]],
    ['arr[:]', [attr('arr'), slice(null, null)]],
    ['arr[*]', [attr('arr'), wildcard]],
    ['a.*', [attr('a'), wildcard]],
    ['a.b[*].c', [attr('a'), attr('b'), wildcard, attr('c')]],
    ['[0]', [index(0)]],
    ['[0][1]', [index(0), index(1)]],
    ['body[_key=="a"].children[0].text', [attr('body'), key('a'), attr('children'), index(0), attr('text')]],
    ['@', []],
    ['@.title', [attr('title')]],
    ['@[0]', [index(0)]],
  ])('parses %s', (expression, expected) => {
    expect(parseJsonMatch(expression)).toEqual(expected)
  })

  it('decodes escapes in quoted names and keys', () => {
    expect(parseJsonMatch('["a\\"b"]')).toEqual([attr('a"b')])
    expect(parseJsonMatch("['it\\'s']")).toEqual([attr("it's")])
    expect(parseJsonMatch('a[_key=="\\u00e9\\n"]')).toEqual([attr('a'), key('é\n')])
    expect(parseJsonMatch('["a.b[0]"]')).toEqual([attr('a.b[0]')])
  })

  it.each<[string, number]>([
    ['', 0],
    ['a.', 2],
    ['a..b', 2],
    ['a[', 2],
    ['a[0', 3],
    ['a[x]', 2],
    ['a[name=="x"]', 2],
    ['a[_key="x"]', 6],
    ['a[_key==x]', 8],
    ['a["open', 2],
    ['a.0', 2],
    ['a b', 1],
    ['a[-]', 3],
    ['a[1,2]', 3],
    ['a["\\q"]', 4],
    ['@x', 1],
    ['.a', 0],
  ])('rejects %j with the position of the error (%i)', (expression, position) => {
    let error: unknown
    try {
      parseJsonMatch(expression)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(JsonMatchSyntaxError)
    expect(error).toBeInstanceOf(SyntaxError)
    expect((error as JsonMatchSyntaxError).position).toBe(position)
    expect((error as JsonMatchSyntaxError).expression).toBe(expression)
    expect((error as JsonMatchSyntaxError).message).toContain(`position ${position}`)
  })
})

describe('pathToJsonMatch', () => {
  it('turns each kind of path segment into its JSONMatch step', () => {
    expect(pathToJsonMatch(['a', 0, -1, {_key: 'k'}, [1, ''], ['', 2]])).toEqual([
      attr('a'),
      index(0),
      index(-1),
      key('k'),
      slice(1, null),
      slice(null, 2),
    ])
  })
})
