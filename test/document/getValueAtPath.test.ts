import {describe, expect, it} from 'vitest'
import {getValueAtPath} from '../../src/document'

const value = {
  title: 'Hello',
  body: [
    {_key: 'a', children: [{text: 'one'}, {text: 'two'}]},
    {_key: 'b', children: []},
  ],
  tags: ['x', 'y', 'z'],
  nothing: null,
}

describe('getValueAtPath', () => {
  it('returns the value itself for the empty path', () => {
    expect(getValueAtPath(value, [])).toBe(value)
  })

  it('follows names, keys and indices', () => {
    expect(getValueAtPath(value, ['title'])).toBe('Hello')
    expect(getValueAtPath(value, ['body', {_key: 'a'}, 'children', 1, 'text'])).toBe('two')
    expect(getValueAtPath(value, ['body', 1, '_key'])).toBe('b')
  })

  it('counts negative indices from the end', () => {
    expect(getValueAtPath(value, ['tags', -1])).toBe('z')
  })

  it('selects a slice and continues inside it', () => {
    expect(getValueAtPath(value, ['tags', [1, '']])).toEqual(['y', 'z'])
    expect(getValueAtPath(value, ['tags', ['', 2], 1])).toBe('y')
  })

  it('returns undefined when a step is missing', () => {
    expect(getValueAtPath(value, ['missing', 'deeper'])).toBeUndefined()
    expect(getValueAtPath(value, ['body', {_key: 'nope'}, 'children'])).toBeUndefined()
    expect(getValueAtPath(value, ['tags', 9])).toBeUndefined()
    expect(getValueAtPath(value, ['title', 0])).toBeUndefined()
    expect(getValueAtPath(value, ['tags', 'length'])).toBeUndefined()
    expect(getValueAtPath(value, ['nothing', 'x'])).toBeUndefined()
  })

  it('never reads from the prototype', () => {
    expect(getValueAtPath({}, ['constructor'])).toBeUndefined()
    expect(getValueAtPath({}, ['__proto__'])).toBeUndefined()
  })
})
