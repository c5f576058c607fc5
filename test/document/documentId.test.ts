import {describe, expect, it} from 'vitest'
import {
  DRAFTS_PREFIX,
  getDraftId,
  getIdPair,
  getPublishedId,
  getVersionFromId,
  getVersionId,
  isDraftId,
  isVersionId,
} from '../../src/document'

describe('document ids', () => {
  it('uses "drafts." as the draft prefix', () => {
    expect(DRAFTS_PREFIX).toBe('drafts.')
  })

  it.each([
    ['drafts.post-1', true],
    ['post-1', false],
    ['versions.spring.post-1', false],
    ['draftsx.post-1', false],
  ])('isDraftId(%j) is %j', (id, expected) => {
    expect(isDraftId(id)).toBe(expected)
  })

  it.each([
    ['post-1', 'post-1'],
    ['drafts.post-1', 'post-1'],
    ['versions.spring.post-1', 'post-1'],
    ['versions.spring.drafts.x', 'drafts.x'],
    ['a.b.c', 'a.b.c'],
  ])('getPublishedId(%j) is %j', (id, expected) => {
    expect(getPublishedId(id)).toBe(expected)
  })

  it.each([
    ['post-1', 'drafts.post-1'],
    ['drafts.post-1', 'drafts.post-1'],
    ['versions.spring.post-1', 'drafts.post-1'],
  ])('getDraftId(%j) is %j', (id, expected) => {
    expect(getDraftId(id)).toBe(expected)
  })

  it('recognises version ids only with a release and a rest', () => {
    expect(isVersionId('versions.spring.post-1')).toBe(true)
    expect(getVersionFromId('versions.spring.post-1')).toBe('spring')
    expect(isVersionId('versions.spring')).toBe(false)
    expect(isVersionId('versions..post')).toBe(false)
    expect(isVersionId('versions.spring.')).toBe(false)
    expect(getVersionFromId('post-1')).toBeUndefined()
  })

  it('builds version ids from any id of the document', () => {
    expect(getVersionId('drafts.post-1', 'spring')).toBe('versions.spring.post-1')
  })

  it('gives the same pair for the draft and the published id', () => {
    const pair = {draftId: 'drafts.post-1', publishedId: 'post-1'}
    expect(getIdPair('post-1')).toEqual(pair)
    expect(getIdPair('drafts.post-1')).toEqual(pair)
    expect(getIdPair('versions.r.post-1')).toEqual(pair)
  })
})
