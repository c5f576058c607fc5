import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import type {ConfigIssue, Tool, ToolProps} from '../../src/studio/config'
import {StudioI18nProvider} from '../../src/studio/i18n'
import {
  parseHelpResources,
  StudioNavbar,
  type NavbarWorkspace,
  type NewDocumentCreateOption,
  type PresentUser,
} from '../../src/studio/navbar'
import {createMemoryHistory, RouterProvider, useRouter} from '../../src/studio/router'
import {DesktopIcon, DocumentIcon, EditIcon, ImageIcon, Text, type ColorSchemePreference} from '../../src/ui'

function toolScreen(title: string) {
  const Screen = (_props: ToolProps) => <Text>{title}</Text>
  Screen.displayName = `${title}Tool`
  return Screen
}
const tools: Tool[] = [
  {name: 'structure', title: 'Structure', icon: EditIcon, component: toolScreen('Structure')},
  {name: 'vision', title: 'Vision', icon: DesktopIcon, component: toolScreen('Vision')},
  {name: 'media', title: 'Media', icon: ImageIcon, component: toolScreen('Media')},
]
const blog: NavbarWorkspace = {name: 'blog', title: 'Blog', basePath: '/blog', icon: DocumentIcon, tools}

const option = (title: string, hasPermission = true): NewDocumentCreateOption => {
  const type = title.toLowerCase().replace(/\s+/g, '-')
  return {id: `${type}-0`, templateId: type, schemaType: type, title, hasPermission}
}
const options = [
  'Author',
  'Blog post',
  'Category',
  'Podcast episode',
  'Post for the blog',
  'Recipe',
  'Event',
  'Landing page',
  'Product',
  'Review',
  'Tag',
]
  .map((title) => option(title))
  .concat(option('Site settings', false))

const now = Date.now()
const presentUsers: PresentUser[] = [
  {
    user: {id: 'grace', name: 'Grace Hopper'},
    lastActiveAt: new Date(now - 4_000).toISOString(),
    sessions: [{locations: [{documentId: 'post-1'}]}],
  },
  {
    user: {id: 'alan', name: 'Alan Turing'},
    lastActiveAt: new Date(now - 7 * 60_000).toISOString(),
    sessions: [{locations: []}],
  },
]

const issues: ConfigIssue[] = [
  {
    severity: 'warning',
    message: 'A tool without a name was skipped',
    path: ['blog', 'media-plugin'],
    property: 'tools',
  },
]

const helpAnswer = {
  resources: {
    sectionArray: [
      {_type: 'externalLink', _key: 'handbook', title: 'Editorial handbook', url: 'https://example.com/handbook'},
      {
        _key: 'more',
        title: 'More',
        items: [{_type: 'externalLink', _key: 'status', title: 'Service status', url: 'https://example.com/status'}],
      },
    ],
  },
  latestVersion: '1.4.0',
}

interface NavbarStoryProps {
  /** Everything the navbar can show, or only the logo and tools. */
  full: boolean
  /** The user's roles; `viewer` may create nothing. */
  role: 'administrator' | 'viewer'
  /** The locale the navbar speaks. */
  locale: 'en-US' | 'nb-NO'
  /** Whether the help request fails, showing the fallback links. */
  helpFails: boolean
}

function NavbarInRouter({full, role, locale, helpFails}: NavbarStoryProps) {
  const {state} = useRouter()
  const [preference, setPreference] = useState<ColorSchemePreference>('system')
  const [searches, setSearches] = useState(0)
  const user = {
    id: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    provider: 'local',
    roles: [{name: role, title: role === 'viewer' ? 'Viewer' : 'Administrator'}],
  }
  return (
    <StudioI18nProvider locale={locale}>
      <StudioNavbar
        workspace={blog}
        currentUser={user}
        colorScheme={{preference, setPreference}}
        {...(full
          ? {
              newDocumentOptions:
                role === 'viewer' ? options.map((entry) => ({...entry, hasPermission: false})) : options,
              onOpenSearch: () => setSearches((count) => count + 1),
              configIssues: issues,
              loadHelp: async () => {
                if (helpFails) throw new Error('The help request failed')
                return parseHelpResources(helpAnswer)
              },
              helpFallbackLinks: {
                community: 'https://example.com/community',
                support: 'https://example.com/support',
                sales: 'https://example.com/sales',
              },
              studioVersion: '1.3.2',
              presentUsers,
              onSignOut: () => setPreference('system'),
              manageProjectUrl: 'https://example.com/manage',
              inviteMembersUrl: 'https://example.com/manage/invite',
            }
          : {})}
      />
      <div style={{padding: 20, display: 'flex', flexDirection: 'column', gap: 8}}>
        <Text
          muted
          size={1}
        >{`Route: ${state.type === 'tool' ? `${state.workspace.name}/${state.tool.name}` : state.type}`}</Text>
        {full && (
          <Text muted size={1}>{`Search opened ${searches} times (click the search button or press mod+K)`}</Text>
        )}
        <Text muted size={1}>
          Narrow the window below 900 px to move the tools into the sidebar.
        </Text>
      </div>
    </StudioI18nProvider>
  )
}

function NavbarStory(props: NavbarStoryProps) {
  const [history] = useState(() => createMemoryHistory({initialEntries: ['/blog/structure']}))
  return (
    <RouterProvider workspaces={[blog]} history={history}>
      <NavbarInRouter {...props} />
    </RouterProvider>
  )
}

const meta = {
  title: 'Studio/Navbar',
  component: NavbarStory,
  args: {full: true, role: 'administrator', locale: 'en-US', helpFails: false},
  argTypes: {
    role: {control: 'inline-radio', options: ['administrator', 'viewer']},
    locale: {control: 'inline-radio', options: ['en-US', 'nb-NO']},
  },
  parameters: {layout: 'fullscreen'},
} satisfies Meta<typeof NavbarStory>

export default meta
type Story = StoryObj<typeof meta>

/** Every part: new-document picker, search, configuration issues, help, presence and user menu. */
export const Default: Story = {}

/** Only the workspace logo and the tools. */
export const Minimal: Story = {args: {full: false}}

/** A viewer may create nothing: the new-document button is disabled and says why. */
export const NoPermissionToCreate: Story = {args: {role: 'viewer'}}

/** The help request fails: the help menu offers the community, support and sales links. */
export const HelpFallback: Story = {args: {helpFails: true}}

/** In Norwegian (bokmål). */
export const Norwegian: Story = {args: {locale: 'nb-NO'}}
