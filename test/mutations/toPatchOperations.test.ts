import {describe, expect, it} from 'vitest'
import {applyPatchOperations, applyPatches, toPatchOperations} from '../../src/mutations'
import type {Patch, PatchOperations} from '../../src/types'
import {deepFreeze, item, thrown} from './fixtures'

describe('toPatchOperations', () => {
  it.each<[Patch, PatchOperations]>([
    [{type: 'set', path: ['body', {_key: 'a'}, 'text'], value: 'hi'}, {set: {'body[_key=="a"].text': 'hi'}}],
    [{type: 'set', path: [], value: 1}, {set: {'@': 1}}],
    [{type: 'setIfMissing', path: ['tags'], value: []}, {setIfMissing: {tags: []}}],
    [{type: 'unset', path: ['tags', -1]}, {unset: ['tags[-1]']}],
    [{type: 'inc', path: ['n'], value: 2}, {inc: {n: 2}}],
    [{type: 'dec', path: ['n'], value: 2}, {dec: {n: 2}}],
    [{type: 'diffMatchPatch', path: ['t'], value: '@@'}, {diffMatchPatch: {t: '@@'}}],
    [{type: 'insert', path: ['tags', -1], position: 'after', items: [1]}, {insert: {after: 'tags[-1]', items: [1]}}],
    [{type: 'insert', path: ['tags', 0], position: 'before', items: [1]}, {insert: {before: 'tags[0]', items: [1]}}],
    [
      {type: 'insert', path: ['tags', [2, '']], position: 'replace', items: [1]},
      {insert: {replace: 'tags[2:]', items: [1]}},
    ],
    [{type: 'set', path: ['weird key', 0], value: 1}, {set: {'["weird key"][0]': 1}}],
  ])('converts %j', (patch, expected) => {
    expect(toPatchOperations([patch])).toEqual([expected])
  })

  it('turns a move into an unset and an insert of the moved items', () => {
    const base = deepFreeze({arr: [item('a', {t: 1}), item('b')]})
    const patch: Patch = {type: 'move', path: ['arr'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'after'}
    expect(toPatchOperations([patch], {base})).toEqual([
      {unset: ['arr[_key=="a"]'], insert: {after: 'arr[_key=="b"]', items: [item('a', {t: 1})]}},
    ])
  })

  it('turns a move that does nothing into an empty patch', () => {
    const base = deepFreeze({arr: [item('a')]})
    expect(
      toPatchOperations([{type: 'move', path: ['arr'], from: {_key: 'a'}, to: {_key: 'zz'}, position: 'after'}], {
        base,
      }),
    ).toEqual([{}])
  })

  it('sees the effect of earlier patches when encoding a move', () => {
    const base = deepFreeze({})
    const patches: Patch[] = [
      {type: 'set', path: ['arr'], value: [item('a'), item('b')]},
      {type: 'move', path: ['arr'], from: {_key: 'b'}, to: {_key: 'a'}, position: 'before'},
    ]
    const operations = toPatchOperations(patches, {base})
    expect(operations[1]).toEqual({unset: ['arr[_key=="b"]'], insert: {before: 'arr[_key=="a"]', items: [item('b')]}})
    expect(operations.reduce<unknown>(applyPatchOperations, base)).toEqual(applyPatches(base, patches))
  })

  it('encodes a move into another array as the unset and an insert there of the items as the base holds them', () => {
    const base = deepFreeze({
      body: [item('b1', {children: [item('s1')]}), item('b2', {children: [item('s2', {text: 'theirs'})]})],
    })
    const patch: Patch = {
      type: 'move',
      path: ['body', {_key: 'b2'}, 'children'],
      from: {_key: 's2'},
      to: -1,
      position: 'after',
      into: ['body', {_key: 'b1'}, 'children'],
    }
    const operations = toPatchOperations([patch], {base})
    expect(operations).toEqual([
      {
        unset: ['body[_key=="b2"].children[_key=="s2"]'],
        insert: {after: 'body[_key=="b1"].children[-1]', items: [item('s2', {text: 'theirs'})]},
      },
    ])
    expect(applyPatchOperations(base, operations[0]!)).toEqual(applyPatches(base, [patch]))
  })

  it('needs the base value to encode a move', () => {
    expect(
      thrown(() =>
        toPatchOperations([{type: 'move', path: ['arr'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'after'}]),
      ),
    ).toMatchObject({
      type: 'invalidPatchError',
    })
  })

  it('throws invalidPathError for malformed paths', () => {
    expect(thrown(() => toPatchOperations([{type: 'unset', path: [1.5]}]))).toMatchObject({type: 'invalidPathError'})
  })
})
