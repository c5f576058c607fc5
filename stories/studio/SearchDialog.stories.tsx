import type {Meta, StoryObj} from '@storybook/react-vite'
import {useMemo} from 'react'
import {createLake, memoryStorage} from '../../src/lake'
import {createSchema, defineField, defineType} from '../../src/schema'
import {
  createRecentSearchesStore,
  createSearchDefinitions,
  SearchDialog,
  type SearchFilter,
  type SearchFunction,
  type SearchTerms,
} from '../../src/studio/search'

// The global search dialog over an in-process lake of a small blog: every state it has (recent
// searches, results, no results, an error, loading, filters, the pickers) in both widths.

const schema = createSchema([
  defineType({
    name: 'post',
    type: 'document',
    title: 'Post',
    fields: [
      defineField({name: 'title', type: 'string', description: 'The headline readers see first.'}),
      defineField({name: 'excerpt', type: 'text'}),
      defineField({name: 'publishedAt', type: 'datetime', title: 'Published at'}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
      defineField({name: 'rating', type: 'number'}),
      defineField({name: 'featured', type: 'boolean'}),
      defineField({name: 'tags', type: 'array', of: [{type: 'string'}]}),
    ],
    preview: {select: {title: 'title', subtitle: 'excerpt'}},
  }),
  defineType({
    name: 'author',
    type: 'document',
    title: 'Author',
    fields: [defineField({name: 'name', type: 'string'}), defineField({name: 'bio', type: 'text'})],
    preview: {select: {title: 'name'}},
  }),
  defineType({
    name: 'category',
    type: 'document',
    title: 'Category',
    fields: [defineField({name: 'title', type: 'string'})],
    preview: {select: {title: 'title'}},
  }),
])
const definitions = createSearchDefinitions({schema})
const documentTypes = ['post', 'author', 'category']

const day = 86_400_000
const posts = [
  ['Gardening for beginners', 'Soil, seeds and patience.', 2],
  ['Garden birds in winter', 'Feeding robins and finches.', 9],
  ['A small kitchen garden', 'Herbs on a windowsill.', 30],
  ['Sourdough bread at home', 'A starter, flour and time.', 4],
  ['Quick bread recipes', 'Soda bread and flatbreads.', 60],
  ['Travelling by night train', 'Sleepers across Europe.', 1],
  ['Winter cycling', 'Studded tyres and lights.', 15],
] as const

/** A lake of the blog's posts, authors and categories, one per story (so a story's changes stay its own). */
function storyLake() {
  const lake = createLake({storage: memoryStorage()})
  const now = Date.now()
  const seeded = lake.mutate('production', [
    {create: {_id: 'author-ada', _type: 'author', name: 'Ada Gardner', bio: 'Writes about gardens.'}},
    {create: {_id: 'author-alan', _type: 'author', name: 'Alan Baker', bio: 'Bakes bread.'}},
    {create: {_id: 'category-garden', _type: 'category', title: 'Garden'}},
    {create: {_id: 'category-travel', _type: 'category', title: 'Travel'}},
    ...posts.map(([title, excerpt, age], index) => ({
      create: {
        _id: `post-${index + 1}`,
        _type: 'post',
        title,
        excerpt,
        publishedAt: new Date(now - age * day).toISOString(),
        author: {_type: 'reference', _ref: index % 2 ? 'author-alan' : 'author-ada'},
        rating: index + 1,
        featured: index % 3 === 0,
        tags: index < 3 ? ['garden'] : ['kitchen'],
      },
    })),
    {create: {_id: 'drafts.post-1', _type: 'post', title: 'Gardening for beginners (revised)', excerpt: 'Soil.'}},
  ])
  return {lake, seeded}
}

/** A dataset's recent searches in memory, holding `searches` (oldest first). */
function recentStore(searches: Array<Partial<SearchTerms>>) {
  const items = new Map<string, string>()
  const store = createRecentSearchesStore({
    storage: {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)},
    projectId: 'story',
    dataset: 'production',
    documentTypes,
    definitions,
  })
  const now = Date.now()
  searches.forEach((terms, index) =>
    store.add({query: '', types: [], filters: [], ...terms}, new Date(now - (searches.length - index) * 60_000)),
  )
  return store
}

type SearchMode = 'lake' | 'error' | 'loading'

interface StoryProps {
  initialTerms?: Partial<SearchTerms>
  recent?: Array<Partial<SearchTerms>>
  search?: SearchMode
  fullscreen?: boolean
  debug?: boolean
}

