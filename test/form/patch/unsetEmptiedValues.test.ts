import {describe, expect, it} from 'vitest'
import {set, unset, unsetEmptiedValues} from '../../../src/form'

describe('unsetEmptiedValues', () => {
  it('unsets an array emptied by removing its last item', () => {
    const value = {tags: ['a'], list: [{_key: 'k'}]}
    expect(unsetEmptiedValues(value, [unset(['tags', 0])])).toEqual([unset(['tags', 0]), unset(['tags'])])
    expect(unsetEmptiedValues(value, [unset(['list', {_key: 'k'}])])).toEqual([
      unset(['list', {_key: 'k'}]),
      unset(['list']),
    ])
  })

  it('keeps an array that still has items, or that was emptied by a set', () => {
    expect(unsetEmptiedValues({tags: ['a', 'b']}, [unset(['tags', 0])])).toEqual([unset(['tags', 0])])
    expect(unsetEmptiedValues({tags: ['a']}, [set([], ['tags'])])).toEqual([set([], ['tags'])])
  })

  it('unsets an object a patch empties, counting only non-underscore fields', () => {
    const value = {seo: {_type: 'seo', title: 'x'}}
    expect(unsetEmptiedValues(value, [unset(['seo', 'title'])])).toEqual([unset(['seo', 'title']), unset(['seo'])])
    expect(unsetEmptiedValues(value, [set({_type: 'seo'}, ['seo'])])).toEqual([
      set({_type: 'seo'}, ['seo']),
      unset(['seo']),
    ])
  })

  it('unsets only the outermost emptied value', () => {
    const value = {a: {_type: 'a', b: {_type: 'b', tags: ['x']}}}
    expect(unsetEmptiedValues(value, [unset(['a', 'b', 'tags', 0])])).toEqual([
      unset(['a', 'b', 'tags', 0]),
      unset(['a']),
    ])
  })

  it('never unsets the root value or an array item', () => {
    expect(unsetEmptiedValues({title: 'x'}, [unset(['title'])])).toEqual([unset(['title'])])
    const value = {list: [{_key: 'k', _type: 'item', text: 'x'}]}
    expect(unsetEmptiedValues(value, [unset(['list', {_key: 'k'}, 'text'])])).toEqual([
      unset(['list', {_key: 'k'}, 'text']),
    ])
  })

  it('leaves values that were empty before alone', () => {
    expect(unsetEmptiedValues({seo: {_type: 'seo'}}, [unset(['seo', 'missing'])])).toEqual([unset(['seo', 'missing'])])
  })

  it('returns patches that do not apply as they are, for the store to report', () => {
    const patches = [{type: 'inc' as const, path: ['title'], value: 1}]
    expect(unsetEmptiedValues({title: 'text'}, patches)).toEqual(patches)
  })
})
