import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'
import {storyCrossDatasetServices} from './crossDatasetReferenceStoryServices'

const schema = createSchema([
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', title: 'Title'},
      {
        name: 'product',
        type: 'crossDatasetReference',
        title: 'Product',
        description: 'A product from the shop dataset',
        dataset: 'shop',
        to: [{type: 'product', title: 'Product', preview: {select: {title: 'name', subtitle: 'sku'}}}],
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'post-1', _type: 'post', title: 'Kitchen news'}
const services = {references: storyCrossDatasetServices(schema)}
const product = (id: string) => ({_type: 'crossDatasetReference', _ref: id, _dataset: 'shop'})

const meta = {
  title: 'Form/CrossDatasetReferenceInput',
  component: FormStory,
  args: {schema, typeName: 'post', value: doc, services},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** The search combobox of the shop's products, labelled by the field title. */
export const Empty: Story = {}
/** A reference to a readable product in the shop dataset: its preview card with the menu. */
export const Filled: Story = {args: {value: {...doc, product: product('teapot')}}}
/** Live validation: the product is required. */
export const Invalid: Story = {args: {validate: true}}
/** A string where the reference belongs. */
export const InvalidValue: Story = {args: {value: {...doc, product: 'teapot'}}}
/** The preview without a menu or search. */
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, product: product('teapot')}}}
/** Someone else in the field. */
export const WithPresence: Story = {
  args: {value: {...doc, product: product('teapot')}, presence: presenceAt(['product'])},
}
/** A product that is not in the shop dataset: the nonexistent message with its clear button. */
export const NotFound: Story = {args: {value: {...doc, product: product('discontinued')}}}
/** A product the user may not read: the lock and the missing-read-permissions message. */
export const PermissionDenied: Story = {
  args: {
    value: {...doc, product: product('teapot')},
    services: {
      references: storyCrossDatasetServices(schema, {grants: [{filter: '_type != "product"', permissions: ['read']}]}),
    },
  },
}
/** A document of a type the field does not allow: the cross-dataset invalid type warning. */
export const InvalidType: Story = {args: {value: {...doc, product: product('price-list')}}}
/** The project does not have cross-dataset references: the alert, with Clear for the value. */
export const FeatureDisabled: Story = {
  args: {
    value: {...doc, product: product('teapot')},
    services: {references: storyCrossDatasetServices(schema, {features: []})},
  },
}
