import type {Meta, StoryObj} from '@storybook/react-vite'
import {LoginScreen, type LoginScreenProps} from '../../src/studio/auth'
import {useStoryAuthStore} from './storySessions'

type Props = Omit<LoginScreenProps, 'store'>

function Screen(props: Props) {
  return <LoginScreen {...props} store={useStoryAuthStore()} />
}

const meta = {
  title: 'Studio/LoginScreen',
  component: Screen,
  args: {returnPath: '/blog', workspaceTitle: 'Blog'},
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** The providers of a server in developer mode: 'Continue as developer' and e-mail and password. */
export const Default: Story = {}

/** A sign-in link that was used already. */
export const WithError: Story = {
  args: {error: new Error('The sign-in id is unknown, expired or used already; sign in again')},
}

/** With several workspaces, the back action to choose another one. */
export const WithWorkspaceChoice: Story = {args: {onChooseWorkspace: () => {}}}

/** Providers from configuration only, with a logo. */
export const ConfiguredProviders: Story = {
  args: {
    auth: {
      mode: 'replace',
      providers: [
        {
          name: 'sso',
          title: 'Company single sign-on',
          url: 'https://sso.example.com/login',
          logo: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22%3E%3Ccircle cx=%2210%22 cy=%2210%22 r=%229%22 fill=%22%232457d6%22/%3E%3C/svg%3E',
        },
        {name: 'local', title: 'E-mail and password', url: 'http://127.0.0.1:3400/v1/auth/login/local'},
      ],
    },
  },
}