/** The dialog over its own lake; `search` chooses a working lake, a failing server, or one that never answers. */
function SearchDialogStory({initialTerms, recent = [], search = 'lake', fullscreen, debug}: StoryProps) {
  const {searchFunction, recentSearches} = useMemo(() => {
    const {lake, seeded} = storyLake()
    const searchFunction: SearchFunction = async (request) => {
      if (search === 'error') throw new Error('The content server did not answer (503)')
      if (search === 'loading') return new Promise(() => {})
      await seeded
      return lake.textSearch('production', request)
    }
    return {searchFunction, recentSearches: recentStore(recent)}
    // A story's props do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <SearchDialog
      onClose={() => {}}
      onOpenDocument={() => {}}
      schema={schema}
      definitions={definitions}
      documentTypes={documentTypes}
      search={searchFunction}
      recentSearches={recentSearches}
      initialTerms={initialTerms}
      fullscreen={fullscreen}
      debug={debug}
      debounceMs={0}
    />
  )
}

const meta = {
  title: 'Studio/SearchDialog',
  component: SearchDialogStory,
  parameters: {layout: 'fullscreen'},
} satisfies Meta<typeof SearchDialogStory>

export default meta
type Story = StoryObj<typeof meta>

const fieldId = (fieldPath: string, filterName: string) =>
  [...definitions.fields.values()].find((field) => field.fieldPath === fieldPath && field.filterName === filterName)?.id
const lastSevenDays: SearchFilter = {
  filterName: 'updatedAt',
  operatorType: 'dateTimeLast',
  value: {unit: 'day', unitValue: 7},
}

/** Opened with no terms: nothing but the query box and the filter bar. */
export const Empty: Story = {}

/** Opened with no terms and three recent searches to run again. */
export const RecentSearches: Story = {
  args: {
    recent: [
      {query: 'winter'},
      {query: 'bread', types: ['post']},
      {query: 'garden', types: ['post', 'category'], filters: [lastSevenDays]},
    ],
  },
}

/** 'garden' typed: the exact and prefix title matches first, the query's words marked. */
export const Results: Story = {args: {initialTerms: {query: 'garden'}}}

/** Results with each hit's score (`#_debug_search_score`). */
export const ResultsWithScores: Story = {args: {initialTerms: {query: 'garden'}, debug: true}}

/** Nothing matches. */
export const NoResults: Story = {args: {initialTerms: {query: 'zeppelin'}}}

/** The server failed. */
export const ServerError: Story = {args: {initialTerms: {query: 'garden'}, search: 'error'}}

/** The search is on its way: the spinner in the query box. */
export const Loading: Story = {args: {initialTerms: {query: 'garden'}, search: 'loading'}}

/** Narrowed to posts, with an 'Edited at: in the last 7 days' and a rating filter. */
export const WithFilters: Story = {
  args: {
    initialTerms: {
      query: 'bread',
      types: ['post'],
      filters: [
        lastSevenDays,
        {filterName: 'number', fieldId: fieldId('rating', 'number'), operatorType: 'numberGt', value: 4},
      ],
    },
  },
}

/** Fullscreen, as on a phone: the instructions in place of recent searches, and a Close button. */
export const Fullscreen: Story = {args: {fullscreen: true}}

/** Fullscreen with results. */
export const FullscreenResults: Story = {args: {fullscreen: true, initialTerms: {query: 'bread'}}}

/** Clicks a button of the dialog (portalled out of the canvas) by its text. */
function clickButton(text: string) {
  const button = [...document.querySelectorAll<HTMLButtonElement>('.vellum-search-dialog button')].find(
    (element) => element.textContent?.trim() === text || element.getAttribute('aria-label') === text,
  )
  if (!button) throw new Error(`No button '${text}' in the search dialog`)
  button.click()
}

/** The add-filter picker open: the pinned filters, then every field (narrowed to posts). */
export const FilterPickerOpen: Story = {
  args: {initialTerms: {query: 'garden', types: ['post']}},
  play: () => clickButton('Add filter'),
}

/** The document-type picker open, posts chosen. */
export const TypePickerOpen: Story = {
  args: {initialTerms: {query: 'garden', types: ['post']}},
  play: () => clickButton('Document types'),
}

/** The ordering menu open. */
export const OrderingMenuOpen: Story = {
  args: {initialTerms: {query: 'garden'}},
  play: () => clickButton('Sort results'),
}
