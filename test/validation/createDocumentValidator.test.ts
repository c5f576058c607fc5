import fc from 'fast-check'
import {describe, expect, it, vi} from 'vitest'
import type {Path, PathSegment} from '../../src/types'
import {createDocumentValidator, validateDocument, type ValidationRule} from '../../src/validation'
import {schemaOf} from './fixtures'

const person = {
  name: 'person',
  type: 'object',
  fields: [
    {name: 'name', type: 'string', validation: (r: ValidationRule) => r.required().min(2)},
    {name: 'email', type: 'email'},
    {name: 'tags', type: 'array', of: [{type: 'string'}], validation: (r: ValidationRule) => r.unique()},
    {name: 'children', type: 'array', of: [{type: 'child'}]},
  ],
}
const child = {
  name: 'child',
  type: 'object',
  fields: [
    {name: 'label', type: 'string', validation: (r: ValidationRule) => r.uppercase()},
    {name: 'age', type: 'number', validation: (r: ValidationRule) => r.integer().max(r.valueOfField('maxAge'))},
    {name: 'maxAge', type: 'number'},
  ],
}
const page = {
  name: 'page',
  type: 'document',
  validation: (r: ValidationRule) =>
    r.custom((value) => {
      const doc = value as {title?: unknown; subtitle?: unknown} | undefined
      return doc?.title !== undefined && doc.title === doc.subtitle
        ? {message: 'Same as title', path: ['subtitle']}
        : true
    }),
  fields: [
    {
      name: 'title',
      type: 'string',
      validation: (r: ValidationRule) =>
        r
          .required()
          .custom((value, context) =>
            (context.document as {mode?: unknown}).mode === 'strict' && typeof value === 'string' && value.length < 5
              ? 'Too short for strict mode'
              : true,
          ),
    },
    {name: 'subtitle', type: 'string'},
    {name: 'mode', type: 'string', options: {list: ['strict', 'relaxed']}},
    {
      name: 'count',
      type: 'number',
      validation: (r: ValidationRule) => r.min(0).custom(async (value) => (value === 13 ? 'Unlucky' : true)),
    },
    {name: 'people', type: 'array', of: [{type: 'person'}], validation: (r: ValidationRule) => r.max(4)},
    {name: 'site', type: 'url'},
  ],
}
const schema = schemaOf(child as never, person as never, page as never)

const base = {
  _id: 'p1',
  _type: 'page',
  title: 'Hello',
  mode: 'relaxed',
  count: 1,
  people: [
    {
      _key: 'a',
      _type: 'person',
      name: 'Ann',
      tags: ['x', 'y'],
      children: [{_key: 'c1', _type: 'child', label: 'A', age: 3, maxAge: 10}],
    },
    {_key: 'b', _type: 'person', name: 'B', email: 'nope', tags: ['x', 'x']},
  ],
}

type Json = unknown

/** Sets (or, with `undefined`, removes) the value at a path, copying only along the path. */
function setIn(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next
  const [head, ...rest] = path as [PathSegment, ...Path]
  if (Array.isArray(value)) {
    const index =
      typeof head === 'number'
        ? head
        : value.findIndex((item) => (item as {_key?: string})?._key === (head as {_key: string})._key)
    if (index < 0) return value
    const copy = [...value]
    const replaced = setIn(copy[index], rest, next)
    if (replaced === undefined) copy.splice(index, 1)
    else copy[index] = replaced
    return copy
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, Json>
  const copy = {...record}
  const replaced = setIn(record[head as string], rest, next)
  if (replaced === undefined) delete copy[head as string]
  else copy[head as string] = replaced
  return copy
}

/** Every path in a value, containers included. */
function pathsOf(value: Json, path: Path = []): Path[] {
  const paths: Path[] = [path]
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])))
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value))
      if (!key.startsWith('_')) paths.push(...pathsOf(child, [...path, key]))
  }
  return paths
}

const leafValue = fc.oneof(
  fc.constantFrom('Hello', 'Hi', 'strict', 'relaxed', 'x', 'X', '', 'ANN', 'a@b.no', 'https://a.no', 'ftp://a'),
  fc.constantFrom(0, -1, 1.5, 13, 3, 42, 10),
  fc.constant(undefined),
  fc.constant(true),
  fc.constant(['x', 'x']),
  fc.constant({_key: 'n', _type: 'person', name: 'Neo', tags: []}),
  fc.constant({_key: 'c9', _type: 'child', label: 'low', age: 20, maxAge: 5}),
  fc.constant({_key: 'u', _type: 'unknownType'}),
)
const topField = fc.constantFrom('title', 'subtitle', 'mode', 'count', 'people', 'site', 'extra')
const edit = fc.oneof(
  fc.record({kind: fc.constant('anywhere' as const), pick: fc.nat(), value: leafValue}),
  fc.record({kind: fc.constant('field' as const), field: topField, value: leafValue}),
  fc.record({kind: fc.constant('insert' as const), pick: fc.nat(), value: leafValue}),
)

