import {afterEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {
  BUILT_IN_SEARCH_FILTERS,
  BUILT_IN_SEARCH_OPERATORS,
  createSearchDefinitions,
  createSearchRequest,
  getFilterGroq,
  SEARCH_ORDERINGS,
  type SearchFilter,
} from '../../../src/studio/search'

const op = (name: string) => BUILT_IN_SEARCH_OPERATORS.find((operator) => operator.name === name)!
const groq = (name: string, value: unknown, fieldPath = 'field') => op(name).groqFilter({fieldPath, value})
/** Local time, as date pickers produce it. */
const local = (...parts: [number, number, number, number?, number?, number?, number?]) =>
  new Date(...(parts as unknown as [number, number])).toISOString()

afterEach(() => vi.useRealTimers())

describe('search operators', () => {
  it('offers every operator of shell spec §5, each with name and description keys', () => {
    const names = BUILT_IN_SEARCH_OPERATORS.map((operator) => operator.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'arrayCountEqual',
        'arrayCountGt',
        'arrayCountGte',
        'arrayCountLt',
        'arrayCountLte',
        'arrayCountNotEqual',
        'arrayCountRange',
        'arrayListIncludes',
        'arrayListNotIncludes',
        'arrayReferenceIncludes',
        'arrayReferenceNotIncludes',
        'booleanEqual',
        'dateAfter',
        'dateBefore',
        'dateEqual',
        'dateLast',
        'dateNotEqual',
        'dateRange',
        'dateTimeAfter',
        'dateTimeBefore',
        'dateTimeEqual',
        'dateTimeLast',
        'dateTimeNotEqual',
        'dateTimeRange',
        'defined',
        'notDefined',
        'numberEqual',
        'numberGt',
        'numberGte',
        'numberLt',
        'numberLte',
        'numberNotEqual',
        'numberRange',
        'portableTextMatches',
        'referenceEqual',
        'referenceNotEqual',
        'referencesDocument',
        'slugEqual',
        'stringEqual',
        'stringNotEqual',
        'stringMatches',
        'stringListEqual',
        'stringListNotEqual',
      ]),
    )
    expect(new Set(names).size).toBe(names.length)
    for (const operator of BUILT_IN_SEARCH_OPERATORS) {
      expect(operator.nameKey).toMatch(/^search:operator\./)
      expect(operator.descriptionKey).toMatch(/^search:operator\..*\.description$/)
    }
  })

  it('writes string, slug and Portable Text fragments, and none for an empty text', () => {
    expect(groq('stringEqual', 'Hello "you"')).toBe('field == "Hello \\"you\\""')
    expect(groq('stringNotEqual', 'a')).toBe('!(field == "a")')
    expect(groq('stringMatches', 'hel')).toBe('field match "hel*"')
    expect(groq('stringNotMatches', 'hel')).toBe('!(field match "hel*")')
    expect(groq('stringMatches', 'two words')).toBe('field match ["two*", "words*"]')
    expect(groq('slugEqual', 'my-post')).toBe('field.current == "my-post"')
    expect(groq('portableTextMatches', 'word')).toBe('pt::text(field) match "word*"')
    expect(groq('stringListEqual', 'draft')).toBe('field == "draft"')
    for (const empty of ['', '   ', null, undefined, 3]) expect(groq('stringEqual', empty)).toBeNull()
  })

  it('reaches fields inside arrays through a count of matching items', () => {
    expect(groq('stringEqual', 'Ada', 'authors[].name')).toBe('count(authors[name == "Ada"]) > 0')
    expect(groq('stringNotEqual', 'Ada', 'authors[].name')).toBe('!(count(authors[name == "Ada"]) > 0)')
    expect(groq('defined', undefined, 'a[].b[].c')).toBe('count(a[count(b[defined(c)]) > 0]) > 0')
  })

  it('writes number comparisons and ranges; a non-finite number or an empty range makes none', () => {
    expect(groq('numberEqual', 3)).toBe('field == 3')
    expect(groq('numberNotEqual', '2.5')).toBe('field != 2.5')
    expect(groq('numberGt', 1)).toBe('field > 1')
    expect(groq('numberGte', 1)).toBe('field >= 1')
    expect(groq('numberLt', 1)).toBe('field < 1')
    expect(groq('numberLte', -1)).toBe('field <= -1')
    expect(groq('numberRange', {from: 1, to: 5})).toBe('field >= 1 && field <= 5')
    expect(groq('numberRange', {from: null, to: 5})).toBe('field <= 5')
    expect(groq('numberRange', {from: null, to: null})).toBeNull()
    expect(groq('numberEqual', Infinity)).toBeNull()
    expect(groq('numberEqual', 'abc')).toBeNull()
  })

  it('writes array count, list and reference fragments', () => {
    expect(groq('arrayCountEqual', 2)).toBe('count(field) == 2')
    expect(groq('arrayCountNotEqual', 2)).toBe('count(field) != 2')
    expect(groq('arrayCountGt', 2)).toBe('count(field) > 2')
    expect(groq('arrayCountGte', 2)).toBe('count(field) >= 2')
    expect(groq('arrayCountLt', 2)).toBe('count(field) < 2')
    expect(groq('arrayCountLte', 2)).toBe('count(field) <= 2')
    expect(groq('arrayCountRange', {from: 1, to: 3})).toBe('count(field) >= 1 && count(field) <= 3')
    expect(groq('arrayListIncludes', 'red')).toBe('"red" in field')
    expect(groq('arrayListNotIncludes', 'red')).toBe('!("red" in field)')
    expect(groq('arrayReferenceIncludes', {_ref: 'a1', _type: 'author'})).toBe('"a1" in field[]._ref')
    expect(groq('arrayReferenceNotIncludes', {_ref: 'a1'})).toBe('!("a1" in field[]._ref)')
    expect(groq('referenceEqual', {_ref: 'a1'})).toBe('field._ref == "a1"')
    expect(groq('referenceNotEqual', {_ref: 'a1'})).toBe('!(field._ref == "a1")')
    expect(groq('referencesDocument', {_ref: 'a1'}, undefined as unknown as string)).toBe('references("a1")')
    expect(groq('referenceEqual', {_ref: ''})).toBeNull()
    expect(groq('booleanEqual', false)).toBe('field == false')
    expect(groq('booleanEqual', 'yes')).toBeNull()
    expect(groq('defined', undefined)).toBe('defined(field)')
    expect(groq('notDefined', undefined)).toBe('!(defined(field))')
  })

  it('rounds dates without time to day boundaries and compares datetimes with dateTime()', () => {
    const day = {date: local(2024, 0, 15, 13, 30), includeTime: false}
    const start = local(2024, 0, 15)
    const end = local(2024, 0, 15, 23, 59, 59, 999)
    expect(groq('dateTimeAfter', day)).toBe(`dateTime(field) > dateTime("${end}")`)
    expect(groq('dateTimeBefore', day)).toBe(`dateTime(field) < dateTime("${start}")`)
    expect(groq('dateTimeEqual', day)).toBe(
      `dateTime(field) >= dateTime("${start}") && dateTime(field) <= dateTime("${end}")`,
    )
    expect(groq('dateTimeNotEqual', day)).toBe(
      `!(dateTime(field) >= dateTime("${start}") && dateTime(field) <= dateTime("${end}"))`,
    )
    // With the time included, 'equal' is that minute.
    expect(groq('dateTimeEqual', {...day, includeTime: true})).toBe(
      `dateTime(field) >= dateTime("${local(2024, 0, 15, 13, 30)}") && dateTime(field) <= dateTime("${local(2024, 0, 15, 13, 30, 59, 999)}")`,
    )
    // Calendar dates compare as YYYY-MM-DD strings.
    expect(groq('dateEqual', day)).toBe('field == "2024-01-15"')
    expect(groq('dateAfter', day)).toBe('field > "2024-01-15"')
    expect(groq('dateTimeAfter', {date: null, includeTime: false})).toBeNull()
    expect(groq('dateTimeAfter', {date: 'not a date', includeTime: false})).toBeNull()
  })

  it('writes ranges from the start of the first day to the end of the last, open at a missing end', () => {
    const range = {from: local(2024, 0, 1, 10), to: local(2024, 0, 31, 8), includeTime: false}
    expect(groq('dateTimeRange', range)).toBe(
      `dateTime(field) >= dateTime("${local(2024, 0, 1)}") && dateTime(field) <= dateTime("${local(2024, 0, 31, 23, 59, 59, 999)}")`,
    )
    expect(groq('dateTimeRange', {...range, includeTime: true})).toBe(
      `dateTime(field) >= dateTime("${range.from}") && dateTime(field) <= dateTime("${range.to}")`,
    )
    expect(groq('dateRange', {...range, to: null})).toBe('field >= "2024-01-01"')
    expect(groq('dateRange', {from: null, to: null, includeTime: false})).toBeNull()
  })

  it("writes 'last N days, months, years' from now, 7 days by default", () => {
    vi.useFakeTimers({now: new Date(2024, 2, 31, 12, 0)})
    expect(op('dateTimeLast').initialValue).toEqual({unit: 'day', unitValue: 7})
    expect(groq('dateTimeLast', {unit: 'day', unitValue: 7})).toBe(
      `dateTime(field) >= dateTime("${local(2024, 2, 24, 12)}")`,
    )
    // One month before 31 March is the last day of February.
    expect(groq('dateTimeLast', {unit: 'month', unitValue: 1})).toBe(
      `dateTime(field) >= dateTime("${local(2024, 1, 29, 12)}")`,
    )
    expect(groq('dateLast', {unit: 'year', unitValue: 2})).toBe('field >= "2022-03-31"')
    expect(groq('dateTimeLast', {unit: 'week', unitValue: 1})).toBeNull()
    expect(groq('dateTimeLast', {unit: 'day', unitValue: null})).toBeNull()
  })
})

