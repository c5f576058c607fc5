import type {Meta, StoryObj} from '@storybook/react-vite'
import {AddIcon, Button, ChevronDownIcon, Stack} from '../src/ui'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: {text: 'Publish'},
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Primary: Story = {args: {tone: 'primary'}}
export const Ghost: Story = {args: {mode: 'ghost', text: 'Cancel'}}
export const Bleed: Story = {args: {mode: 'bleed', text: 'More'}}
export const Critical: Story = {args: {tone: 'critical', text: 'Delete'}}
export const WithIcons: Story = {
  args: {icon: <AddIcon />, iconRight: <ChevronDownIcon />, text: 'Create', mode: 'ghost'},
}
/** Keyboard focus shows a ring in the focus colour. */
export const Focused: Story = {
  args: {tone: 'primary'},
  play: ({canvasElement}) => canvasElement.querySelector('button')?.focus(),
}
export const Selected: Story = {args: {mode: 'bleed', text: 'Bold', selected: true}}
export const Disabled: Story = {args: {tone: 'primary', disabled: true}}
export const Loading: Story = {args: {tone: 'primary', loading: true, text: 'Publishing…'}}

/** Every tone in every mode, side by side. */
export const Matrix: Story = {
  render: () => (
    <Stack gap={3}>
      {(['default', 'ghost', 'bleed'] as const).map((mode) => (
        <Stack row gap={2} key={mode}>
          {(['default', 'primary', 'positive', 'caution', 'critical'] as const).map((tone) => (
            <Button key={tone} mode={mode} tone={tone} text={`${tone} ${mode}`} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
}
