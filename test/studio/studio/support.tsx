// An in-process studio for <Studio> tests: workspaces over a real lake, signed in through the
// in-process auth client factory (Ada, an editor, by her stored token), routed in memory.
import {render, type RenderResult} from '@testing-library/react'
import {createElement, useEffect, useState} from 'react'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {defineField, defineType} from '../../../src/schema'
import {
  createMemoryHistory,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  Studio,
  useClient,
  type AuthTokenStorage,
  type Config,
  type MemoryHistory,
  type StudioAuthOptions,
  type StudioProps,
  type Tool,
  type ToolProps,
} from '../../../src/studio'
import type {ErrorChannel} from '../../../src/studio/screens'
import {ADA, NOBODY, PROVIDERS} from '../auth/support'

export {ADA, NOBODY}

export const post = defineType({name: 'post', type: 'document', fields: [defineField({name: 'title', type: 'string'})]})
export const author = defineType({
  name: 'author',
  type: 'document',
  fields: [defineField({name: 'name', type: 'string'})],
})

/** A tool that says which tool it is. */
export function tool(name: string, extra: Partial<Tool> = {}): Tool {
  const Component = (_props: ToolProps) => createElement('p', null, `tool ${name}`)
  Component.displayName = `${name}Tool`
  return {name, title: name[0]!.toUpperCase() + name.slice(1), component: Component, ...extra}
}

/** A tool listing the titles of the posts it reads with `useClient`, from the workspace's dataset. */
export function postsTool(): Tool {
  function PostsTool() {
    const client = useClient({apiVersion: '2025-02-19'})
    const [titles, setTitles] = useState<string[] | null>(null)
    useEffect(() => {
      let live = true
      void client
        .fetch<string[]>('*[_type == "post"] | order(title asc).title')
        .then((found) => live && setTitles(found))
      return () => {
        live = false
      }
    }, [client])
    if (!titles) return createElement('p', null, 'Loading posts')
    return createElement(
      'ul',
      {'aria-label': 'Posts'},
      ...titles.map((title) => createElement('li', {key: title}, title)),
    )
  }
  return {name: 'posts', title: 'Posts', component: PostsTool}
}

/** Two workspaces of one project, datasets production and staging, with the posts tool and a vision tool. */
export function blogConfig(overrides: {tools?: Tool[]} = {}): Config {
  const tools = overrides.tools ?? [postsTool(), tool('vision')]
  return [
    {
      name: 'production',
      title: 'Blog',
      basePath: '/production',
      projectId: 'blog',
      dataset: 'production',
      schema: {types: [post, author]},
      tools,
    },
    {
      name: 'staging',
      title: 'Blog (staging)',
      basePath: '/staging',
      projectId: 'blog',
      dataset: 'staging',
      schema: {types: [post, author]},
      tools,
    },
  ]
}

/** An error channel the test fires by hand, standing in for the window's uncaught errors. */
export function testErrorChannel(): ErrorChannel & {fire(error: unknown): void} {
  const listeners = new Set<(error: unknown) => void>()
  const channel = (listener: (error: unknown) => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  return Object.assign(channel, {fire: (error: unknown) => listeners.forEach((listener) => listener(error))})
}

/** What {@link renderStudio} gives a test to look at and act on. */
export interface RenderedStudio extends RenderResult {
  history: MemoryHistory
  lake: Lake
  storage: AuthTokenStorage
}

/** Options of {@link renderStudio}. */
export interface RenderStudioOptions extends Partial<Omit<StudioProps, 'config' | 'history' | 'auth'>> {
  config?: Config
  path?: string
  /** The session token stored before the studio starts (default Ada's); null for none. */
  token?: string | null
  lake?: Lake
}

/**
 * Renders `<Studio>` over an in-process lake at `path`: sessions `ada-token` (Ada, an editor)
 * and `nobody-token` (no roles), Ada's token stored unless told otherwise.
 */
export function renderStudio(options: RenderStudioOptions = {}): RenderedStudio {
  const {
    config = blogConfig(),
    path = '/',
    token = 'ada-token',
    lake = createLake({storage: memoryStorage(), datasets: ['production', 'staging']}),
    errorChannel = testErrorChannel(),
    ...props
  } = options
  const storage = memoryTokenStorage()
  if (token) storage.setItem('__studio_auth_token_blog', JSON.stringify({token, time: '2026-01-01T00:00:00.000Z'}))
  const auth: StudioAuthOptions = {
    storage,
    client: (workspace) =>
      inProcessAuthClientFactory({
        lake,
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        sessions: {'ada-token': ADA, 'nobody-token': NOBODY},
        authProviders: PROVIDERS,
      }),
  }
  const history = createMemoryHistory({initialEntries: [path]})
  const result = render(<Studio config={config} history={history} auth={auth} errorChannel={errorChannel} {...props} />)
  return {...result, history, lake, storage}
}
