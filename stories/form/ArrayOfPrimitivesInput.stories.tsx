import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {
        name: 'keywords',
        type: 'array',
        of: [{type: 'string'}],
        description: 'Drop a text file here to add a keyword per line.',
        validation: (rule) => rule.unique().max(5),
      },
      {name: 'scores', type: 'array', of: [{type: 'number'}], validation: (rule) => rule.min(1)},
      {name: 'flags', type: 'array', of: [{type: 'boolean'}]},
    ],
  },
  {
    name: 'sheet',
    type: 'document',
    fields: [{name: 'values', type: 'array', of: [{type: 'string'}, {type: 'number'}], options: {layout: 'grid'}}],
  },
])
const doc = {_id: 'article-1', _type: 'article'}
const filled = {...doc, keywords: ['content', 'schema', 'studio'], scores: [3, 5, 8], flags: [true, false]}

const meta = {
  title: 'Form/ArrayOfPrimitivesInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** Strings, numbers and booleans, each edited in its row. */
export const Filled: Story = {args: {value: filled}}
/** Live validation: a repeated keyword is flagged on its row, and too many keywords on the field. */
export const Invalid: Story = {args: {validate: true, value: {...filled, keywords: ['a', 'b', 'a', 'c', 'd', 'e']}}}
/** Text stored where a list belongs: the field offers a reset. */
export const InvalidValue: Story = {args: {value: {...doc, keywords: 'content, schema'}}}
/** A value of a type the list does not allow: it opens a popover with its JSON and a remove button. */
export const InvalidItemType: Story = {args: {value: {...doc, keywords: ['content', {legacy: true}]}}}
export const ReadOnly: Story = {args: {readOnly: true, value: filled}}
export const WithPresence: Story = {args: {value: filled, presence: presenceAt(['keywords', 1])}}
/** `options.layout: 'grid'` with strings and numbers. */
export const Grid: Story = {
  args: {typeName: 'sheet', value: {_id: 'sheet-1', _type: 'sheet', values: ['a', 1, 'b', 2, 'c', 3]}},
}
/** 5,000 items, virtualised: only the rows in view are rendered. */
export const ManyItems: Story = {
  args: {value: {...doc, keywords: Array.from({length: 5000}, (_, index) => `keyword ${index + 1}`)}},
}
