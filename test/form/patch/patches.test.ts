import {describe, expect, it} from 'vitest'
import {dec, diffMatchPatch, inc, insert, move, PatchEvent, set, setIfMissing, unset} from '../../../src/form'
import {applyPatches} from '../../../src/mutations'

describe('patch builders', () => {
  it('build path patches relative to the input value', () => {
    expect(set('Hi')).toEqual({type: 'set', path: [], value: 'Hi'})
    expect(set(2, ['count'])).toEqual({type: 'set', path: ['count'], value: 2})
    expect(unset()).toEqual({type: 'unset', path: []})
    expect(setIfMissing({_type: 'seo'})).toEqual({type: 'setIfMissing', path: [], value: {_type: 'seo'}})
    expect(inc()).toEqual({type: 'inc', path: [], value: 1})
    expect(dec(3, ['n'])).toEqual({type: 'dec', path: ['n'], value: 3})
    expect(diffMatchPatch('@@ -1 +1 @@', ['body'])).toEqual({
      type: 'diffMatchPatch',
      path: ['body'],
      value: '@@ -1 +1 @@',
    })
    expect(insert([{_key: 'b'}], 'after', [{_key: 'a'}])).toEqual({
      type: 'insert',
      path: [{_key: 'a'}],
      position: 'after',
      items: [{_key: 'b'}],
    })
  })

  it('refuses an insert without items', () => {
    expect(() => insert([], 'after', [-1])).toThrow('insert() needs at least one item')
    expect(() => insert(['a'], 'sideways' as never, [-1])).toThrow(/position/)
    expect(() => insert(['a'], 'after', [])).toThrow(/path of an array item/)
  })

  it('refuses a move of an item without _key', () => {
    expect(move({_key: 'a'}, {_key: 'b'}, 'before', ['list'])).toEqual({
      type: 'move',
      path: ['list'],
      from: {_key: 'a'},
      to: {_key: 'b'},
      position: 'before',
    })
    expect(() => move({_key: 'a'}, {title: 'no key'})).toThrow('move() needs both items to have a _key; "to" has none')
    expect(() => move('a', {_key: 'b'})).toThrow(/"from" has none/)
  })

  it('refuses set(undefined) and non-finite increments', () => {
    expect(() => set(undefined)).toThrow(/use unset/)
    expect(() => setIfMissing(undefined)).toThrow(TypeError)
    expect(() => inc(Number.NaN)).toThrow(/finite/)
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow(/finite/)
  })

  it('apply with the mutation engine as written', () => {
    const value = {list: [{_key: 'a'}, {_key: 'b'}, {_key: 'c'}], n: 1}
    const next = applyPatches(value, [
      move({_key: 'c'}, {_key: 'a'}, 'before', ['list']),
      inc(2, ['n']),
      insert([{_key: 'd'}], 'after', ['list', -1]),
    ])
    expect(next).toEqual({list: [{_key: 'c'}, {_key: 'a'}, {_key: 'b'}, {_key: 'd'}], n: 3})
  })
})

describe('PatchEvent', () => {
  it('collects patches, events and nested lists in order', () => {
    const event = PatchEvent.from(set(1, ['a']), [unset(['b']), [set(2, ['c'])]], PatchEvent.from(unset(['d'])))
    expect(event.patches.map((patch) => patch.path[0])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('prefixes every path, as each level of the form does on the way up', () => {
    const event = PatchEvent.from(set('x'), unset(['y']))
      .prefixAll('seo')
      .prefixAll('body', {_key: 'k'})
    expect(event.patches).toEqual([
      {type: 'set', path: ['body', {_key: 'k'}, 'seo'], value: 'x'},
      {type: 'unset', path: ['body', {_key: 'k'}, 'seo', 'y']},
    ])
  })

  it('prefixes the path of a condition (onlyIf) too, whatever the patch', () => {
    const onlyIf = {path: ['items', {_key: 'a'}, '_key'], equals: 'a'}
    const event = PatchEvent.from(
      {type: 'insert', path: ['items', -1], position: 'after', items: [{_key: 'b'}], onlyIf},
      {type: 'diffMatchPatch', path: ['items', {_key: 'a'}, 'text'], value: '@@ -1 +1,2 @@\n a\n+b\n', onlyIf},
      {type: 'set', path: ['title'], value: 'x', onlyIf},
      {type: 'unset', path: ['items', {_key: 'a'}], onlyIf},
    ).prefixAll('body')
    for (const patch of event.patches) {
      expect(patch.path[0]).toBe('body')
      expect('onlyIf' in patch && patch.onlyIf).toEqual({path: ['body', ...onlyIf.path], equals: 'a'})
    }
  })

  it('prepends and appends without changing the original', () => {
    const event = PatchEvent.from(set('x'))
    const wrapped = event.prepend(setIfMissing({_type: 'seo'})).append(unset(['z']))
    expect(wrapped.patches.map((patch) => patch.type)).toEqual(['setIfMissing', 'set', 'unset'])
    expect(event.patches).toHaveLength(1)
    expect(Object.isFrozen(event.patches)).toBe(true)
  })

  it('refuses what is not a patch', () => {
    expect(() => PatchEvent.from({type: 'set'} as never)).toThrow(/Not a patch/)
  })
})
