import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'product',
    type: 'document',
    fields: [
      {
        name: 'price',
        type: 'number',
        placeholder: '0.00',
        description: 'In euros; a decimal keypad on phones.',
        validation: (rule) => rule.min(0).precision(2),
      },
      {
        name: 'stock',
        type: 'number',
        description: 'Whole items only; a numeric keypad on phones.',
        validation: (rule) => rule.integer().min(0),
      },
      {name: 'offset', type: 'number', description: 'May be negative.'},
    ],
  },
])
const doc = {_id: 'product-1', _type: 'product'}

const meta = {
  title: 'Form/NumberInput',
  component: FormStory,
  args: {schema, typeName: 'product', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, price: 19.99, stock: 12, offset: -3}}}
/** Live validation: a negative price with three decimals, and half an item in stock. */
export const Invalid: Story = {args: {validate: true, value: {...doc, price: -1.255, stock: 2.5}}}
/** Text stored where a number belongs: '42' converts, 'many' can only be reset. */
export const InvalidValue: Story = {args: {value: {...doc, price: '42', stock: 'many'}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, price: 19.99, stock: 12}}}
export const WithPresence: Story = {args: {value: {...doc, price: 19.99}, presence: presenceAt(['price'])}}
