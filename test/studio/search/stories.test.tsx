/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import type {ComponentType} from 'react'
import {VirtuosoMockContext} from 'react-virtuoso'
import {describe, expect, it} from 'vitest'
import {useStoryHarness} from '../../support/storyHarness'
import * as dialogStories from '../../../stories/studio/SearchDialog.stories'
import * as editorStories from '../../../stories/studio/SearchFilterEditors.stories'

// The search stories in happy-dom with the real preview: each dialog state settles into what
// it promises, each filter editor edits its value, and nothing logs a React error.
const harness = useStoryHarness()

type ComposedStory = ComponentType & {play?: (context: {canvasElement: HTMLElement}) => Promise<void> | void}
const dialogs = composeStories(dialogStories) as unknown as Record<string, ComposedStory>
const editors = composeStories(editorStories) as unknown as Record<string, ComposedStory>

/** Renders a story with room for ten result rows (happy-dom has no layout), then runs its play function. */
async function renderStory(Story: ComposedStory) {
  const {container} = render(
    <VirtuosoMockContext.Provider value={{viewportHeight: 570, itemHeight: 57}}>
      <Story />
    </VirtuosoMockContext.Provider>,
  )
  await act(async () => {
    await Story.play?.({canvasElement: container})
  })
}

const resultTitles = () =>
  screen.getAllByRole('option').map((option) => option.querySelector('.vellum-search-result-title')?.textContent)

/** What each dialog story shows once settled. */
const expectations: Record<string, () => Promise<void>> = {
  Empty: async () => {
    expect(screen.getByRole('combobox', {name: 'Search query'})).toHaveValue('')
    expect(screen.queryByRole('region', {name: 'Recent searches'})).toBeNull()
  },
  RecentSearches: async () => {
    const recent = screen.getByRole('region', {name: 'Recent searches'})
    const labels = within(recent)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text && !text.startsWith('Clear'))
    expect(labels).toEqual(['garden · Post, Category · 1 filter', 'bread · Post', 'winter'])
  },
  Results: async () => {
    // The exact title first, then titles starting with the word, then those holding it, then other fields.
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        'Garden',
        'Garden birds in winter',
        'A small kitchen garden',
        'Gardening for beginners (revised)',
        'Ada Gardner',
      ]),
    )
    expect([...screen.getAllByRole('option')[3]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Garden',
    ])
  },
  ResultsWithScores: async () => {
    await waitFor(() => expect(screen.getAllByTestId('search-score').length).toBeGreaterThan(1))
    expect(screen.getAllByTestId('search-score')[0]).toHaveAttribute('data-tone', 'primary')
  },
  NoResults: async () => {
    expect(await screen.findByText('No results found')).toBeVisible()
  },
  ServerError: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while searching')
  },
  Loading: async () => {
    await waitFor(() => expect(screen.getByRole('status', {name: 'Loading'})).toBeInTheDocument())
    expect(screen.queryByRole('option')).toBeNull()
  },
  WithFilters: async () => {
    expect(screen.getByRole('button', {name: 'Edited at: is in the last'})).toBeVisible()
    expect(screen.getByRole('button', {name: 'Rating: is greater than'})).toBeVisible()
    await waitFor(() => expect(resultTitles()).toEqual(['Quick bread recipes']))
  },
  Fullscreen: async () => {
    expect(document.querySelector('.vellum-search-dialog')).toHaveAttribute('data-fullscreen')
    expect(screen.getByText('Type to search all documents, or narrow by type and filters.')).toBeVisible()
    expect(
      within(document.querySelector<HTMLElement>('.vellum-search-query')!).getByRole('button', {name: 'Close'}),
    ).toBeVisible()
  },
  FullscreenResults: async () => {
    await waitFor(() => expect(resultTitles()).toContain('Quick bread recipes'))
  },
  FilterPickerOpen: async () => {
    const picker = await screen.findByRole('listbox', {name: 'Add filter'})
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.querySelector('.vellum-search-option-title')?.textContent)
    expect(options.slice(0, 3)).toEqual(['Edited at', 'Created at', 'Contains document, image or file'])
    expect(options).toContain('Published at')
  },
  TypePickerOpen: async () => {
    const picker = await screen.findByRole('listbox', {name: 'Document types'})
    expect(within(picker).getByRole('option', {name: 'Post'})).toHaveAttribute('aria-selected', 'true')
    expect(within(picker).getByRole('option', {name: 'Author'})).toHaveAttribute('aria-selected', 'false')
  },
  OrderingMenuOpen: async () => {
    expect(await screen.findByRole('menuitemradio', {name: 'Created: newest first'})).toBeVisible()
  },
}

describe('search dialog stories', () => {
  it('cover every state the tests know', () => {
    expect(Object.keys(dialogs).sort()).toEqual(Object.keys(expectations).sort())
  })

  for (const [name, Story] of Object.entries(dialogs)) {
    it(`${name} shows its state`, async () => {
      await renderStory(Story)
      await expectations[name]!()
      expect(harness.errors.map((args) => String(args[0]))).toEqual([])
    })
  }
})

describe('search filter editor stories', () => {
  const value = () => JSON.parse(screen.getByTestId('filter-value').textContent!) as unknown

  for (const [name, Story] of Object.entries(editors)) {
    it(`${name} renders`, async () => {
      await renderStory(Story)
      expect(screen.getByTestId('filter-value')).toBeInTheDocument()
      expect(harness.errors).toEqual([])
    })
  }

  it('NumberRange edits one end', async () => {
    await renderStory(editors.NumberRange!)
    fireEvent.change(screen.getByRole('spinbutton', {name: 'To'}), {target: {value: '9'}})
    expect(value()).toEqual({from: 1, to: 9})
  })

  it('LastDays starts at 7 days and changes unit', async () => {
    await renderStory(editors.LastDays!)
    expect(value()).toEqual({unit: 'day', unitValue: 7})
    fireEvent.change(screen.getByRole('combobox', {name: 'Unit'}), {target: {value: 'month'}})
    expect(value()).toEqual({unit: 'month', unitValue: 7})
  })

  it('Reference searches the lake and picks a document', async () => {
    await renderStory(editors.Reference!)
    fireEvent.change(screen.getByRole('textbox', {name: 'Search for a document'}), {target: {value: 'grace'}})
    const option = await screen.findByRole('button', {name: 'Grace Hopper'})
    await act(async () => {
      fireEvent.click(option)
    })
    expect(value()).toEqual({_ref: 'author-grace', _type: 'author'})
  })
})