const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string'}),
      defineField({name: 'status', type: 'string', options: {list: ['draft', 'done']}}),
      defineField({name: 'rating', type: 'number'}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
      defineField({name: 'tags', type: 'array', of: [{type: 'string'}]}),
      defineField({name: 'body', type: 'array', of: [{type: 'block'}]}),
    ],
    preview: {select: {title: 'title', subtitle: 'status'}},
  }),
])

describe('filter definitions', () => {
  const definitions = createSearchDefinitions({schema})
  const fieldId = (path: string) => [...definitions.fields.values()].find((f) => f.fieldPath === path)!.id

  it("pins 'Edited at', 'Created at' and 'Contains document, image or file'", () => {
    const pinned = BUILT_IN_SEARCH_FILTERS.filter((filter) => filter.type === 'pinned')
    expect(pinned.map((filter) => [filter.name, filter.type === 'pinned' && filter.fieldPath])).toEqual([
      ['updatedAt', '_updatedAt'],
      ['createdAt', '_createdAt'],
      ['references', undefined],
    ])
  })

  it('gives discovered fields their filter: stringList, reference, number, portableText', () => {
    const byPath = Object.fromEntries([...definitions.fields.values()].map((f) => [f.fieldPath, f.filterName]))
    expect(byPath).toMatchObject({
      title: 'string',
      status: 'stringList',
      rating: 'number',
      author: 'reference',
      body: 'portableText',
      name: 'string',
    })
  })

  it('drops filters that are not usable: unknown filter or operator, an operator the filter does not offer, a gone field, an empty value', () => {
    const filter: SearchFilter = {
      filterName: 'string',
      fieldId: fieldId('title'),
      operatorType: 'stringEqual',
      value: 'x',
    }
    expect(getFilterGroq(filter, definitions)).toBe('title == "x"')
    expect(getFilterGroq({...filter, filterName: 'nope'}, definitions)).toBeNull()
    expect(getFilterGroq({...filter, operatorType: 'nope'}, definitions)).toBeNull()
    expect(getFilterGroq({...filter, operatorType: 'numberGt'}, definitions)).toBeNull()
    expect(getFilterGroq({...filter, fieldId: 'gone'}, definitions)).toBeNull()
    expect(getFilterGroq({...filter, value: ''}, definitions)).toBeNull()
    expect(
      getFilterGroq(
        {filterName: 'updatedAt', operatorType: 'dateTimeLast', value: {unit: 'day', unitValue: 7}},
        definitions,
      ),
    ).toMatch(/^dateTime\(_updatedAt\) >= dateTime\("/)
  })

  it('lets a plugin add an operator and replace a filter; an operator without a description warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const custom = createSearchDefinitions({
      schema,
      operators: [
        {
          name: 'stringStartsWith',
          nameKey: 'x',
          initialValue: '',
          groqFilter: ({fieldPath, value}) => `${fieldPath} match "${String(value)}*"`,
        },
      ],
      filters: [{type: 'field', name: 'string', operators: [{type: 'item', name: 'stringStartsWith'}]}],
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stringStartsWith'))
    warn.mockRestore()
    const filter: SearchFilter = {
      filterName: 'string',
      fieldId: fieldId('title'),
      operatorType: 'stringStartsWith',
      value: 'He',
    }
    expect(getFilterGroq(filter, custom)).toBe('title match "He*"')
    expect(getFilterGroq({...filter, operatorType: 'stringEqual'}, custom)).toBeNull()
  })

  it('makes filters the lake runs: each fragment finds exactly the documents it describes', async () => {
    vi.useFakeTimers({now: new Date('2024-06-10T12:00:00Z'), toFake: ['Date']})
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [
      {create: {_id: 'ada', _type: 'author', name: 'Ada'}},
      {
        create: {
          _id: 'p1',
          _type: 'post',
          title: 'Hello world',
          status: 'draft',
          rating: 4,
          author: {_type: 'reference', _ref: 'ada'},
          tags: ['a', 'b'],
          body: [{_type: 'block', _key: 'k', children: [{_type: 'span', _key: 's', text: 'Gardens in spring'}]}],
        },
      },
      {create: {_id: 'p2', _type: 'post', title: 'Other', status: 'done', rating: 2, tags: []}},
    ])
    const ids = async (filter: SearchFilter) => {
      const request = createSearchRequest({
        terms: {query: '', types: ['post'], filters: [filter]},
        ordering: SEARCH_ORDERINGS.createdAsc,
        cursor: null,
        definitions,
        schema,
      })
      const {hits} = await lake.textSearch('production', request)
      return hits.map((hit) => hit.id)
    }
    expect(
      await ids({filterName: 'string', fieldId: fieldId('title'), operatorType: 'stringMatches', value: 'hell'}),
    ).toEqual(['p1'])
    expect(
      await ids({
        filterName: 'stringList',
        fieldId: fieldId('status'),
        operatorType: 'stringListNotEqual',
        value: 'draft',
      }),
    ).toEqual(['p2'])
    expect(
      await ids({
        filterName: 'number',
        fieldId: fieldId('rating'),
        operatorType: 'numberRange',
        value: {from: 3, to: 5},
      }),
    ).toEqual(['p1'])
    expect(
      await ids({
        filterName: 'reference',
        fieldId: fieldId('author'),
        operatorType: 'referenceEqual',
        value: {_ref: 'ada', _type: 'author'},
      }),
    ).toEqual(['p1'])
    expect(
      await ids({filterName: 'references', operatorType: 'referencesDocument', value: {_ref: 'ada', _type: 'author'}}),
    ).toEqual(['p1'])
    expect(await ids({filterName: 'array', fieldId: fieldId('tags'), operatorType: 'arrayCountGte', value: 1})).toEqual(
      ['p1'],
    )
    expect(
      await ids({
        filterName: 'portableText',
        fieldId: fieldId('body'),
        operatorType: 'portableTextMatches',
        value: 'garden',
      }),
    ).toEqual(['p1'])
    expect(
      await ids({filterName: 'updatedAt', operatorType: 'dateTimeLast', value: {unit: 'day', unitValue: 7}}),
    ).toHaveLength(2)
  })
})

