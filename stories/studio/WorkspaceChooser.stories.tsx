import type {Meta, StoryObj} from '@storybook/react-vite'
import {WorkspaceChooser, type WorkspaceChooserProps} from '../../src/studio/workspaces'
import {StoryWorkspaces} from './storySessions'

function Chooser(props: WorkspaceChooserProps) {
  return (
    <div style={{height: 560}}>
      <StoryWorkspaces>
        <WorkspaceChooser {...props} />
      </StoryWorkspaces>
    </div>
  )
}

const meta = {
  title: 'Studio/WorkspaceChooser',
  component: Chooser,
} satisfies Meta<typeof Chooser>

export default meta
type Story = StoryObj<typeof meta>

/** Three workspaces: logged in, logged out and no access. */
export const Default: Story = {}

/** With the footer link to add a workspace. */
export const WithAddWorkspaceLink: Story = {args: {addWorkspaceHref: 'https://example.com/docs/workspaces'}}
