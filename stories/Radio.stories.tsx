import type {Meta, StoryObj} from '@storybook/react-vite'
import {Radio, RadioGroup} from '../src/ui'

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  args: {label: 'Unit', defaultValue: 'day'},
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="day" label="Days" />
      <Radio value="month" label="Months" description="Calendar months, not 30 days." />
      <Radio value="year" label="Years" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Row: Story = {args: {row: true}}
export const Focused: Story = {
  play: ({canvasElement}) => canvasElement.querySelector<HTMLInputElement>('input:checked')?.focus(),
}
export const Invalid: Story = {args: {defaultValue: undefined, error: 'Pick a unit'}}
export const Disabled: Story = {args: {disabled: true}}
export const OneDisabled: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="day" label="Days" />
      <Radio value="month" label="Months" disabled />
    </RadioGroup>
  ),
}
