import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {
        name: 'tags',
        type: 'array',
        of: [{type: 'string'}],
        options: {layout: 'tags'},
        description: 'Press Enter or type a comma to add a tag; Backspace removes the last.',
        validation: (rule) => rule.max(5).unique(),
      },
    ],
  },
])
const doc = {_id: 'article-1', _type: 'article'}

const meta = {
  title: 'Form/TagsInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, tags: ['design', 'typography', 'print']}}}
/** Live validation: too many tags, one of them twice. */
export const Invalid: Story = {args: {validate: true, value: {...doc, tags: ['a', 'b', 'c', 'd', 'e', 'a']}}}
/** One comma-separated string stored where the list of tags belongs. */
export const InvalidValue: Story = {args: {value: {...doc, tags: 'design, print'}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, tags: ['archive', '2019']}}}
export const WithPresence: Story = {args: {value: {...doc, tags: ['news']}, presence: presenceAt(['tags'])}}