function applyEdit(document: Json, change: {kind: string; pick?: number; field?: string; value: Json}): Json {
  if (change.kind === 'field') return setIn(document, [change.field!], change.value)
  const paths = pathsOf(document).filter((path) => path.length > 0)
  if (paths.length === 0) return document
  const path = paths[change.pick! % paths.length]!
  if (change.kind === 'insert') {
    const arrays = paths.filter((candidate) => Array.isArray(getIn(document, candidate)))
    if (arrays.length === 0) return setIn(document, path, change.value)
    const target = arrays[change.pick! % arrays.length]!
    const list = getIn(document, target) as Json[]
    if (change.value === undefined) return document
    return setIn(document, target, [...list, change.value])
  }
  return setIn(document, path, change.value)
}

function getIn(value: Json, path: Path): Json {
  let current = value
  for (const segment of path)
    current = (current as Record<string | number, Json> | undefined)?.[segment as string | number]
  return current
}

describe('createDocumentValidator', () => {
  it('gives the same markers as a full run after a change', async () => {
    const validator = createDocumentValidator({schema})
    const markers = await validator.validate(base)
    const edited = setIn(base, ['people', 1, 'name'], 'Bob')
    const incremental = await validator.validate(edited, {previous: {document: base, markers}})
    expect(incremental).toEqual(await validateDocument({schema, document: edited}))
    expect(incremental.some((marker) => marker.message === 'Must be at least 2 characters long')).toBe(false)
  })

  it('does not run the rules of unchanged values again', async () => {
    const uppercase = vi.fn((value: unknown) =>
      typeof value === 'string' && value === value.toUpperCase() ? true : 'Upper!',
    )
    const counted = schemaOf({
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'a', type: 'string', validation: (r: ValidationRule) => r.regex(/^[A-Z]*$/, 'caps')},
        {
          name: 'list',
          type: 'array',
          of: [{type: 'object', name: 'item', fields: [{name: 'v', type: 'string'}]}],
          validation: (r: ValidationRule) => r.unique(),
        },
        {name: 'b', type: 'string', validation: (r: ValidationRule) => r.custom(uppercase)},
      ],
    } as never)
    const validator = createDocumentValidator({schema: counted})
    const first = {_id: 'd', _type: 'doc', a: 'x', list: [{_key: 'k', _type: 'item', v: '1'}], b: 'B'}
    const markers = await validator.validate(first)
    expect(markers.map((marker) => marker.message)).toEqual(['Does not match "caps"-pattern'])
    const second = {...first, a: 'Y'}
    const next = await validator.validate(second, {previous: {document: first, markers}})
    expect(next).toEqual([])
    // Custom validators may read the whole document, so they run every time.
    expect(uppercase).toHaveBeenCalledTimes(2)
  })

  it('keeps the answers of async checks for unchanged values', async () => {
    const getDocumentExists = vi.fn(async () => true)
    const withRef = schemaOf({
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'a', type: 'string'},
        {name: 'ref', type: 'reference', to: [{type: 'doc'}]},
      ],
    } as never)
    const validator = createDocumentValidator({schema: withRef, getDocumentExists})
    const first = {_id: 'd', _type: 'doc', a: 'x', ref: {_type: 'reference', _ref: 'other'}}
    const markers = await validator.validate(first)
    await validator.validate({...first, a: 'y'}, {previous: {document: first, markers}})
    expect(getDocumentExists).toHaveBeenCalledTimes(1)
  })

  it('re-runs context-dependent rules of unchanged values (valueOfField, custom reading the document)', async () => {
    const validator = createDocumentValidator({schema})
    const markers = await validator.validate(base)
    const strict = {...base, mode: 'strict'}
    const next = await validator.validate(strict, {previous: {document: base, markers}})
    expect(next.filter((marker) => marker.message === 'Too short for strict mode')).toHaveLength(0)
    const stricter = {...strict, title: 'Hey'}
    const last = await validator.validate(stricter, {previous: {document: strict, markers: next}})
    expect(last).toEqual(await validateDocument({schema, document: stricter}))
    expect(last.filter((marker) => marker.message === 'Too short for strict mode')).toHaveLength(1)

    const lowered = setIn(base, ['people', 0, 'children', 0, 'maxAge'], 2)
    const afterMax = await validator.validate(lowered, {previous: {document: base, markers}})
    expect(afterMax).toEqual(await validateDocument({schema, document: lowered}))
    expect(afterMax.some((marker) => marker.message === 'Must be lower than or equal to 2')).toBe(true)
  })

  it('falls back to a full run for markers it did not produce', async () => {
    const validator = createDocumentValidator({schema})
    const foreign = [{level: 'error' as const, message: 'stale', path: ['title']}]
    expect(await validator.validate(base, {previous: {document: base, markers: foreign}})).toEqual(
      await validateDocument({schema, document: base}),
    )
  })

  it('matches a full run after any sequence of random edits', async () => {
    const validator = createDocumentValidator({schema})
    const initial = await validator.validate(base)
    await fc.assert(
      fc.asyncProperty(fc.array(edit, {minLength: 1, maxLength: 6}), async (edits) => {
        let document: Json = base
        let markers = initial
        for (const change of edits) {
          const next = applyEdit(document, change)
          markers = await validator.validate(next, {previous: {document, markers}})
          document = next
          expect(markers).toEqual(await validateDocument({schema, document}))
        }
      }),
      {numRuns: 300},
    )
  })
})
