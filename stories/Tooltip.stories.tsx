import type {Meta, StoryObj} from '@storybook/react-vite'
import {Button, IconButton, SearchIcon, Stack, Tooltip} from '../src/ui'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {content: 'Search (Ctrl+K)', children: <IconButton icon={<SearchIcon />} label="Search" />},
  decorators: [(Story) => <div style={{padding: 60}}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Rest the pointer on the button, or focus it with Tab. */
export const Default: Story = {}
/** Open: keyboard focus shows the tooltip at once. */
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('button')?.focus()}
export const Bottom: Story = {
  args: {placement: 'bottom'},
  play: ({canvasElement}) => canvasElement.querySelector('button')?.focus(),
}
export const LongText: Story = {
  args: {
    content: 'You do not have permission to create documents of this type. Your roles: Viewer, Contributor.',
    children: <Button text="Create" tone="primary" />,
  },
  play: ({canvasElement}) => canvasElement.querySelector('button')?.focus(),
}
/** A disabled button fires no pointer events, so the tooltip goes on a wrapper. */
export const OnDisabledButton: Story = {
  args: {
    content: 'Insufficient permissions',
    children: (
      <span tabIndex={0} style={{display: 'inline-flex'}}>
        <Button text="Publish" tone="primary" disabled />
      </span>
    ),
  },
}
export const Disabled: Story = {args: {disabled: true}}
export const Row: Story = {
  render: () => (
    <Stack row gap={2}>
      {['Bold', 'Italic', 'Code'].map((name) => (
        <Tooltip key={name} content={name} placement="bottom">
          <Button mode="bleed" text={name[0]} aria-label={name} />
        </Tooltip>
      ))}
    </Stack>
  ),
}
