import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {
        name: 'category',
        type: 'string',
        options: {
          list: [
            {title: 'News', value: 'news'},
            {title: 'Opinion', value: 'opinion'},
            {title: 'Review', value: 'review'},
          ],
        },
      },
      {name: 'rating', type: 'number', options: {list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal'}},
      {
        name: 'audience',
        type: 'string',
        options: {list: ['everyone', 'members', 'staff'], layout: 'radio'},
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'article-1', _type: 'article'}

const meta = {
  title: 'Form/SelectInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** A dropdown, horizontal radios and vertical radios, none chosen. */
export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, category: 'opinion', rating: 4, audience: 'members'}}}
/** Live validation: a category no longer in the list, and no audience. */
export const Invalid: Story = {args: {validate: true, value: {...doc, category: 'sports'}}}
/** Text stored where a rating number belongs. */
export const InvalidValue: Story = {args: {value: {...doc, rating: '3'}}}
export const ReadOnly: Story = {
  args: {readOnly: true, value: {...doc, category: 'news', rating: 5, audience: 'everyone'}},
}
export const WithPresence: Story = {args: {value: {...doc, category: 'news'}, presence: presenceAt(['category'])}}