describe('createSearchRequest', () => {
  const definitions = createSearchDefinitions({schema})
  it('asks for the query in every document type with preview weights, best match by score, a first page of hits', () => {
    const request = createSearchRequest({
      terms: {query: ' hello ', types: [], filters: []},
      ordering: SEARCH_ORDERINGS.relevance,
      cursor: null,
      definitions,
      schema,
    })
    expect(request.query).toEqual({string: 'hello'})
    expect(request.params).toEqual({__types: ['author', 'post']})
    expect(request.filter).toBe('_type in $__types')
    expect(request.order).toBeUndefined()
    // The first page is small, so the first results come quickly.
    expect(request.limit).toBe(100)
    const post = request.types!.find((type) => type.name === 'post')!
    expect(post.paths).toEqual(
      expect.arrayContaining([
        {path: 'title', weight: 10},
        {path: 'status', weight: 5},
        {path: 'body[].children[].text', weight: 1},
      ]),
    )
    expect(request.includeAttributes).toEqual(expect.arrayContaining(['_id', '_type', 'title', 'status']))
  })

  it('sorts by the ordering, adds usable filters only, and pages from the cursor', () => {
    const title = [...definitions.fields.values()].find((f) => f.fieldPath === 'title')!.id
    const request = createSearchRequest({
      terms: {
        query: '',
        types: ['post'],
        filters: [
          {filterName: 'string', fieldId: title, operatorType: 'stringEqual', value: 'x'},
          {filterName: 'string', fieldId: title, operatorType: 'stringMatches', value: ''},
        ],
      },
      ordering: SEARCH_ORDERINGS.updatedDesc,
      cursor: 'abc',
      definitions,
      schema,
    })
    expect(request.filter).toBe('_type in $__types && (title == "x")')
    expect(request.order).toEqual([{attribute: '_updatedAt', direction: 'desc'}])
    expect(request.fromCursor).toBe('abc')
    // Pages after the first are larger.
    expect(request.limit).toBe(1000)
  })
})
