import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {name: 'author', type: 'document', fields: [{name: 'email', type: 'email', placeholder: 'name@example.com'}]},
])
const doc = {_id: 'author-1', _type: 'author'}

const meta = {
  title: 'Form/EmailInput',
  component: FormStory,
  args: {schema, typeName: 'author', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, email: 'grace@example.com'}}}
/** Live validation: the email rule the type implies. */
export const Invalid: Story = {args: {validate: true, value: {...doc, email: 'grace@'}}}
/** An object stored where an address belongs: only a reset is offered. */
export const InvalidValue: Story = {args: {value: {...doc, email: {address: 'grace@example.com'}}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, email: 'grace@example.com'}}}
export const WithPresence: Story = {
  args: {value: {...doc, email: 'grace@example.com'}, presence: presenceAt(['email'])},
}
