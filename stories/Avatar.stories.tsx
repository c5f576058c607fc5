import type {Meta, StoryObj} from '@storybook/react-vite'
import {Avatar, AvatarStack, Stack} from '../src/ui'

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov']

// A picture drawn inline, so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c9651a"/><circle cx="20" cy="15" r="7" fill="#fff"/><path d="M6 38c2-9 8-13 14-13s12 4 14 13" fill="#fff"/></svg>',
)}`

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: {name: 'Ada Lovelace'},
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {}
export const Picture: Story = {args: {src: picture}}
/** A broken picture URL falls back to the initials. */
export const BrokenPicture: Story = {args: {src: 'data:image/png;base64,broken'}}
export const Inactive: Story = {args: {status: 'inactive'}}
export const Sizes: Story = {
  render: (args) => (
    <Stack row gap={3} align="center">
      <Avatar {...args} size={0} />
      <Avatar {...args} size={1} />
      <Avatar {...args} size={2} />
    </Stack>
  ),
}
export const UserColors: Story = {
  render: () => (
    <Stack row gap={2}>
      {people.map((name) => (
        <Avatar key={name} name={name} size={1} />
      ))}
    </Stack>
  ),
}

/** Avatars 21 px apart; the third place counts everyone else. */
export const Stacked: Story = {
  render: () => (
    <Stack gap={4}>
      <AvatarStack aria-label="Editing now">
        {people.slice(0, 2).map((name) => (
          <Avatar key={name} name={name} />
        ))}
      </AvatarStack>
      <AvatarStack aria-label="Editing now">
        {people.map((name) => (
          <Avatar key={name} name={name} />
        ))}
      </AvatarStack>
      <AvatarStack aria-label="Editing now" maxLength={4} size={1}>
        {people.map((name) => (
          <Avatar key={name} name={name} size={1} />
        ))}
      </AvatarStack>
    </Stack>
  ),
}
