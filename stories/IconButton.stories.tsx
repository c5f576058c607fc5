import type {Meta, StoryObj} from '@storybook/react-vite'
import {AddIcon, EllipsisHorizontalIcon, IconButton, SearchIcon, Stack, TrashIcon} from '../src/ui'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: {icon: <AddIcon />, label: 'Create new document'},
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Ghost: Story = {args: {mode: 'ghost', icon: <SearchIcon />, label: 'Search'}}
export const Filled: Story = {args: {mode: 'default', tone: 'primary'}}
export const Critical: Story = {args: {tone: 'critical', icon: <TrashIcon />, label: 'Delete'}}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('button')?.focus()}
export const Selected: Story = {args: {selected: true, icon: <EllipsisHorizontalIcon />, label: 'More'}}
export const Disabled: Story = {args: {disabled: true}}
export const Loading: Story = {args: {loading: true}}

export const Toolbar: Story = {
  render: () => (
    <Stack row gap={1}>
      <IconButton icon={<SearchIcon />} label="Search" />
      <IconButton icon={<AddIcon />} label="Create" />
      <IconButton icon={<EllipsisHorizontalIcon />} label="More" />
    </Stack>
  ),
}
