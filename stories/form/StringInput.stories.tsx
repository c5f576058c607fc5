import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {
        name: 'title',
        type: 'string',
        placeholder: 'Untitled',
        description: 'Shown in lists and search results.',
        validation: (rule) => rule.required().max(40),
      },
      {name: 'kicker', type: 'string', placeholder: 'A short line above the title'},
    ],
  },
])
const doc = {_id: 'article-1', _type: 'article'}

const meta = {
  title: 'Form/StringInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, title: 'Vellum ships its form builder', kicker: 'Release notes'}}}
/** Live validation: the title is longer than its 40-character maximum; clearing it gives 'Required'. */
export const Invalid: Story = {
  args: {validate: true, value: {...doc, title: 'A title far longer than the forty characters it may have'}},
}
/** A number stored where text belongs: the field offers to convert or reset it. */
export const InvalidValue: Story = {args: {value: {...doc, title: 1984}}}
export const ReadOnly: Story = {
  args: {readOnly: true, value: {...doc, title: 'Locked while published', kicker: 'Archive'}},
}
export const WithPresence: Story = {args: {value: {...doc, title: 'Co-edited title'}, presence: presenceAt(['title'])}}
