import type {Meta, StoryObj} from '@storybook/react-vite'
import {useEffect, useState} from 'react'
import {Autocomplete, SearchIcon, Stack, Text, type AutocompleteOption, type AutocompleteProps} from '../src/ui'

const authors: AutocompleteOption[] = [
  {value: 'ada', label: 'Ada Lovelace'},
  {value: 'grace', label: 'Grace Hopper'},
  {value: 'alan', label: 'Alan Turing', disabled: true},
  {value: 'adele', label: 'Adele Goldberg'},
  {value: 'barbara', label: 'Barbara Liskov'},
  {value: 'edsger', label: 'Edsger Dijkstra'},
]

const meta = {
  title: 'UI/Autocomplete',
  component: Autocomplete,
  args: {label: 'Author', placeholder: 'Type a name', options: authors},
  decorators: [(Story) => <div style={{maxWidth: 360}}>{Story()}</div>],
} satisfies Meta<typeof Autocomplete>

export default meta
type Story = StoryObj<typeof meta>

/** Type "a": ArrowDown/ArrowUp highlight, Enter picks, Escape closes. */
export const Default: Story = {}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('input')?.focus()}
export const OpenOnFocus: Story = {args: {openOnFocus: true}}
export const Invalid: Story = {args: {error: 'Required'}}
export const Disabled: Story = {args: {disabled: true, defaultQuery: 'Ada Lovelace'}}
export const Loading: Story = {args: {loading: true, defaultQuery: 'ad'}}

/** Results come from a (simulated) server as the user types, with a spinner meanwhile. */
function RemoteSearch(args: AutocompleteProps) {
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<AutocompleteOption[]>([])
  const [loading, setLoading] = useState(false)
  const [picked, setPicked] = useState<string>()
  useEffect(() => {
    if (query.trim() === '') return
    const timer = setTimeout(() => {
      setResults(authors.filter((author) => author.label!.toLowerCase().includes(query.toLowerCase())))
      setLoading(false)
    }, 700)
    return () => clearTimeout(timer)
  }, [query])
  return (
    <Stack gap={3}>
      <Autocomplete
        {...args}
        label="Reference"
        icon={<SearchIcon />}
        query={query}
        onQueryChange={(next) => {
          setQuery(next)
          setLoading(next.trim() !== '')
        }}
        options={results}
        filterOption={() => true}
        loading={loading}
        onSelect={(option) => setPicked(option.value)}
      />
      <Text muted size={1}>
        Picked: {picked ?? 'nothing yet'}
      </Text>
    </Stack>
  )
}

export const SearchAsYouType: Story = {render: (args) => <RemoteSearch {...args} />}
