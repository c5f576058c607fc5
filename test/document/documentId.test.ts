import {describe, expect, it} from 'vitest'
import {
  InvalidDocumentIdError,
  MAX_DOCUMENT_ID_LENGTH,
  assertValidDocumentId,
  documentIdProblem,
  getDraftId,
  getIdPair,
  getPublishedId,
  getVersionFromId,
  getVersionId,
  isDraftId,
  isValidDocumentId,
  isVersionId,
} from '../../src/document'

describe('document ids', () => {
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

describe('isValidDocumentId', () => {
  it.each([
    'post-1',
    'drafts.post-1',
    'versions.spring.post-1',
    `image-${'a'.repeat(40)}-200x200-png`,
    `file-${'b'.repeat(40)}-pdf`,
    '3f0b6c1e-8d2a-4c7b-9e1f-0a2b3c4d5e6f',
    '_.groups.editors',
    'animal.mammal.dog',
    'x'.repeat(MAX_DOCUMENT_ID_LENGTH),
  ])('accepts %j', (id) => {
    expect(isValidDocumentId(id)).toBe(true)
    expect(documentIdProblem(id)).toBeUndefined()
    expect(() => assertValidDocumentId(id)).not.toThrow()
  })

  it.each([
    ['empty', ''],
    ['a space', 'a b'],
    ['a slash', 'a/b'],
    ['a comma', 'a,b'],
    ['an empty segment', 'a..b'],
    ['a leading dot', '.a'],
    ['a trailing dot', 'a.'],
    ['a parent path', '../etc'],
    ['a leading dash', '-a'],
    ['a segment with a leading dash', 'a.-b'],
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800'],
    ['a non-ASCII letter', 'blåbær'],
    ['one character too many', 'x'.repeat(MAX_DOCUMENT_ID_LENGTH + 1)],
  ])('refuses an id with %s', (_what, id) => {
    expect(isValidDocumentId(id)).toBe(false)
    expect(documentIdProblem(id)).toMatch(/^Invalid document id/)
    expect(() => assertValidDocumentId(id)).toThrow(InvalidDocumentIdError)
  })

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 5, {}, ['a']]) {
      expect(isValidDocumentId(value)).toBe(false)
      expect(documentIdProblem(value)).toMatch(/must be a string/)
    }
  })

  it('names a refused id JSON-quoted and cut to 40 characters, so the message stays short and printable', () => {
    expect(documentIdProblem('a\u0000b')).toContain('"a\\u0000b"')
    expect(documentIdProblem('a\ud800')).toContain('"a\\ud800"')
    const long = documentIdProblem(`${'y'.repeat(50)} ${'z'.repeat(10_000)}`)!
    expect(long).toContain(`"${'y'.repeat(40)}…" (10051 characters)`)
    expect(long.length).toBeLessThan(200)
  })
})
