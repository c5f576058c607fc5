import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  decodeIntentParams,
  decodeIntentPayload,
  encodeIntentParams,
  encodeIntentPayload,
  encodeIntentPath,
  parseIntentPath,
  parseLocation,
  type IntentRequest,
} from '../../../src/studio/router'

describe('intent params', () => {
  it('are written as key=value pairs joined by ";"', () => {
    expect(encodeIntentParams({id: 'abc', type: 'post'})).toBe('id=abc;type=post')
    expect(decodeIntentParams('id=abc;type=post')).toEqual({id: 'abc', type: 'post'})
  })

  it('percent-encode the characters that separate them', () => {
    const params = {id: 'a;b=c/d', 'odd key': 'ünï'}
    const encoded = encodeIntentParams(params)
    expect(encoded).toBe('id=a%3Bb%3Dc%2Fd;odd%20key=%C3%BCn%C3%AF')
    expect(decodeIntentParams(encoded)).toEqual(params)
  })

  it('leave out undefined values and read an empty segment as none', () => {
    expect(encodeIntentParams({type: 'post', template: undefined})).toBe('type=post')
    expect(decodeIntentParams('')).toEqual({})
  })

  it('read a pair without "=" as an empty value, and keep the last of repeated keys', () => {
    expect(decodeIntentParams('draft;type=a;type=b')).toEqual({draft: '', type: 'b'})
  })

  it('keep a __proto__ key as a plain param', () => {
    const params = decodeIntentParams('__proto__=x')
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
    expect(Object.keys(params)).toEqual(['__proto__'])
  })

  it('refuse empty keys, non-string values and broken escapes', () => {
    expect(() => encodeIntentParams({'': 'x'})).toThrow('Intent params cannot have an empty key')
    expect(() => encodeIntentParams({id: 3 as unknown as string})).toThrow(
      'Intent param "id" must be a string, got number',
    )
    expect(() => encodeIntentParams({id: '\uD800'})).toThrow('is not well-formed Unicode')
    expect(() => decodeIntentParams('=x')).toThrow('every param needs a key')
    expect(() => decodeIntentParams('id=%E0%A4%A')).toThrow('"%E0%A4%A" is not correctly percent-encoded')
  })
})

describe('intent payload', () => {
  it('is URL-safe base64 of the JSON, Unicode included', () => {
    const payload = {title: 'Crème brûlée 🍮', tags: ['a/b', '+'], n: 1.5}
    const encoded = encodeIntentPayload(payload)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeIntentPayload(encoded)).toEqual(payload)
  })

  it('refuses what JSON cannot hold and segments that are not base64url JSON', () => {
    expect(() => encodeIntentPayload(undefined)).toThrow('An intent payload must be a JSON value, got undefined')
    expect(() => decodeIntentPayload('a+b')).toThrow('Invalid intent payload "a+b": expected base64url-encoded JSON')
    expect(() => decodeIntentPayload(encodeIntentPayload('x').slice(1))).toThrow('Invalid intent payload')
  })
})

describe('intent paths', () => {
  it('write an edit intent as in the spec', () => {
    expect(encodeIntentPath({intent: 'edit', params: {id: 'abc', type: 'post'}})).toBe('intent/edit/id=abc;type=post/')
    expect(parseIntentPath('edit/id=abc;type=post/')).toEqual({intent: 'edit', params: {id: 'abc', type: 'post'}})
  })

  it('carry a payload after the params', () => {
    const path = encodeIntentPath({
      intent: 'create',
      params: {type: 'book', template: 'book-by-author'},
      payload: {authorId: 'grrm'},
    })
    expect(path).toBe(`intent/create/type=book;template=book-by-author/${encodeIntentPayload({authorId: 'grrm'})}`)
    expect(parseIntentPath(path.slice('intent/'.length))).toEqual({
      intent: 'create',
      params: {type: 'book', template: 'book-by-author'},
      payload: {authorId: 'grrm'},
    })
  })

  it('need neither params nor payload, nor the trailing slash', () => {
    expect(encodeIntentPath({intent: 'create'})).toBe('intent/create/')
    expect(parseIntentPath('create')).toEqual({intent: 'create', params: {}})
    expect(parseIntentPath('edit/id=abc')).toEqual({intent: 'edit', params: {id: 'abc'}})
    expect(parseIntentPath(encodeIntentPath({intent: 'create', payload: [1]}).slice('intent/'.length))).toEqual({
      intent: 'create',
      params: {},
      payload: [1],
    })
  })

  it('refuse a missing or invalid intent name and extra segments', () => {
    expect(() => parseIntentPath('')).toThrow('it needs an intent name, as in /intent/edit/id=abc;type=post/')
    expect(() => parseIntentPath('%20/id=a')).toThrow('Invalid intent name "%20"')
    expect(() => parseIntentPath('edit/id=a/e30/more')).toThrow('unexpected "/more" after the payload')
    expect(() => encodeIntentPath({intent: '../edit'})).toThrow('Invalid intent name "../edit"')
  })

  it('survive the browser’s URL normalisation: encode, then decode, gives the intent back', () => {
    const intentName = fc.oneof(fc.constantFrom('create', 'edit'), fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,10}$/))
    const text = fc.string({unit: 'grapheme', maxLength: 12})
    const params = fc.dictionary(
      text.filter((key) => key !== ''),
      text,
      {maxKeys: 5},
    )
    const payload = fc.option(fc.jsonValue({maxDepth: 3}), {nil: undefined})
    fc.assert(
      fc.property(intentName, params, payload, (intent, intentParams, intentPayload) => {
        const url = `/blog/${encodeIntentPath({intent, params: intentParams, payload: intentPayload})}`
        const {pathname} = parseLocation(url)
        const decoded = parseIntentPath(pathname.slice('/blog/intent/'.length))
        const expected: IntentRequest = {intent, params: intentParams}
        if (intentPayload !== undefined) expected.payload = JSON.parse(JSON.stringify(intentPayload))
        expect(decoded).toEqual(expected)
      }),
    )
  })
})
