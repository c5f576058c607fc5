import type {Meta, StoryObj} from '@storybook/react-vite'
import {Stack, Text} from '../src/ui'

const meta = {
  title: 'UI/Text',
  component: Text,
  args: {children: 'The quick brown fox jumps over the lazy dog.'},
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Muted: Story = {args: {muted: true, size: 1, children: 'Edited 5 minutes ago'}}
export const Code: Story = {args: {code: true, children: 'drafts.3f1c9e2a'}}
export const Truncated: Story = {args: {truncate: true, style: {maxWidth: 200}}}
export const Weights: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}
        </Text>
      ))}
    </Stack>
  ),
}
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={2}>
      {([0, 1, 2, 3, 4, 5] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}
        </Text>
      ))}
    </Stack>
  ),
}
