import type {Meta, StoryObj} from '@storybook/react-vite'
import {NotAuthorizedDialog} from '../../src/studio/auth'
import {STORY_USERS} from './storySessions'

const meta = {
  title: 'Studio/NotAuthorizedDialog',
  component: NotAuthorizedDialog,
  args: {user: STORY_USERS.guest, onSignOut: () => new Promise<void>((resolve) => setTimeout(resolve, 800))},
} satisfies Meta<typeof NotAuthorizedDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A signed-in user with no role in the project; Sign out shows its progress. */
export const Default: Story = {}

/** The workspace's auth has no logout: no Sign out button. */
export const WithoutSignOut: Story = {args: {onSignOut: undefined}}

/** A user the server knows no e-mail of. */
export const WithoutEmail: Story = {args: {user: {id: 'u-token', name: 'Deploy token', provider: 'token', roles: []}}}
