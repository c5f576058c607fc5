import type {Meta, StoryObj} from '@storybook/react-vite'
import {useMemo, useState} from 'react'
import {createLake, memoryStorage} from '../../src/lake'
import {createSchema} from '../../src/schema'
import {createSearchDefinitions, FilterValueInput, type SearchFunction} from '../../src/studio/search'

// The value editor of each kind of search filter, as the filter chip's popover shows it: text,
// number, number range, true/false, date, date and time, date range, 'in the last', a document
// picker over an in-process lake, and an operator without a value. The value is shown under
// the editor as the filter would send it.

const operators = createSearchDefinitions({schema: createSchema([])}).operators

interface EditorStoryProps {
  /** A built-in operator's name, e.g. `numberRange`. */
  operator: string
  initialValue?: unknown
}

/** A lake of three authors for the reference picker. */
function authorSearch(): SearchFunction {
  const lake = createLake({storage: memoryStorage()})
  const seeded = lake.mutate('production', [
    {create: {_id: 'author-ada', _type: 'author', name: 'Ada Lovelace'}},
    {create: {_id: 'author-alan', _type: 'author', name: 'Alan Turing'}},
    {create: {_id: 'author-grace', _type: 'author', name: 'Grace Hopper'}},
  ])
  return async (request) => {
    await seeded
    return lake.textSearch('production', request)
  }
}

function EditorStory({operator: name, initialValue}: EditorStoryProps) {
  const operator = operators.get(name)
  const [value, setValue] = useState<unknown>(() => initialValue ?? operator?.initialValue)
  const search = useMemo(() => authorSearch(), [])
  if (!operator) throw new Error(`No search operator '${name}'`)
  return (
    <div className="vellum-search-filter-editor vellum-popover">
      <FilterValueInput
        operator={operator}
        value={value}
        onChange={setValue}
        search={search}
        referenceTypes={['author']}
      />
      <output data-testid="filter-value" style={{fontFamily: 'monospace', fontSize: 12}}>
        {JSON.stringify(value) ?? 'undefined'}
      </output>
    </div>
  )
}

const meta = {
  title: 'Studio/SearchFilterEditors',
  component: EditorStory,
} satisfies Meta<typeof EditorStory>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {args: {operator: 'stringMatches', initialValue: 'garden'}}
export const NumberValue: Story = {args: {operator: 'numberGt', initialValue: 3}}
export const NumberRange: Story = {args: {operator: 'numberRange', initialValue: {from: 1, to: 5}}}
export const ArrayCountRange: Story = {args: {operator: 'arrayCountRange', initialValue: {from: 2, to: null}}}
export const BooleanValue: Story = {args: {operator: 'booleanEqual', initialValue: true}}
export const DateValue: Story = {args: {operator: 'dateAfter', initialValue: {date: '2026-03-01T00:00:00.000Z'}}}
export const DateTimeValue: Story = {
  args: {operator: 'dateTimeBefore', initialValue: {date: '2026-03-01T14:30:00.000Z', includeTime: true}},
}
export const DateRange: Story = {
  args: {operator: 'dateTimeRange', initialValue: {from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T00:00:00.000Z'}},
}
export const LastDays: Story = {args: {operator: 'dateTimeLast'}}
export const Reference: Story = {args: {operator: 'referenceEqual'}}
export const ImageAsset: Story = {args: {operator: 'referencesAssetImage'}}
export const NoValue: Story = {args: {operator: 'defined'}}
