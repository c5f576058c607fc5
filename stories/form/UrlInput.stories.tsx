import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'link',
    type: 'document',
    fields: [
      {name: 'href', title: 'URL', type: 'url', placeholder: 'https://'},
      {
        name: 'path',
        type: 'url',
        description: 'Relative URLs allowed.',
        validation: (rule) => rule.uri({allowRelative: true}),
      },
    ],
  },
])
const doc = {_id: 'link-1', _type: 'link'}

const meta = {
  title: 'Form/UrlInput',
  component: FormStory,
  args: {schema, typeName: 'link', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, href: 'https://example.com/docs', path: '/about'}}}
/** Live validation: a scheme the uri rule does not allow, and a relative URL where none is allowed. */
export const Invalid: Story = {args: {validate: true, value: {...doc, href: 'ftp://example.com', path: 'not a url'}}}
/** A number stored where a URL belongs. */
export const InvalidValue: Story = {args: {value: {...doc, href: 404}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, href: 'https://example.com'}}}
export const WithPresence: Story = {
  args: {value: {...doc, href: 'https://example.com'}, presence: presenceAt(['href'])},
}
