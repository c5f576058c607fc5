import {act, cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {VirtuosoMockContext} from 'react-virtuoso'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {
  createRecentSearchesStore,
  createSearchDefinitions,
  SearchDialog,
  type SearchFunction,
} from '../../../src/studio/search'
import {memoryStorage as recentStorage} from './support'

afterEach(cleanup)

const schema = createSchema([
  defineType({
    name: 'post',
    type: 'document',
    title: 'Post',
    fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'body', type: 'text'})],
    preview: {select: {title: 'title'}},
  }),
])
const definitions = createSearchDefinitions({schema})

async function setup(options: {fail?: boolean} = {}) {
  const lake = createLake({storage: memoryStorage()})
  await lake.mutate('production', [
    {create: {_id: 'p1', _type: 'post', title: 'Gardening for beginners', body: 'Soil and seeds'}},
    {create: {_id: 'p2', _type: 'post', title: 'Cooking', body: 'A garden salad'}},
    {create: {_id: 'p3', _type: 'post', title: 'Travel'}},
  ])
  const calls: string[] = []
  const search: SearchFunction = (request) => {
    calls.push(request.query.string)
    return options.fail ? Promise.reject(new Error('down')) : lake.textSearch('production', request)
  }
  const storage = recentStorage()
  const recentSearches = createRecentSearchesStore({
    storage,
    projectId: 'p',
    dataset: 'production',
    documentTypes: ['post'],
    definitions,
  })
  const onOpenDocument = vi.fn()
  const onClose = vi.fn()
  const ui = (
    <VirtuosoMockContext.Provider value={{viewportHeight: 570, itemHeight: 57}}>
      <SearchDialog
        onClose={onClose}
        onOpenDocument={onOpenDocument}
        schema={schema}
        definitions={definitions}
        documentTypes={['post']}
        search={search}
        recentSearches={recentSearches}
        debounceMs={0}
      />
    </VirtuosoMockContext.Provider>
  )
  const result = render(ui)
  return {...result, calls, onOpenDocument, onClose, recentSearches, ui}
}

const input = () => screen.getByRole('combobox', {name: 'Search query'})

describe('SearchDialog', () => {
  it('finds the title match first, moves with the arrows and opens with Enter, remembering the search', async () => {
    const {onOpenDocument, onClose, recentSearches} = await setup()
    fireEvent.change(input(), {target: {value: 'garden'}})
    const options = await screen.findAllByRole('option', {name: /garden|cooking/i})
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Gardening for beginners/),
      expect.stringMatching(/^Cooking/),
    ])
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    expect(options[0]!.querySelector('mark')?.textContent).toBe('Garden')
    // The count is announced; each row's status dot is named for screen readers.
    expect(screen.getByRole('status')).toHaveTextContent('2 results')
    expect(within(options[0]!).getByRole('img', {name: /^(Published|Draft)$/})).toBeInTheDocument()
    fireEvent.keyDown(input(), {key: 'ArrowDown'})
    fireEvent.keyDown(input(), {key: 'Enter'})
    expect(onOpenDocument).toHaveBeenCalledWith({_id: 'p2', _type: 'post'})
    expect(onClose).toHaveBeenCalled()
    expect(recentSearches.get()[0]!.terms.query).toBe('garden')
  })

  it('shows no results, and clears the query with its clear button', async () => {
    await setup()
    fireEvent.change(input(), {target: {value: 'zebra'}})
    expect(await screen.findByText('No results found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Clear search'}))
    expect((input() as HTMLInputElement).value).toBe('')
    expect(screen.queryByText('No results found')).toBeNull()
  })

  it('shows the error in place of results when the search fails', async () => {
    await setup({fail: true})
    fireEvent.change(input(), {target: {value: 'x'}})
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Something went wrong while searching'),
    )
  })

  it('does not search for blank terms, and offers recent searches to run again', async () => {
    const {calls, recentSearches, unmount, ui} = await setup()
    fireEvent.change(input(), {target: {value: '   '}})
    await act(async () => {})
    expect(calls).toEqual([])
    recentSearches.add({query: 'travel', types: [], filters: []})
    unmount()
    render(ui)
    fireEvent.click(await screen.findByRole('button', {name: 'travel'}))
    expect((input() as HTMLInputElement).value).toBe('travel')
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringMatching(/^Travel/)]),
    )
  })

  it('sorts by the chosen ordering', async () => {
    await setup()
    fireEvent.change(input(), {target: {value: 'garden'}})
    await screen.findAllByRole('option')
    fireEvent.click(screen.getByRole('button', {name: 'Sort results'}))
    fireEvent.click(await screen.findByRole('menuitemradio', {name: 'Created: newest first'}))
    await waitFor(() =>
      expect(screen.getByRole('button', {name: 'Sort results'}).textContent).toContain('Created: newest first'),
    )
  })
})

describe('SearchDialog debounce', () => {
  it('searches 300 ms after typing stops', async () => {
    vi.useFakeTimers()
    try {
      const lake = createLake({storage: memoryStorage()})
      const calls: string[] = []
      const search: SearchFunction = (request) => {
        calls.push(request.query.string)
        return lake.textSearch('production', request)
      }
      await lake.ensureDataset?.('production')
      render(
        <SearchDialog
          onClose={() => {}}
          onOpenDocument={() => {}}
          schema={schema}
          definitions={definitions}
          documentTypes={['post']}
          search={search}
          recentSearches={createRecentSearchesStore({
            storage: undefined,
            projectId: 'p',
            dataset: 'd',
            documentTypes: [],
            definitions,
          })}
        />,
      )
      fireEvent.change(input(), {target: {value: 'ga'}})
      act(() => vi.advanceTimersByTime(200))
      fireEvent.change(input(), {target: {value: 'gar'}})
      act(() => vi.advanceTimersByTime(299))
      expect(calls).toEqual([])
      act(() => vi.advanceTimersByTime(1))
      expect(calls).toEqual(['gar'])
    } finally {
      vi.useRealTimers()
    }
  })
})
