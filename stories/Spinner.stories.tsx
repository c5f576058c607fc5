import type {Meta, StoryObj} from '@storybook/react-vite'
import {Spinner} from '../src/ui'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Appears after 500 ms, so quick loads never flash it. */
export const Default: Story = {}
export const Immediate: Story = {args: {delay: 0}}
export const Large: Story = {args: {size: 40, label: 'Loading documents', delay: 0}}
export const Primary: Story = {args: {size: 27, delay: 0, style: {color: 'var(--vellum-color-primary)'}}}
