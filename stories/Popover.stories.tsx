import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {AddIcon, Button, Popover, Stack, Text, TextInput, type PopoverProps} from '../src/ui'

const picker = (
  <Stack gap={3} style={{width: 260}}>
    <TextInput aria-label="Filter document types" placeholder="Search document types" />
    <Stack gap={1}>
      <Button mode="bleed" text="Post" style={{justifyContent: 'flex-start'}} />
      <Button mode="bleed" text="Author" style={{justifyContent: 'flex-start'}} />
      <Button mode="bleed" text="Category" style={{justifyContent: 'flex-start'}} />
    </Stack>
  </Stack>
)

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    content: picker,
    placement: 'bottom-start',
    children: <Button text="New document" icon={<AddIcon />} tone="primary" />,
  },
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

/** Click the button; Escape or a click outside closes it. */
export const Default: Story = {}
export const Open: Story = {args: {defaultOpen: true}}
export const Modal: Story = {args: {defaultOpen: true, modal: true, 'aria-label': 'Create new document'}}
export const MatchWidth: Story = {
  args: {
    defaultOpen: true,
    matchReferenceWidth: true,
    children: <Button text="A wide button that opens a popover" mode="ghost" style={{width: 360}} />,
    content: <Text>As wide as its button.</Text>,
  },
}

function ControlledPopover(args: PopoverProps) {
  const [open, setOpen] = useState(false)
  return (
    <Stack row gap={3} align="center">
      <Popover {...args} open={open} onOpenChange={setOpen} content={<Text>Opened from outside.</Text>}>
        <Button text="Anchor" mode="ghost" />
      </Popover>
      <Button text={open ? 'Close it' : 'Open it'} onClick={() => setOpen(!open)} />
    </Stack>
  )
}

export const Controlled: Story = {render: (args) => <ControlledPopover {...args} />}
