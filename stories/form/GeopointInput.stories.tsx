import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'venue',
    type: 'document',
    fields: [
      {name: 'name', type: 'string'},
      {
        name: 'location',
        type: 'geopoint',
        description: 'Coordinates in decimal degrees; altitude in metres.',
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'venue-1', _type: 'venue'}

const meta = {
  title: 'Form/GeopointInput',
  component: FormStory,
  args: {schema, typeName: 'venue', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: {value: {...doc, name: 'Oslo Opera House', location: {_type: 'geopoint', lat: 59.9075, lng: 10.7531, alt: 4}}},
}
/** Live validation, plus a latitude and a longitude out of range, flagged under their numbers. */
export const Invalid: Story = {
  args: {validate: true, value: {...doc, name: 'Nowhere', location: {_type: 'geopoint', lat: 123, lng: -200}}},
}
/** A place name stored where the coordinates belong. */
export const InvalidValue: Story = {args: {value: {...doc, location: 'Oslo'}}}
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    value: {...doc, name: 'Sydney Opera House', location: {_type: 'geopoint', lat: -33.8568, lng: 151.2153}},
  },
}
export const WithPresence: Story = {
  args: {
    value: {...doc, location: {_type: 'geopoint', lat: 35.6586, lng: 139.7454}},
    presence: presenceAt(['location', 'lat']),
  },
}
