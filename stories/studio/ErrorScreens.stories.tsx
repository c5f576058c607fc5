import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {createSchema, SchemaError} from '../../src/schema'
import type {Tool, ToolProps} from '../../src/studio/config'
import {createMemoryHistory, RouterProvider} from '../../src/studio/router'
import {
  ConfigIssuesDialog,
  ConnectionStatusBanner,
  CrashScreen,
  NoToolsScreen,
  RedirectingScreen,
  SchemaErrorsScreen,
  ToolNotFoundScreen,
  UncaughtErrorToaster,
  WorkspaceNotFoundScreen,
  type ErrorChannel,
} from '../../src/studio/screens'
import {Button, Stack, ToastProvider} from '../../src/ui'
import type {AnyDefinition, SchemaProblem} from '../../src/types'

function schemaProblems(): SchemaProblem[] {
  const types = [
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'strng'},
        {name: 'author', type: 'reference'},
      ],
    },
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}], preview: {select: {title: 'nope'}}},
  ] as unknown as AnyDefinition[]
  try {
    createSchema(types)
  } catch (error) {
    if (error instanceof SchemaError) return error.problems
    throw error
  }
  return []
}

const Screen = (_props: ToolProps) => null
const tools: Tool[] = [
  {name: 'structure', title: 'Structure', component: Screen},
  {name: 'vision', title: 'Vision', component: Screen},
]

function crash(): Error {
  try {
    JSON.parse('{"title": ')
  } catch (error) {
    return error as Error
  }
  return new Error('Unexpected end of JSON input')
}

type ScreenName =
  | 'schemaErrors'
  | 'configIssues'
  | 'crash'
  | 'toolCrash'
  | 'noTools'
  | 'toolNotFound'
  | 'workspaceNotFound'
  | 'redirecting'
  | 'connection'
  | 'uncaughtError'

/** The connection states the banner shows, one under the other. */
function ConnectionStates() {
  const [retryAt] = useState(() => new Date(Date.now() + 45_000))
  return (
    <Stack gap={3}>
      <ConnectionStatusBanner status={{type: 'error', retryAt, isOffline: false, attemptNo: 4}} onRetry={() => {}} />
      <ConnectionStatusBanner status={{type: 'error', retryAt, isOffline: true, attemptNo: 1}} />
      <ConnectionStatusBanner status={{type: 'connecting', attemptNo: 5}} />
    </Stack>
  )
}

/** A button that sends an error down an error channel, as an uncaught one would arrive. */
function UncaughtErrors() {
  const [channel] = useState(() => {
    const listeners = new Set<(error: unknown) => void>()
    const subscribe: ErrorChannel = (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    return {subscribe, emit: (error: unknown) => listeners.forEach((listener) => listener(error))}
  })
  return (
    <ToastProvider>
      <UncaughtErrorToaster errorChannel={channel.subscribe} />
      <Button
        text="Report an uncaught error"
        onClick={() => channel.emit(new TypeError("Cannot read properties of undefined (reading 'title')"))}
      />
    </ToastProvider>
  )
}

function ErrorScreen({screen}: {screen: ScreenName}) {
  const [history] = useState(() => createMemoryHistory({initialEntries: ['/blog/media']}))
  const [retries, setRetries] = useState(0)
  const body = {
    configIssues: (
      <ConfigIssuesDialog
        onClose={() => setRetries((count) => count + 1)}
        issues={[
          {
            severity: 'warning',
            message: 'A tool without a name was skipped',
            path: ['blog', 'media-plugin'],
            property: 'tools',
          },
        ]}
        schemaProblems={schemaProblems().filter((problem) => problem.severity === 'warning')}
        getHelpUrl={(id) => `https://example.com/docs/schema#${id}`}
      />
    ),
    connection: <ConnectionStates />,
    uncaughtError: <UncaughtErrors />,
    schemaErrors: (
      <SchemaErrorsScreen
        errors={[{name: 'blog', title: 'Blog', basePath: '/blog', problems: schemaProblems()}]}
        getHelpUrl={(id) => `https://example.com/docs/schema#${id}`}
      />
    ),
    crash: <CrashScreen key={retries} error={crash()} onRetry={() => setRetries((count) => count + 1)} />,
    toolCrash: <CrashScreen error={crash()} toolTitle="Vision" onRetry={() => setRetries((count) => count + 1)} />,
    noTools: <NoToolsScreen />,
    toolNotFound: <ToolNotFoundScreen toolName="media" tools={tools} />,
    workspaceNotFound: <WorkspaceNotFoundScreen defaultUrl="/blog" />,
    redirecting: <RedirectingScreen />,
  }[screen]
  return (
    <RouterProvider workspaces={[{name: 'blog', title: 'Blog', basePath: '/blog', tools}]} history={history}>
      {body}
    </RouterProvider>
  )
}

const meta = {
  title: 'Studio/Screens',
  component: ErrorScreen,
  args: {screen: 'schemaErrors'},
  argTypes: {
    screen: {
      control: 'select',
      options: [
        'schemaErrors',
        'configIssues',
        'crash',
        'toolCrash',
        'noTools',
        'toolNotFound',
        'workspaceNotFound',
        'redirecting',
        'connection',
        'uncaughtError',
      ],
    },
  },
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

/** 'Schema errors': problems by severity with path and documentation link. */
export const SchemaErrors: Story = {}
/** 'An error occured' with Retry, message and stack. */
export const Crash: Story = {args: {screen: 'crash'}}
/** 'The Vision tool crashed'. */
export const ToolCrash: Story = {args: {screen: 'toolCrash'}}
/** 'No configured tools'. */
export const NoTools: Story = {args: {screen: 'noTools'}}
/** 'Tool not found: media', linking to the workspace's tools. */
export const ToolNotFound: Story = {args: {screen: 'toolNotFound'}}
/** 'Workspace not found' with 'Go to default workspace'. */
export const WorkspaceNotFound: Story = {args: {screen: 'workspaceNotFound'}}
/** The redirecting notice (its spinner shows after 500 ms). */
export const Redirecting: Story = {args: {screen: 'redirecting'}}
/** The 'Configuration issues' dialog (development only). */
export const ConfigurationIssues: Story = {args: {screen: 'configIssues'}}
/** The connection banner: unreachable with a countdown, offline, and reconnecting. */
export const ConnectionStatus: Story = {args: {screen: 'connection'}}
/** An uncaught error shows as an 'Uncaught error' toast. */
export const UncaughtError: Story = {args: {screen: 'uncaughtError'}}
