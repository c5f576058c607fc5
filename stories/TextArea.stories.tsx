import type {Meta, StoryObj} from '@storybook/react-vite'
import {TextArea} from '../src/ui'

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: {label: 'Description', placeholder: 'What is this document about?'},
  decorators: [(Story) => <div style={{maxWidth: 420}}>{Story()}</div>],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Filled: Story = {args: {defaultValue: 'An embeddable, schema-driven content studio.\nWith a second line.'}}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('textarea')?.focus()}
export const Invalid: Story = {args: {defaultValue: 'x'.repeat(40), error: 'Must be at most 30 characters'}}
export const Disabled: Story = {args: {defaultValue: 'Cannot change this', disabled: true}}
export const ReadOnly: Story = {args: {defaultValue: 'Published text', readOnly: true}}
export const Tall: Story = {args: {rows: 10}}
