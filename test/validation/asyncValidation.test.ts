import {afterEach, describe, expect, it, vi} from 'vitest'
import type {ValidationClient} from '../../src/types'
import {validateDocument, VALIDATION_CONCURRENCY, type ValidationRule} from '../../src/validation'
import {brief, doc, docSchema, fieldMarkers, validate} from './fixtures'

/** A fake lake client: records every fetch and answers with `answer`. */
function fakeClient(answer: unknown) {
  const calls: Array<{apiVersion: string; query: string; params: Record<string, unknown> | undefined}> = []
  const getClient = ({apiVersion}: {apiVersion: string}): ValidationClient => ({
    fetch: async <R>(query: string, params?: Record<string, unknown>) => {
      calls.push({apiVersion, query, params})
      return answer as R
    },
  })
  return {calls, getClient}
}

describe('slug rules', () => {
  it('require an object with a non-empty current', async () => {
    expect(brief(await fieldMarkers({type: 'slug'}, 'my-slug'))).toEqual([['error', 'f', 'Slug must be an object']])
    expect(brief(await fieldMarkers({type: 'slug'}, {_type: 'slug', current: '  '}))).toEqual([
      ['error', 'f', 'Slug must have a value'],
    ])
  })

  it('ask the lake whether another document of the type uses the slug, excluding its own ids', async () => {
    const {calls, getClient} = fakeClient(false)
    const markers = await validate(
      docSchema({name: 'slug', type: 'slug'}),
      {_id: 'drafts.p1', _type: 'doc', slug: {_type: 'slug', current: 'hello'}},
      {getClient},
    )
    expect(brief(markers)).toEqual([['error', 'slug', 'Slug is already in use']])
    expect(calls).toEqual([
      {
        apiVersion: '2023-11-13',
        query: '!defined(*[_type == $docType && !(_id in [$draft, $published]) && slug.current == $slug][0]._id)',
        params: {docType: 'doc', draft: 'drafts.p1', published: 'p1', slug: 'hello'},
      },
    ])
  })

  it('pass when the lake finds no other document', async () => {
    const {getClient} = fakeClient(true)
    expect(await fieldMarkers({type: 'slug'}, {current: 'free'}, {getClient})).toEqual([])
  })

  it('use the path of a nested slug in the query', async () => {
    const {calls, getClient} = fakeClient(true)
    const schema = docSchema({name: 'seo', type: 'object', fields: [{name: 'slug', type: 'slug'}]} as never)
    await validate(schema, doc('doc', {seo: {slug: {current: 'x'}}}), {getClient})
    expect(calls[0]?.query).toContain('seo.slug.current == $slug')
  })

  it('let options.isUnique replace the default check', async () => {
    const {calls, getClient} = fakeClient(true)
    const isUnique = vi.fn(async (slug: string, _context: unknown) => slug !== 'taken')
    const definition = {type: 'slug', options: {isUnique}}
    expect(brief(await fieldMarkers(definition as never, {current: 'taken'}, {getClient}))).toEqual([
      ['error', 'f', 'Slug is already in use'],
    ])
    expect(calls).toEqual([])
    expect(isUnique.mock.calls[0]?.[1]).toMatchObject({path: ['f'], document: {_id: 'doc1'}})
  })

  it('warn about slugs in arrays and skip the default check, unless disableArrayWarning', async () => {
    const {calls, getClient} = fakeClient(false)
    const schema = docSchema({name: 'list', type: 'array', of: [{type: 'slug'}]} as never)
    const markers = await validate(schema, doc('doc', {list: [{_key: 'a', _type: 'slug', current: 'x'}]}), {getClient})
    expect(markers).toHaveLength(1)
    expect(markers[0]).toMatchObject({level: 'warning', path: ['list', {_key: 'a'}]})
    expect(calls).toEqual([])
    const quiet = docSchema({
      name: 'list',
      type: 'array',
      of: [{type: 'slug', options: {disableArrayWarning: true}}],
    } as never)
    expect(await validate(quiet, doc('doc', {list: [{_key: 'a', _type: 'slug', current: 'x'}]}), {getClient})).toEqual(
      [],
    )
  })
})

