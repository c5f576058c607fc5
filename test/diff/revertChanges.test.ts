import {describe, expect, it} from 'vitest'
import {diffDocuments, diffValues, revertAll, revertChanges, revertField, revertGroup, DiffError} from '../../src/diff'
import {applyPatches} from '../../src/mutations'
import type {Patch} from '../../src/types'
import {block, post, postType, section, span} from './fixtures'

const diffPosts = (from: Record<string, unknown>, to: Record<string, unknown>) =>
  diffDocuments(from, to, {schemaType: postType})

/** The newer version with the patches applied. */
const revertedWith = (to: Record<string, unknown>, patches: Patch[]) => applyPatches(to, patches)

describe('revertField', () => {
  it('sets a changed leaf back and leaves the other changes', () => {
    const from = post({title: 'Old', views: 1})
    const to = post({title: 'New', views: 2})
    const patches = revertField(diffPosts(from, to), ['title'])
    expect(patches).toEqual([{type: 'set', path: ['title'], value: 'Old'}])
    expect(revertedWith(to, patches)).toEqual(post({title: 'Old', views: 2}))
  })

  it('unsets an added value and sets a removed one back whole', () => {
    const diff = diffPosts(post({seo: {title: 'T'}}), post({views: 3}))
    expect(revertField(diff, ['views'])).toEqual([{type: 'unset', path: ['views']}])
    expect(revertField(diff, ['seo'])).toEqual([{type: 'set', path: ['seo'], value: {title: 'T'}}])
  })

  it('returns nothing for an unchanged field', () => {
    expect(revertField(diffPosts(post({title: 'A'}), post({title: 'A'})), ['title'])).toEqual([])
  })

  it('refuses a path the diff does not have', () => {
    expect(() => revertField(diffPosts(post(), post({title: 'A'})), ['nope'])).toThrow(DiffError)
    expect(() => revertField(diffPosts(post(), post({title: 'A'})), ['nope'])).toThrow('Could not find child')
  })
})

