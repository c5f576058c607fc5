import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'seo',
    type: 'object',
    title: 'SEO',
    fields: [
      {name: 'metaTitle', type: 'string', validation: (rule) => rule.max(60).warning()},
      {name: 'metaDescription', type: 'text', rows: 3},
    ],
  },
  {
    name: 'event',
    type: 'document',
    groups: [
      {name: 'content', title: 'Content', default: true},
      {name: 'seo', title: 'SEO'},
    ],
    fieldsets: [
      {name: 'venue', title: 'Venue', description: 'Where it happens', options: {columns: 2}},
      {name: 'advanced', title: 'Advanced', options: {collapsible: true, collapsed: true}},
    ],
    fields: [
      {name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required()},
      {name: 'online', type: 'boolean', group: 'content'},
      {
        name: 'city',
        type: 'string',
        group: 'content',
        fieldset: 'venue',
        hidden: ({document}) => document?.online === true,
      },
      {
        name: 'capacity',
        type: 'number',
        group: 'content',
        fieldset: 'venue',
        validation: (rule) => rule.integer().min(1),
      },
      {
        name: 'streamUrl',
        title: 'Stream URL',
        type: 'url',
        group: 'content',
        hidden: ({document}) => document?.online !== true,
      },
      {name: 'seo', type: 'seo', group: 'seo'},
      {name: 'internalNote', type: 'text', rows: 2, fieldset: 'advanced'},
      {
        name: 'organizer',
        type: 'object',
        group: 'content',
        options: {collapsible: true, collapsed: false},
        fields: [
          {name: 'name', type: 'string'},
          {name: 'email', type: 'email'},
        ],
      },
    ],
  },
])
const doc = {_id: 'event-1', _type: 'event'}
const filled = {
  ...doc,
  title: 'Vellum meetup',
  online: false,
  city: 'Oslo',
  capacity: 80,
  seo: {_type: 'seo', metaTitle: 'Vellum meetup in Oslo'},
  organizer: {name: 'Grace Hopper', email: 'grace@example.com'},
}

const meta = {
  title: 'Form/ObjectInput',
  component: FormStory,
  args: {schema, typeName: 'event', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** Field groups as tabs, a two-column fieldset, a collapsed fieldset and a collapsible object. */
export const Empty: Story = {}
export const Filled: Story = {args: {value: filled}}
/** Live validation: no title, a capacity of 0, and the summaries on the fieldset and the object. */
export const Invalid: Story = {args: {validate: true, value: {...doc, capacity: 0, organizer: {email: 'grace@'}}}}
/** Text stored where the organizer object belongs: only a reset is offered. */
export const InvalidValue: Story = {args: {value: {...doc, title: 'Meetup', organizer: 'Grace'}}}
export const ReadOnly: Story = {args: {readOnly: true, value: filled}}
export const WithPresence: Story = {
  args: {value: filled, presence: [...presenceAt(['title']), ...presenceAt(['organizer', 'email'])]},
}
/** Below 480 px the field groups are a select. */
export const NarrowGroups: Story = {args: {value: filled, width: 400}}
/** The value holds fields the schema does not define: a warning lists them with a remove action. */
export const UnknownFields: Story = {args: {value: {...filled, legacyVenue: 'Main hall', attendees: ['a', 'b']}}}
/** Online events hide the city and show the stream URL instead. */
export const HiddenFields: Story = {args: {value: {...filled, online: true, streamUrl: 'https://example.com/live'}}}
/** The focus path points into the collapsed Advanced fieldset, as a validation list would: it opens and the field takes focus. */
export const FocusPath: Story = {args: {value: filled, focusPath: ['internalNote']}}