describe('reference rule', () => {
  const refField = (extra: Record<string, unknown> = {}) =>
    ({type: 'reference', to: [{type: 'doc'}], ...extra}) as never

  it('asks getDocumentExists for the published id of a strong reference', async () => {
    const getDocumentExists = vi.fn(async () => false)
    const markers = await fieldMarkers(refField(), {_type: 'reference', _ref: 'drafts.target'}, {getDocumentExists})
    expect(brief(markers)).toEqual([['error', 'f', 'Referenced document must be published']])
    expect(getDocumentExists).toHaveBeenCalledWith({id: 'target'})
  })

  it('passes a published target', async () => {
    expect(
      await fieldMarkers(refField(), {_type: 'reference', _ref: 'target'}, {getDocumentExists: async () => true}),
    ).toEqual([])
  })

  it('does not check weak references or ones to be strengthened on publish', async () => {
    const getDocumentExists = vi.fn(async () => false)
    expect(
      await fieldMarkers(refField({weak: true}), {_type: 'reference', _ref: 'x', _weak: true}, {getDocumentExists}),
    ).toEqual([])
    expect(
      await fieldMarkers(
        refField(),
        {_type: 'reference', _ref: 'x', _weak: true, _strengthenOnPublish: {type: 'doc'}},
        {getDocumentExists},
      ),
    ).toEqual([])
    expect(getDocumentExists).not.toHaveBeenCalled()
  })

  it('checks references inside arrays', async () => {
    const schema = docSchema({name: 'refs', type: 'array', of: [{type: 'reference', to: [{type: 'doc'}]}]} as never)
    const markers = await validate(schema, doc('doc', {refs: [{_key: 'r', _type: 'reference', _ref: 'gone'}]}), {
      getDocumentExists: async () => false,
    })
    expect(brief(markers)).toEqual([['error', 'refs[r]', 'Referenced document must be published']])
  })
})

describe('concurrency', () => {
  it(`runs at most ${VALIDATION_CONCURRENCY} async validators at once`, async () => {
    let inFlight = 0
    let maxInFlight = 0
    const slow = async (): Promise<true> => {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return true
    }
    const schema = docSchema({
      name: 'list',
      type: 'array',
      of: [{type: 'string', validation: (r: ValidationRule) => r.custom(slow)}],
    } as never)
    const list = Array.from({length: 100}, (_, index) => `v${index}`)
    await validate(schema, doc('doc', {list}))
    expect(maxInFlight).toBe(VALIDATION_CONCURRENCY)
  })

  it('lets bypassConcurrencyLimit validators start at once', async () => {
    let inFlight = 0
    let maxInFlight = 0
    const slow = async () => {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return true as const
    }
    const schema = docSchema({
      name: 'list',
      type: 'array',
      of: [{type: 'string', validation: (r: ValidationRule) => r.custom(slow, {bypassConcurrencyLimit: true})}],
    } as never)
    await validate(schema, doc('doc', {list: Array.from({length: 60}, (_, index) => `v${index}`)}))
    expect(maxInFlight).toBe(60)
  })
})

describe('cancellation', () => {
  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      validate(docSchema({name: 'a', type: 'string'}), doc('doc'), {signal: controller.signal}),
    ).rejects.toMatchObject({name: 'AbortError'})
  })

  it('rejects promptly with an AbortError and stops starting validators', async () => {
    let started = 0
    const never = () => {
      started++
      return new Promise<true>(() => {})
    }
    const schema = docSchema({
      name: 'list',
      type: 'array',
      of: [{type: 'string', validation: (r: ValidationRule) => r.custom(never)}],
    } as never)
    const controller = new AbortController()
    const run = validateDocument({
      schema,
      document: doc('doc', {list: Array.from({length: 100}, (_, index) => `v${index}`)}),
      signal: controller.signal,
    })
    await Promise.resolve()
    controller.abort()
    await expect(run).rejects.toMatchObject({name: 'AbortError'})
    expect(started).toBe(VALIDATION_CONCURRENCY)
  })

  it("rejects with the signal's reason when it is an error", async () => {
    const controller = new AbortController()
    const reason = new Error('navigated away')
    const schema = docSchema({
      name: 'a',
      type: 'string',
      validation: (r: ValidationRule) => r.custom(() => new Promise<true>(() => {})),
    } as never)
    const run = validate(schema, doc('doc', {a: 'x'}), {signal: controller.signal})
    controller.abort(reason)
    await expect(run).rejects.toBe(reason)
  })
})

describe('slow validators', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('log a warning after 5000 ms', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const slow = () => new Promise<true>((resolve) => setTimeout(() => resolve(true), 6000))
    const run = fieldMarkers({type: 'string', validation: (r: ValidationRule) => r.custom(slow)} as never, 'x')
    await vi.advanceTimersByTimeAsync(4999)
    expect(warn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/"f".*5000 ms/)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await run).toEqual([])
  })

  it('do not warn when they finish in time', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const quick = () => new Promise<true>((resolve) => setTimeout(() => resolve(true), 100))
    const run = fieldMarkers({type: 'string', validation: (r: ValidationRule) => r.custom(quick)} as never, 'x')
    await vi.advanceTimersByTimeAsync(10_000)
    await run
    expect(warn).not.toHaveBeenCalled()
  })
})
