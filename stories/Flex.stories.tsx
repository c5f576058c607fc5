import type {Meta, StoryObj} from '@storybook/react-vite'
import {Badge, Button, Flex, Text} from '../src/ui'

const meta = {
  title: 'UI/Flex',
  component: Flex,
  args: {gap: 2},
  render: (args) => (
    <Flex {...args}>
      <Text weight="semibold">Post</Text>
      <Badge tone="caution">Draft</Badge>
      <Flex flex={1} />
      <Button text="Publish" tone="primary" />
    </Flex>
  ),
} satisfies Meta<typeof Flex>

export default meta
type Story = StoryObj<typeof meta>

export const Toolbar: Story = {}
export const Column: Story = {args: {direction: 'column', align: 'flex-start'}}
export const Padded: Story = {args: {padding: 4, gap: 3}}
export const Wrapping: Story = {
  args: {wrap: true, gap: 2},
  render: (args) => (
    <Flex {...args} style={{maxWidth: 260}}>
      {['post', 'author', 'category', 'settings', 'navigation', 'product'].map((type) => (
        <Badge key={type}>{type}</Badge>
      ))}
    </Flex>
  ),
}
