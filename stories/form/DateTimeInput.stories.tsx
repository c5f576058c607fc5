import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'post',
    type: 'document',
    fields: [
      {
        name: 'publishedAt',
        type: 'datetime',
        description: 'Shown in your local time, stored in UTC.',
        validation: (rule) => rule.required().max('2030-01-01T00:00:00Z'),
      },
      {name: 'slot', type: 'datetime', title: 'Broadcast slot', options: {timeStep: 15}},
      {name: 'opensAt', type: 'datetime', options: {dateFormat: 'yyyy-MM-dd', timeFormat: 'HH:mm'}},
    ],
  },
])
const doc = {_id: 'post-1', _type: 'post'}
const openPicker = ({canvasElement}: {canvasElement: HTMLElement}) =>
  canvasElement.querySelector<HTMLButtonElement>('.vellum-form-date-button')?.click()

const meta = {
  title: 'Form/DateTimeInput',
  component: FormStory,
  args: {schema, typeName: 'post', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: {
    value: {
      ...doc,
      publishedAt: '2026-11-22T14:30:00.000Z',
      slot: '2026-11-22T19:45:00.000Z',
      opensAt: '2026-12-01T08:00:00.000Z',
    },
  },
}
/** Live validation: published after the rule's maximum of 2030-01-01. */
export const Invalid: Story = {args: {validate: true, value: {...doc, publishedAt: '2031-05-04T10:00:00.000Z'}}}
/** A boolean stored where a datetime belongs: the field shows the invalid-value alert with a reset. */
export const InvalidValue: Story = {args: {value: {...doc, publishedAt: true}}}
/** Stored text that is no datetime: shown as it is, marked 'Invalid datetime'. */
export const UnparseableText: Story = {args: {validate: true, value: {...doc, publishedAt: 'tomorrow at noon'}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, publishedAt: '2026-11-22T14:30:00.000Z'}}}
export const WithPresence: Story = {
  args: {value: {...doc, publishedAt: '2026-11-22T14:30:00.000Z'}, presence: presenceAt(['publishedAt'])},
}
/** The picker with the time included: hour and minute selects beside the 'Include time' switch. */
export const PickerOpen: Story = {args: {value: {...doc, publishedAt: '2026-11-22T14:30:00.000Z'}}, play: openPicker}
