import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {Button, Dialog, Stack, Text, TextInput, type DialogProps} from '../src/ui'

function DeleteDialog(args: DialogProps) {
  const [open, setOpen] = useState(Boolean(args.open))
  return (
    <>
      <Button text="Delete document" tone="critical" onClick={() => setOpen(true)} />
      <Dialog
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button text="Cancel" mode="ghost" onClick={() => setOpen(false)} />
            <Button text="Delete" tone="critical" onClick={() => setOpen(false)} />
          </>
        }
      >
        <Stack gap={3}>
          <Text>Delete “Hello, Vellum” and its draft? This cannot be undone.</Text>
          <TextInput label="Type the title to confirm" />
        </Stack>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {header: 'Delete document?', width: 480},
  render: (args) => <DeleteDialog {...args} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Press the button; Tab stays inside, Escape closes, focus returns to the button. */
export const Default: Story = {}
export const Open: Story = {args: {open: true}}

/** Without `onClose` the dialog must be answered: no close button, Escape does nothing. */
export const MustAnswer: Story = {
  render: () => (
    <Dialog header="Not authorized" width={420} footer={<Button text="Sign out" tone="primary" />}>
      <Text>Ask a project administrator for an invitation and verify your account.</Text>
    </Dialog>
  ),
}

export const LongContent: Story = {
  render: () => (
    <Dialog header="Configuration issues" onClose={() => {}}>
      <Stack gap={3}>
        {Array.from({length: 30}, (_, i) => (
          <Text key={i}>Warning {i + 1}: field “title” of type “post” has no description.</Text>
        ))}
      </Stack>
    </Dialog>
  ),
}
