import type {Meta, StoryObj} from '@storybook/react-vite'
import {Button, Stack, Toast, ToastProvider, useToast, type ToastStatus} from '../src/ui'

const messages: Record<ToastStatus, {title: string; description: string}> = {
  info: {title: 'Resolving initial value…', description: 'This can take a moment.'},
  success: {title: 'Published', description: '“Hello, Vellum” is live.'},
  warning: {title: 'Some files were not uploaded', description: '2 files of type image/heic were rejected.'},
  error: {title: 'Uncaught error', description: 'Cannot read properties of undefined.'},
}

function Pushers() {
  const toast = useToast()
  return (
    <Stack row gap={2}>
      {(Object.keys(messages) as ToastStatus[]).map((status) => (
        <Button
          key={status}
          text={status}
          mode="ghost"
          onClick={() => toast.push({status, ...messages[status], closable: status === 'error'})}
        />
      ))}
    </Stack>
  )
}

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: {status: 'info', ...messages.info},
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}
export const Success: Story = {args: {status: 'success', ...messages.success}}
export const Warning: Story = {args: {status: 'warning', ...messages.warning}}
export const ErrorToast: Story = {name: 'Error', args: {status: 'error', ...messages.error, closable: true}}
export const TitleOnly: Story = {args: {status: 'success', title: 'Saved', description: undefined}}

/** Push toasts: each closes after 5000 ms (the timer waits while the pointer is on it); errors are closable. */
export const Live: Story = {render: () => <Pushers />}
