import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {SearchIcon, TextInput, type TextInputProps} from '../src/ui'

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: {label: 'Title', placeholder: 'Untitled'},
  decorators: [(Story) => <div style={{maxWidth: 360}}>{Story()}</div>],
} satisfies Meta<typeof TextInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Filled: Story = {args: {defaultValue: 'Hello, Vellum'}}
export const WithDescription: Story = {args: {description: 'Shown in lists and search results.'}}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('input')?.focus()}
export const Invalid: Story = {args: {defaultValue: '', error: 'Title: Required'}}
export const Disabled: Story = {args: {defaultValue: 'Locked', disabled: true}}
export const ReadOnly: Story = {args: {defaultValue: 'drafts.3f1c9e', readOnly: true, label: 'Document id'}}
/** The spinner appears after its 500 ms delay. */
export const Loading: Story = {args: {label: 'Search', icon: <SearchIcon />, defaultValue: 'vellum', loading: true}}

function SearchBox(args: TextInputProps) {
  const [query, setQuery] = useState('drafts')
  return (
    <TextInput
      {...args}
      label={undefined}
      aria-label="Search"
      placeholder="Search"
      icon={<SearchIcon />}
      clearButton
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      onClear={() => setQuery('')}
    />
  )
}

/** A search box with an icon and a clear button. */
export const Search: Story = {render: (args) => <SearchBox {...args} />}
