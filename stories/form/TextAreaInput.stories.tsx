import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {
        name: 'summary',
        type: 'text',
        rows: 4,
        placeholder: 'What is it about?',
        validation: (rule) => rule.min(20).warning(),
      },
      {name: 'notes', type: 'text', description: 'Ten rows unless the type says otherwise.'},
    ],
  },
])
const doc = {_id: 'article-1', _type: 'article'}
const summary = 'Vellum is an embeddable, schema-driven content studio.\nThis summary spans two lines.'

const meta = {
  title: 'Form/TextAreaInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, summary, notes: 'Keep it short.'}}}
/** Live validation: a summary under 20 characters is a warning. */
export const Invalid: Story = {args: {validate: true, value: {...doc, summary: 'Too short'}}}
/** A boolean stored where text belongs. */
export const InvalidValue: Story = {args: {value: {...doc, summary: true}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, summary}}}
export const WithPresence: Story = {args: {value: {...doc, summary}, presence: presenceAt(['summary'])}}
