import type {Meta, StoryObj} from '@storybook/react-vite'
import {Card, Stack} from '../src/ui'

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {gap: 2},
  render: (args) => (
    <Stack {...args}>
      <Card border>Title</Card>
      <Card border>Slug</Card>
      <Card border>Body</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Column: Story = {}
export const Row: Story = {args: {row: true, gap: 3}}
export const Padded: Story = {args: {padding: 4, gap: 4}}
export const Empty: Story = {render: (args) => <Stack {...args} data-testid="empty" />}
