import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'event',
    type: 'document',
    fields: [
      {
        name: 'launch',
        type: 'date',
        description: 'The first day tickets are on sale.',
        validation: (rule) => rule.required().min('2025-01-01'),
      },
      {name: 'deadline', type: 'date', options: {dateFormat: 'dd/MM/yyyy'}},
    ],
  },
])
const doc = {_id: 'event-1', _type: 'event'}
const openCalendar = ({canvasElement}: {canvasElement: HTMLElement}) =>
  canvasElement.querySelector<HTMLButtonElement>('.vellum-form-date-button')?.click()

const meta = {
  title: 'Form/DateInput',
  component: FormStory,
  args: {schema, typeName: 'event', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {args: {value: {...doc, launch: '2026-11-22', deadline: '2026-12-01'}}}
/** Live validation: the launch is before the rule's minimum of 2025-01-01; clearing it gives 'Required'. */
export const Invalid: Story = {args: {validate: true, value: {...doc, launch: '2024-06-01'}}}
/** A number stored where a date belongs: the field offers to reset it. */
export const InvalidValue: Story = {args: {value: {...doc, launch: 20261122}}}
/** Stored text that is no date: shown as it is, marked 'Invalid date', with the format in its tooltip. */
export const UnparseableText: Story = {args: {validate: true, value: {...doc, launch: 'next week'}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, launch: '2026-11-22'}}}
export const WithPresence: Story = {args: {value: {...doc, launch: '2026-11-22'}, presence: presenceAt(['launch'])}}
/** The calendar open on the stored day: weeks start on Sunday (en-US). */
export const CalendarOpen: Story = {args: {value: {...doc, launch: '2026-11-22'}}, play: openCalendar}
/** A locale whose weeks start on Monday (its `weekInfo.firstDay` is 1), with British names. */
export const CalendarMondayFirst: Story = {
  args: {
    value: {...doc, launch: '2026-11-22'},
    services: {locale: {id: 'en-GB', weekInfo: {firstDay: 1, minimalDays: 4, weekend: [6, 7]}}},
  },
  play: openCalendar,
}
