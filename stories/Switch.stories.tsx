import type {Meta, StoryObj} from '@storybook/react-vite'
import {Switch} from '../src/ui'

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: {label: 'Include time'},
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = {args: {defaultChecked: true}}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('input')?.focus()}
export const WithDescription: Story = {args: {description: 'Filter by date and time, not just the date.'}}
export const Invalid: Story = {args: {error: 'Turn this on to continue'}}
export const Disabled: Story = {args: {disabled: true}}
export const DisabledOn: Story = {args: {disabled: true, defaultChecked: true}}
