import type {Meta, StoryObj} from '@storybook/react-vite'
import {Badge, EditIcon, Stack} from '../src/ui'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: {children: 'Published', tone: 'positive'},
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Draft: Story = {args: {children: 'Draft', tone: 'caution'}}
export const Outline: Story = {args: {mode: 'outline'}}
export const WithIcon: Story = {args: {children: 'Edited', tone: 'primary', icon: <EditIcon />}}
export const Tones: Story = {
  render: () => (
    <Stack row gap={2}>
      {(['default', 'primary', 'positive', 'caution', 'critical'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
}
