import {describe, expect, it} from 'vitest'
import {createRecentSearchesStore, recentSearchKey, type SearchFilter} from '../../../src/studio/search'
import {definitionsOf, field, memoryStorage} from './support'

const title = field('title', 'string', ['post'])
const definitions = definitionsOf([title])
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 12, minute))

function store(storage = memoryStorage(), documentTypes = ['post', 'page']) {
  return {
    storage,
    recent: createRecentSearchesStore({storage, projectId: 'p1', dataset: 'production', documentTypes, definitions}),
  }
}

describe('recent searches', () => {
  it('stores searches newest first under studio.search.recent, version 2, with the query trimmed', () => {
    const {storage, recent} = store()
    recent.add({query: '  hello ', types: ['post'], filters: []}, at(1))
    const key = recentSearchKey('p1', 'production')
    expect(key.startsWith('studio.search.recent')).toBe(true)
    expect(JSON.parse(storage.items.get(key)!)).toEqual({
      version: 2,
      recentSearches: [
        {created: '2024-01-01T12:01:00.000Z', filters: [], terms: {query: 'hello', typeNames: ['post']}},
      ],
    })
  })

  it('keeps five, and moves a repeated search to the front instead of keeping it twice', () => {
    const {recent} = store()
    for (let i = 0; i < 7; i++) recent.add({query: `q${i}`, types: [], filters: []}, at(i))
    expect(recent.get().map((s) => s.terms.query)).toEqual(['q6', 'q5', 'q4', 'q3', 'q2'])
    recent.add({query: 'q4', types: [], filters: []}, at(10))
    expect(recent.get().map((s) => s.terms.query)).toEqual(['q4', 'q6', 'q5', 'q3', 'q2'])
  })

  it('keeps each dataset apart', () => {
    const storage = memoryStorage()
    store(storage).recent.add({query: 'a', types: [], filters: []})
    const other = createRecentSearchesStore({
      storage,
      projectId: 'p1',
      dataset: 'staging',
      documentTypes: [],
      definitions,
    })
    expect(other.get()).toEqual([])
  })

  it('saves only usable filters', () => {
    const {recent} = store()
    const usable: SearchFilter = {filterName: 'string', fieldId: title.id, operatorType: 'stringEqual', value: 'x'}
    const empty: SearchFilter = {...usable, operatorType: 'stringNotEqual', value: ''}
    recent.add({query: 'a', types: [], filters: [usable, empty]})
    expect(recent.get()[0]!.filters).toEqual([usable])
  })

  it('purges searches whose types no longer exist or whose filters became invalid, and stores the purge', () => {
    const storage = memoryStorage()
    const {recent} = store(storage, ['post', 'page'])
    recent.add({query: 'page search', types: ['page'], filters: []}, at(1))
    recent.add(
      {
        query: 'filtered',
        types: [],
        filters: [{filterName: 'string', fieldId: title.id, operatorType: 'stringEqual', value: 'x'}],
      },
      at(2),
    )
    recent.add({query: 'plain', types: ['post'], filters: []}, at(3))
    // The schema lost `page`, and the title field is gone.
    const later = createRecentSearchesStore({
      storage,
      projectId: 'p1',
      dataset: 'production',
      documentTypes: ['post'],
      definitions: definitionsOf([]),
    })
    expect(later.get().map((s) => s.terms.query)).toEqual(['plain'])
    expect(JSON.parse(storage.items.get(recentSearchKey('p1', 'production'))!).recentSearches).toHaveLength(1)
  })

  it('reads another version, broken JSON or no storage as no recent searches', () => {
    const storage = memoryStorage()
    const key = recentSearchKey('p1', 'production')
    storage.setItem(
      key,
      JSON.stringify({version: 1, recentSearches: [{created: 'x', filters: [], terms: {query: 'a', typeNames: []}}]}),
    )
    expect(store(storage).recent.get()).toEqual([])
    storage.setItem(key, '{not json')
    expect(store(storage).recent.get()).toEqual([])
    const none = createRecentSearchesStore({
      storage: undefined,
      projectId: 'p1',
      dataset: 'd',
      documentTypes: [],
      definitions,
    })
    expect(none.add({query: 'a', types: [], filters: []})).toHaveLength(1)
    expect(none.get()).toEqual([])
  })

  it('removes one and clears all', () => {
    const {recent} = store()
    recent.add({query: 'a', types: [], filters: []}, at(1))
    recent.add({query: 'b', types: [], filters: []}, at(2))
    expect(recent.remove(0).map((s) => s.terms.query)).toEqual(['a'])
    expect(recent.clear()).toEqual([])
    expect(recent.get()).toEqual([])
  })
})
