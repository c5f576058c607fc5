import type {Meta, StoryObj} from '@storybook/react-vite'
import {Checkbox} from '../src/ui'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: {label: 'Include drafts'},
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = {args: {defaultChecked: true}}
export const Indeterminate: Story = {args: {label: 'All document types', indeterminate: true}}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('input')?.focus()}
export const WithDescription: Story = {args: {description: 'Drafts are shown next to published documents.'}}
export const Invalid: Story = {args: {label: 'I have read the guidelines', error: 'Required'}}
export const Disabled: Story = {args: {disabled: true, defaultChecked: true}}
