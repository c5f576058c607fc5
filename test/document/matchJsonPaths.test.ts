import {describe, expect, it} from 'vitest'
import {JsonMatchSyntaxError, matchJsonPaths, selectArrayIndices} from '../../src/document'
import type {Path} from '../../src/types'

const value = {
  title: 'Hello',
  meta: {seo: {title: 'Seo'}},
  tags: ['a', 'b', 'c', 'd'],
  body: [
    {_key: 'x', children: [{text: 'one'}]},
    {_key: 'y', children: [{text: 'two'}, {text: 'three'}]},
    {_key: 'x', children: []},
  ],
}

describe('matchJsonPaths', () => {
  it.each<[string, Path[]]>([
    ['title', [['title']]],
    ['meta.seo.title', [['meta', 'seo', 'title']]],
    ['tags[0]', [['tags', 0]]],
    ['tags[-1]', [['tags', 3]]],
    ['tags[-4]', [['tags', 0]]],
    [
      'tags[1:3]',
      [
        ['tags', 1],
        ['tags', 2],
      ],
    ],
    [
      'tags[2:]',
      [
        ['tags', 2],
        ['tags', 3],
      ],
    ],
    ['tags[:1]', [['tags', 0]]],
    [
      'tags[-2:]',
      [
        ['tags', 2],
        ['tags', 3],
      ],
    ],
    [
      'tags[*]',
      [
        ['tags', 0],
        ['tags', 1],
        ['tags', 2],
        ['tags', 3],
      ],
    ],
    ['body[_key=="y"]', [['body', 1]]],
    [
      'body[_key=="x"]',
      [
        ['body', 0],
        ['body', 2],
      ],
    ],
    [
      'body[*].children[*].text',
      [
        ['body', 0, 'children', 0, 'text'],
        ['body', 1, 'children', 0, 'text'],
        ['body', 1, 'children', 1, 'text'],
      ],
    ],
    ['meta.*', [['meta', 'seo']]],
    ['@', [[]]],
  ])('resolves %s', (expression, expected) => {
    expect(matchJsonPaths(value, expression)).toEqual(expected)
  })

  it.each([
    'missing',
    'meta.nope.title',
    'tags[4]',
    'tags[-5]',
    'tags[9:]',
    'body[_key=="z"]',
    'title[0]',
    'tags.length',
    'title.*',
  ])('selects nothing for %s', (expression) => {
    expect(matchJsonPaths(value, expression)).toEqual([])
  })

  it('includes missing properties when asked, as set needs them', () => {
    expect(matchJsonPaths(value, 'meta.nope.title', {includeMissing: true})).toEqual([['meta', 'nope', 'title']])
    expect(matchJsonPaths(value, 'body[*].extra', {includeMissing: true})).toEqual([
      ['body', 0, 'extra'],
      ['body', 1, 'extra'],
      ['body', 2, 'extra'],
    ])
    // An index into a missing array still selects nothing.
    expect(matchJsonPaths(value, 'nope[0]', {includeMissing: true})).toEqual([])
    // Nor does a property of a string.
    expect(matchJsonPaths(value, 'title.x', {includeMissing: true})).toEqual([])
  })

  it('accepts parsed segments', () => {
    expect(
      matchJsonPaths(value, [
        {type: 'attribute', name: 'tags'},
        {type: 'index', index: 1},
      ]),
    ).toEqual([['tags', 1]])
  })

  it('throws JsonMatchSyntaxError for bad expressions', () => {
    expect(() => matchJsonPaths(value, 'tags[')).toThrow(JsonMatchSyntaxError)
  })
})

describe('selectArrayIndices', () => {
  const items = ['a', 'b', 'c']
  it('clamps slices to the array', () => {
    expect(selectArrayIndices(items, {type: 'slice', start: -10, end: 10})).toEqual([0, 1, 2])
    expect(selectArrayIndices(items, {type: 'slice', start: 2, end: 1})).toEqual([])
  })

  it('picks nothing out of range', () => {
    expect(selectArrayIndices(items, {type: 'index', index: 3})).toEqual([])
    expect(selectArrayIndices([], {type: 'index', index: -1})).toEqual([])
  })
})