describe('revert rules', () => {
  it('unsets an array that becomes empty after an item is removed', () => {
    const from = post()
    const to = post({sections: [section('a', {heading: 'A'})]})
    const diff = diffPosts(from, to)
    const patches = revertField(diff, ['sections', {_key: 'a'}])
    expect(patches).toEqual([{type: 'unset', path: ['sections']}])
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('sets an array back to [] when it was [] before', () => {
    const diff = diffPosts(post({tags: []}), post({tags: ['x']}))
    expect(revertAll(diff)).toEqual([{type: 'set', path: ['tags'], value: []}])
  })

  it('unsets an object field that becomes empty after a patch', () => {
    const from = post()
    const to = post({seo: {_type: 'seo', title: 'T'}})
    const patches = revertField(diffPosts(from, to), ['seo', 'title'])
    expect(patches).toEqual([{type: 'unset', path: ['seo']}])
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('keeps an object that was empty before too', () => {
    const from = post({seo: {_type: 'seo'}})
    const to = post({seo: {_type: 'seo', title: 'T'}})
    const patches = revertAll(diffPosts(from, to))
    expect(patches).toEqual([{type: 'unset', path: ['seo', 'title']}])
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('moves keyed items back with move patches naming both keys', () => {
    const from = post({sections: [section('a'), section('b'), section('c')]})
    const to = post({sections: [section('c'), section('a'), section('b')]})
    const patches = revertAll(diffPosts(from, to))
    expect(patches.every((patch) => patch.type === 'move')).toBe(true)
    for (const patch of patches) {
      if (patch.type === 'move')
        expect(
          [patch.from._key, patch.to === -1 ? undefined : patch.to._key].every((key) => typeof key === 'string'),
        ).toBe(true)
    }
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('reverts one moved item on its own, next to the item that preceded it', () => {
    const to = post({sections: [section('b'), section('c'), section('a')]})
    const diff = diffPosts(post({sections: [section('a'), section('b'), section('c')]}), to)
    const moved =
      diff.fields.sections?.type === 'array' ? diff.fields.sections.items.find((item) => item.hasMoved) : undefined
    expect(moved?.key).toBe('a')
    const patches = revertField(diff, ['sections', {_key: 'a'}])
    expect(patches).toEqual([
      {type: 'move', path: ['sections'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'before'},
    ])
  })

  it('moves nothing in arrays without keys: items are set by position instead', () => {
    const from = post({tags: ['a', 'b', 'c']})
    const to = post({tags: ['c', 'a', 'b']})
    const patches = revertAll(diffPosts(from, to))
    expect(patches.some((patch) => patch.type === 'move')).toBe(false)
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('inserts removed items with at least one item, a run of them in one insert', () => {
    const from = post({sections: [section('a'), section('b'), section('c'), section('d')]})
    const to = post({sections: [section('a'), section('d')]})
    const patches = revertAll(diffPosts(from, to))
    expect(patches).toEqual([
      {type: 'insert', path: ['sections', {_key: 'a'}], position: 'after', items: [section('b'), section('c')]},
    ])
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('inserts a removed first item before the first item there is', () => {
    const from = post({sections: [section('a'), section('b')]})
    const to = post({sections: [section('b')]})
    const patches = revertField(diffPosts(from, to), ['sections', {_key: 'a'}])
    expect(patches).toEqual([
      {type: 'insert', path: ['sections', {_key: 'b'}], position: 'before', items: [section('a')]},
    ])
  })

  it('trims and appends positional arrays from the end', () => {
    const longer = revertAll(diffPosts(post({tags: ['a']}), post({tags: ['a', 'b', 'c']})))
    expect(longer).toEqual([
      {type: 'unset', path: ['tags', 2]},
      {type: 'unset', path: ['tags', 1]},
    ])
    const shorter = revertAll(diffPosts(post({tags: ['a', 'b', 'c']}), post({tags: ['a']})))
    expect(shorter).toEqual([{type: 'insert', path: ['tags', -1], position: 'after', items: ['b', 'c']}])
  })
})

describe('revertGroup and revertAll', () => {
  it('reverts a group of fields together and nothing else', () => {
    const from = post({title: 'A', views: 1, featured: false})
    const to = post({title: 'B', views: 2, featured: true})
    const patches = revertGroup(diffPosts(from, to), [['title'], ['views']])
    expect(revertedWith(to, patches)).toEqual(post({title: 'A', views: 1, featured: true}))
  })

  it('reverts two removed neighbours of one array in their order', () => {
    const from = post({sections: [section('a'), section('b'), section('c')]})
    const to = post({sections: [section('a')]})
    const patches = revertGroup(diffPosts(from, to), [
      ['sections', {_key: 'c'}],
      ['sections', {_key: 'b'}],
    ])
    expect(revertedWith(to, patches)).toEqual(from)
  })

  it('reverts everything: fields, items, moves and rich text', () => {
    const from = post({
      title: 'Old',
      seo: {title: 'S'},
      sections: [section('a', {heading: 'A', meta: {label: 'm'}}), section('b'), section('c')],
      body: [block('b1', [span('Hello '), span('world')])],
    })
    const to = post({
      title: 'New',
      views: 4,
      sections: [section('c'), section('d'), section('a', {heading: 'A!', meta: {label: 'm', weight: 2}})],
      body: [block('b1', [span('Hello there', 'strong')]), block('b2', [span('More')])],
    })
    expect(revertedWith(to, revertAll(diffPosts(from, to)))).toEqual(from)
  })

  it('gives no patches when nothing changed, and restores a deleted document whole', () => {
    expect(revertAll(diffPosts(post({title: 'A'}), post({title: 'A'})))).toEqual([])
    expect(revertAll(diffValues({a: 1}, undefined))).toEqual([{type: 'set', path: [], value: {a: 1}}])
  })

  it('reverts a field of a removed object into a new object', () => {
    const diff = diffPosts(post({seo: {title: 'T', description: 'D'}}), post())
    expect(revertChanges(diff, [['seo', 'title']])).toEqual([{type: 'set', path: ['seo', 'title'], value: 'T'}])
  })
})

describe('revertChanges', () => {
  it('reverts everything when the root path is selected', () => {
    const from = post({title: 'A'})
    const to = post({title: 'B', views: 1})
    const diff = diffPosts(from, to)
    expect(revertChanges(diff, [[]])).toEqual(revertAll(diff))
  })

  it('reverts a field inside a moved item without moving it', () => {
    const from = post({sections: [section('a', {heading: 'A'}), section('b')]})
    const to = post({sections: [section('b'), section('a', {heading: 'A!'})]})
    const patches = revertField(diffPosts(from, to), ['sections', {_key: 'a'}, 'heading'])
    expect(patches).toEqual([{type: 'set', path: ['sections', {_key: 'a'}, 'heading'], value: 'A'}])
  })

  it('refuses an index into a keyed array and a path inside a text', () => {
    const diff = diffPosts(post({title: 'A', sections: [section('a')]}), post({title: 'B', sections: []}))
    expect(() => revertField(diff, ['sections', 0])).toThrow('Could not find child 0 at "sections"')
    expect(() => revertField(diff, ['title', 0])).toThrow(DiffError)
  })
})
