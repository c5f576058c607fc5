import type {Meta, StoryObj} from '@storybook/react-vite'
import {useRouter} from '../../src/studio/router'
import {WorkspaceSwitcher} from '../../src/studio/workspaces'
import {Card, Text} from '../../src/ui'
import {StoryWorkspaces} from './storySessions'

/** Shows where the switcher navigated to. */
function CurrentPath() {
  const {location} = useRouter()
  return (
    <Text size={1} muted>
      {`Path: ${location.pathname}`}
    </Text>
  )
}

function Switcher({path}: {path?: string}) {
  return (
    <StoryWorkspaces path={path}>
      <Card border padding={2} style={{display: 'flex', alignItems: 'center', gap: 12}}>
        <WorkspaceSwitcher />
        <CurrentPath />
      </Card>
    </StoryWorkspaces>
  )
}

const meta = {
  title: 'Studio/WorkspaceSwitcher',
  component: Switcher,
} satisfies Meta<typeof Switcher>

export default meta
type Story = StoryObj<typeof meta>

/** In the Blog workspace; open the menu to see each workspace's sign-in state and switch. */
export const Default: Story = {}

/** In the Shop workspace, where nobody is signed in. */
export const InSignedOutWorkspace: Story = {args: {path: '/shop/structure'}}
