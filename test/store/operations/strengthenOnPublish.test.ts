import {describe, expect, it} from 'vitest'
import {strengthenOnPublish} from '../../../src/store/operations'

const ref = (id: string, extra: Record<string, unknown> = {}) => ({_type: 'reference', _ref: id, ...extra})

describe('strengthenOnPublish', () => {
  it('makes a weak reference marked strengthen-on-publish strong', () => {
    expect(strengthenOnPublish(ref('a', {_weak: true, _strengthenOnPublish: {type: 'author'}}))).toEqual(ref('a'))
  })

  it('keeps a reference weak when its marker says the schema wants it weak', () => {
    expect(strengthenOnPublish(ref('a', {_weak: true, _strengthenOnPublish: {type: 'author', weak: true}}))).toEqual(
      ref('a', {_weak: true}),
    )
  })

  it('leaves weak and strong references without a marker as they are', () => {
    const weak = ref('a', {_weak: true})
    const strong = ref('b')
    expect(strengthenOnPublish(weak)).toBe(weak)
    expect(strengthenOnPublish(strong)).toBe(strong)
  })

  it('finds references anywhere in a document and keeps what did not change', () => {
    const untouched = {caption: 'kept', items: [1, 2]}
    const document = {
      _id: 'drafts.p',
      _type: 'post',
      untouched,
      body: [
        {
          _key: 'k1',
          _type: 'block',
          markDefs: [{_key: 'm', _type: 'link', ref: ref('x', {_weak: true, _strengthenOnPublish: {type: 'page'}})}],
        },
      ],
      cross: ref('y', {_dataset: 'staging', _projectId: 'p', _weak: true, _strengthenOnPublish: {type: 'author'}}),
    }
    const result = strengthenOnPublish(document)
    expect(result).toEqual({
      _id: 'drafts.p',
      _type: 'post',
      untouched,
      body: [{_key: 'k1', _type: 'block', markDefs: [{_key: 'm', _type: 'link', ref: ref('x')}]}],
      cross: ref('y', {_dataset: 'staging', _projectId: 'p'}),
    })
    expect(result.untouched).toBe(untouched)
    expect(document.cross).toHaveProperty('_strengthenOnPublish')
  })

  it('returns values without references as they are', () => {
    const value = {a: [{b: 'c'}], n: null}
    expect(strengthenOnPublish(value)).toBe(value)
    expect(strengthenOnPublish('text')).toBe('text')
    expect(strengthenOnPublish(null)).toBeNull()
  })
})
