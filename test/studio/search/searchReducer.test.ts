import {describe, expect, it} from 'vitest'
import {
  initialSearchState,
  isValidSearchTerms,
  searchReducer,
  SEARCH_ORDERINGS,
  type SearchAction,
  type SearchHit,
  type SearchState,
} from '../../../src/studio/search'
import {definitionsOf, field} from './support'

const title = field('title', 'string', ['post', 'page'])
const author = field('authorName', 'string', ['post'])
const definitions = definitionsOf([title, author])

const run = (...actions: SearchAction[]): SearchState =>
  actions.reduce(searchReducer, initialSearchState({definitions}))

const hit = (id: string, score = 1): SearchHit => ({hit: {_id: id, _type: 'post'}, score, stories: []})

describe('searchReducer', () => {
  it('starts with empty terms, best match and no results', () => {
    const state = run()
    expect(state.terms).toEqual({query: '', types: [], filters: []})
    expect(state.ordering).toBe(SEARCH_ORDERINGS.relevance)
    expect(state.result).toEqual({error: null, hasLocal: false, hits: [], loaded: false, loading: false})
  })

  it('sets the filters panel visibility and the last active index', () => {
    const state = run({type: 'FILTERS_VISIBLE_SET', visible: false}, {type: 'LAST_ACTIVE_INDEX_SET', index: 4})
    expect(state.filtersVisible).toBe(false)
    expect(state.lastActiveIndex).toBe(4)
  })

  it('sets and resets the ordering, clearing the recent marker and (on set) the local-results flag', () => {
    const fromRecent = run({type: 'TERMS_SET', terms: {query: 'a', types: []}, filters: [], recentIndex: 2})
    expect(fromRecent.recentIndex).toBe(2)
    const local = {...fromRecent, result: {...fromRecent.result, hasLocal: true}}
    const set = searchReducer(local, {type: 'ORDERING_SET', ordering: SEARCH_ORDERINGS.createdDesc})
    expect(set.ordering.name).toBe('createdDesc')
    expect(set.recentIndex).toBeNull()
    expect(set.result.hasLocal).toBe(false)
    const reset = searchReducer({...set, recentIndex: 1}, {type: 'ORDERING_RESET'})
    expect(reset.ordering.name).toBe('relevance')
    expect(reset.recentIndex).toBeNull()
  })

  it('starts and completes a request: the first page replaces the hits, loaded true, error cleared', () => {
    let state = run({type: 'TERMS_QUERY_SET', query: 'old'}, {type: 'SEARCH_REQUEST_START'})
    expect(state.result).toMatchObject({loading: true, loaded: false})
    state = searchReducer(state, {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('a'), hit('b')], nextCursor: 'c1'})
    state = searchReducer(state, {type: 'TERMS_QUERY_SET', query: 'new'})
    state = searchReducer(state, {type: 'SEARCH_REQUEST_ERROR', error: new Error('boom')})
    expect(state.result).toMatchObject({loading: false})
    expect(state.result.error?.message).toBe('boom')
    state = searchReducer(state, {type: 'SEARCH_REQUEST_START'})
    state = searchReducer(state, {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('c')], nextCursor: null})
    expect(state.result.hits.map((h) => h.hit._id)).toEqual(['c'])
    expect(state.result).toMatchObject({error: null, loaded: true, loading: false})
    expect(state.nextCursor).toBeNull()
  })

  it('pages by cursor and merges the next page by document id (a draft and its published document once)', () => {
    let state = run(
      {type: 'TERMS_QUERY_SET', query: 'x'},
      {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('a'), hit('b')], nextCursor: 'next-1'},
    )
    expect(state.nextCursor).toBe('next-1')
    state = searchReducer(state, {type: 'PAGE_INCREMENT'})
    expect(state.cursor).toBe('next-1')
    state = searchReducer(state, {
      type: 'SEARCH_REQUEST_COMPLETE',
      hits: [hit('drafts.b', 3), hit('c')],
      nextCursor: null,
    })
    expect(state.result.hits.map((h) => [h.hit._id, h.score])).toEqual([
      ['a', 1],
      ['drafts.b', 3],
      ['c', 1],
    ])
    // No next page: incrementing does nothing.
    expect(searchReducer(state, {type: 'PAGE_INCREMENT'})).toBe(state)
  })

  it('clears the search: hits and cursors go', () => {
    const state = run(
      {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('a')], nextCursor: 'n'},
      {type: 'PAGE_INCREMENT'},
      {type: 'SEARCH_CLEAR'},
    )
    expect(state.result.hits).toEqual([])
    expect([state.cursor, state.nextCursor]).toEqual([null, null])
  })

  it("adds a filter with its operator's initial value and marks it last added; adding it again keeps one", () => {
    const state = run(
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual'}},
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual'}},
    )
    expect(state.terms.filters).toEqual([
      {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual', value: ''},
    ])
    expect(state.lastAddedFilter).toBe(`string:${title.id}`)
  })

  it('sets a value, removes and clears filters, each change asking for a first page again', () => {
    const key = `string:${title.id}`
    let state = run(
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual'}},
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'updatedAt', operatorType: 'defined'}},
      {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('a')], nextCursor: 'n'},
      {type: 'PAGE_INCREMENT'},
      {type: 'TERMS_FILTERS_SET_VALUE', filterKey: key, value: 'Hello'},
    )
    expect(state.terms.filters[0]!.value).toBe('Hello')
    expect(state.cursor).toBeNull()
    state = searchReducer(state, {type: 'TERMS_FILTERS_REMOVE', filterKey: 'updatedAt'})
    expect(state.terms.filters.map((f) => f.filterName)).toEqual(['string'])
    state = searchReducer(state, {type: 'TERMS_FILTERS_CLEAR'})
    expect(state.terms.filters).toEqual([])
    expect(state.lastAddedFilter).toBeNull()
  })

  it('keeps the value when the new operator takes the same input, and resets it when the input kind changes', () => {
    const key = `string:${title.id}`
    const base = run(
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual'}},
      {type: 'TERMS_FILTERS_SET_VALUE', filterKey: key, value: 'Hello'},
    )
    const same = searchReducer(base, {
      type: 'TERMS_FILTERS_SET_OPERATOR',
      filterKey: key,
      operatorType: 'stringNotEqual',
    })
    expect(same.terms.filters[0]).toMatchObject({operatorType: 'stringNotEqual', value: 'Hello'})
    const other = searchReducer(same, {type: 'TERMS_FILTERS_SET_OPERATOR', filterKey: key, operatorType: 'defined'})
    expect(other.terms.filters[0]).toMatchObject({operatorType: 'defined', value: undefined})
  })

  it('sets the query, resetting cursors and the local-results flag', () => {
    const state = run(
      {type: 'SEARCH_REQUEST_COMPLETE', hits: [hit('a')], nextCursor: 'n'},
      {type: 'PAGE_INCREMENT'},
      {type: 'TERMS_QUERY_SET', query: 'hello'},
    )
    expect(state.terms.query).toBe('hello')
    expect([state.cursor, state.nextCursor]).toEqual([null, null])
  })

  it('sets whole terms from a recent search, replacing filters and terms', () => {
    const state = run(
      {type: 'TERMS_QUERY_SET', query: 'typed'},
      {type: 'TERMS_TYPE_ADD', typeName: 'page'},
      {
        type: 'TERMS_SET',
        terms: {query: 'recent', types: ['post']},
        filters: [{filterName: 'updatedAt', operatorType: 'defined'}],
        recentIndex: 0,
      },
    )
    expect(state.terms).toEqual({
      query: 'recent',
      types: ['post'],
      filters: [{filterName: 'updatedAt', operatorType: 'defined'}],
    })
    expect(state.recentIndex).toBe(0)
  })

  it('adding a type drops field filters not valid for every narrowed type; pinned filters stay', () => {
    const state = run(
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual'}},
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'string', fieldId: author.id, operatorType: 'stringEqual'}},
      {type: 'TERMS_FILTERS_ADD', filter: {filterName: 'updatedAt', operatorType: 'defined'}},
      {type: 'TERMS_TYPE_ADD', typeName: 'page'},
    )
    expect(state.terms.types).toEqual(['page'])
    expect(state.documentTypesNarrowed).toBe(true)
    expect(state.terms.filters.map((f) => f.fieldId ?? f.filterName)).toEqual([title.id, 'updatedAt'])
  })

  it('removes and clears types, resetting cursors', () => {
    let state = run(
      {type: 'TERMS_TYPE_ADD', typeName: 'page'},
      {type: 'TERMS_TYPE_ADD', typeName: 'post'},
      {type: 'SEARCH_REQUEST_COMPLETE', hits: [], nextCursor: 'n'},
      {type: 'PAGE_INCREMENT'},
      {type: 'TERMS_TYPE_REMOVE', typeName: 'page'},
    )
    expect(state.terms.types).toEqual(['post'])
    expect(state.cursor).toBeNull()
    state = searchReducer(state, {type: 'TERMS_TYPES_CLEAR'})
    expect(state.terms.types).toEqual([])
    expect(state.documentTypesNarrowed).toBe(false)
  })
})

describe('isValidSearchTerms', () => {
  it('is valid with a query, a type or a usable filter; not with spaces or an empty filter', () => {
    const terms = {query: '', types: [], filters: []}
    expect(isValidSearchTerms(terms, definitions)).toBe(false)
    expect(isValidSearchTerms({...terms, query: '   '}, definitions)).toBe(false)
    expect(isValidSearchTerms({...terms, query: ' a '}, definitions)).toBe(true)
    expect(isValidSearchTerms({...terms, types: ['post']}, definitions)).toBe(true)
    const empty = {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual', value: ''}
    expect(isValidSearchTerms({...terms, filters: [empty]}, definitions)).toBe(false)
    expect(isValidSearchTerms({...terms, filters: [{...empty, value: 'x'}]}, definitions)).toBe(true)
    expect(isValidSearchTerms(terms, definitions, {allowEmptyQueries: true})).toBe(true)
  })
})
