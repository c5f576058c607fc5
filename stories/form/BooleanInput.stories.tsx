import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'settings',
    type: 'document',
    fields: [
      {name: 'published', type: 'boolean', description: 'Visible on the site.'},
      {
        name: 'acceptedTerms',
        type: 'boolean',
        title: 'Accepted terms',
        options: {layout: 'checkbox'},
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'settings', _type: 'settings'}

const meta = {
  title: 'Form/BooleanInput',
  component: FormStory,
  args: {schema, typeName: 'settings', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** Without values: the switch is off and the checkbox shows the mixed state. */
export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, published: true, acceptedTerms: false}}}
/** Live validation: the terms must be answered. */
export const Invalid: Story = {args: {validate: true}}
/** Words stored where booleans belong: 'yes' and 0 convert. */
export const InvalidValue: Story = {args: {value: {...doc, published: 'yes', acceptedTerms: 0}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, published: true, acceptedTerms: true}}}
export const WithPresence: Story = {args: {value: {...doc, published: true}, presence: presenceAt(['published'])}}
