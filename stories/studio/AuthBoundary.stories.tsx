import type {Meta, StoryObj} from '@storybook/react-vite'
import {AuthBoundary, useAuthState, type AuthStore} from '../../src/studio/auth'
import {Button, Stack, Text} from '../../src/ui'
import {useStoryAuthStore, type StorySession} from './storySessions'

/** What the workspace behind the gate shows in these stories: who is signed in, and Sign out. */
function Workspace({store}: {store: AuthStore}) {
  const state = useAuthState(store)
  if (state.type !== 'logged-in') return null
  return (
    <Stack gap={3} padding={4}>
      <Text>{`Signed in as ${state.user.name} (${state.user.roles.map((role) => role.title).join(', ')})`}</Text>
      {store.logout && (
        <div>
          <Button text="Sign out" onClick={() => void store.logout?.()} />
        </div>
      )}
    </Stack>
  )
}

function Gate({session}: {session?: StorySession}) {
  const store = useStoryAuthStore(session)
  return (
    <div style={{height: 560}}>
      <AuthBoundary store={store} basePath="/blog" workspaceTitle="Blog">
        <Workspace store={store} />
      </AuthBoundary>
    </div>
  )
}

const meta = {
  title: 'Studio/AuthBoundary',
  component: Gate,
} satisfies Meta<typeof Gate>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in with a stored token; Sign out brings the login screen. */
export const SignedIn: Story = {args: {session: 'editor'}}

/** Nobody signed in: the login screen. */
export const SignedOut: Story = {args: {}}

/** Signed in without a role: 'Not authorized', and Sign out. */
export const NotAuthorized: Story = {args: {session: 'guest'}}
