import type {Meta, StoryObj} from '@storybook/react-vite'
import {Spinner} from '../src/ui'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Large: Story = {args: {size: 40, label: 'Loading documents'}}
export const Primary: Story = {args: {size: 27, style: {color: 'var(--vellum-color-primary)'}}}
