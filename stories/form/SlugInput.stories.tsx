import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

// Slugs already used by other articles; a real studio asks the content lake instead.
const TAKEN = new Set(['hello-world', 'release-notes'])

const schema = createSchema([
  {
    name: 'article',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', placeholder: 'Untitled'},
      {
        name: 'slug',
        type: 'slug',
        description: 'The last part of the article’s URL. Generate makes it from the title.',
        options: {source: 'title', maxLength: 96, isUnique: (slug: string) => !TAKEN.has(slug)},
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'article-1', _type: 'article'}

const meta = {
  title: 'Form/SlugInput',
  component: FormStory,
  args: {schema, typeName: 'article', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** No slug yet: type one, or give a title and press Generate. */
export const Empty: Story = {args: {value: {...doc, title: 'Crème brûlée: the recipe'}}}
export const Filled: Story = {
  args: {value: {...doc, title: 'Crème brûlée: the recipe', slug: {_type: 'slug', current: 'creme-brulee-the-recipe'}}},
}
/** Live validation: another article uses this slug; the first error shows under the input. */
export const Invalid: Story = {
  args: {validate: true, value: {...doc, title: 'Hello world', slug: {_type: 'slug', current: 'hello-world'}}},
}
/** Plain text stored where the slug object belongs. */
export const InvalidValue: Story = {args: {value: {...doc, title: 'Hello', slug: 'hello'}}}
export const ReadOnly: Story = {
  args: {readOnly: true, value: {...doc, title: 'Published', slug: {_type: 'slug', current: 'published'}}},
}
export const WithPresence: Story = {
  args: {
    value: {...doc, title: 'Co-edited', slug: {_type: 'slug', current: 'co-edited'}},
    presence: presenceAt(['slug']),
  },
}
