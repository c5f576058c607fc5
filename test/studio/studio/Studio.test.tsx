import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {defineField, defineType} from '../../../src/schema'
import {createPresenceStore} from '../../../src/store'
import type {Config, Tool, ToolProps, WorkspaceOptions} from '../../../src/studio'
import {setViewportWidth} from '../navbar/support'
import {author, blogConfig, post, renderStudio, testErrorChannel, tool} from './support'

beforeEach(() => {
  setViewportWidth(1280)
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  document.title = ''
})

describe('<Studio> for a signed-in user', () => {
  it('goes from the root to the first workspace and its first tool, which reads the dataset with useClient', async () => {
    const lake = createLake({storage: memoryStorage(), datasets: ['production', 'staging']})
    await lake.mutate('production', [
      {create: {_id: 'p1', _type: 'post', title: 'Hello'}},
      {create: {_id: 'p2', _type: 'post', title: 'Again'}},
    ])
    await lake.mutate('staging', [{create: {_id: 's1', _type: 'post', title: 'Staged'}}])
    const {history} = renderStudio({lake})
    const list = await screen.findByRole('list', {name: 'Posts'})
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Again', 'Hello'])
    expect(history.location.pathname).toBe('/production/posts')
    expect(screen.getByRole('link', {name: 'Posts'}).getAttribute('aria-current')).toBe('page')
  })

  it('titles the page "<tool title> | <workspace title>" and follows the tool', async () => {
    renderStudio({path: '/production/posts'})
    await screen.findByRole('list', {name: 'Posts'})
    await waitFor(() => expect(document.title).toBe('Posts | Blog'))
    fireEvent.click(screen.getByRole('link', {name: 'Vision'}))
    await screen.findByText('tool vision')
    await waitFor(() => expect(document.title).toBe('Vision | Blog'))
  })

  it('switches workspace with the switcher: the other dataset, same session', async () => {
    const lake = createLake({storage: memoryStorage(), datasets: ['production', 'staging']})
    await lake.mutate('staging', [{create: {_id: 's1', _type: 'post', title: 'Staged'}}])
    const {history} = renderStudio({lake, path: '/production/posts'})
    await screen.findByRole('list', {name: 'Posts'})
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: /^Blog/}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: /^Blog \(staging\)/}))
    })
    const list = await screen.findByRole('list', {name: 'Posts'})
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Staged']),
    )
    expect(history.location.pathname).toBe('/staging/posts')
  })

  it('shows the user menu with the user, and Sign out brings the login screen back', async () => {
    const {storage} = renderStudio({path: '/production/vision'})
    await screen.findByText('tool vision')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Account: Ada Lovelace'}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', {name: 'Sign out'}))
    })
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(storage.getItem('__studio_auth_token_blog')).toBeNull()
    expect(screen.queryByText('tool vision')).toBeNull()
  })

  it('keeps the user’s colour scheme per user and project, and tells the host', async () => {
    const onSchemeChange = vi.fn()
    const {container} = renderStudio({path: '/production/vision', onSchemeChange})
    await screen.findByText('tool vision')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Account: Ada Lovelace'}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: 'Dark'}))
    })
    expect(onSchemeChange).toHaveBeenCalledWith('dark')
    expect(localStorage.getItem('vellum.color-scheme.blog.u-ada')).toBe('dark')
    await waitFor(() => expect(container.querySelectorAll('[data-scheme="dark"]').length).toBeGreaterThan(0))
  })
})

describe('<Studio> notices', () => {
  it('shows "Workspace not found" outside every workspace, and goes to the default workspace', async () => {
    const {history} = renderStudio({path: '/nowhere'})
    expect(await screen.findByRole('heading', {name: 'Workspace not found'})).toBeVisible()
    fireEvent.click(screen.getByRole('link', {name: 'Go to default workspace'}))
    await screen.findByRole('list', {name: 'Posts'})
    expect(history.location.pathname).toBe('/production/posts')
  })

  it('shows "Tool not found: {tool}" with links to the tools there are, under the navbar', async () => {
    renderStudio({path: '/production/nope'})
    expect(await screen.findByRole('heading', {name: 'Tool not found: nope'})).toBeVisible()
    expect(screen.getByRole('banner', {name: 'Studio'})).toBeVisible()
    const notice = screen.getByRole('region', {name: 'Tool not found: nope'})
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/production/posts', '/production/vision'])
  })

  it('shows "No configured tools" for a workspace without tools', async () => {
    renderStudio({config: {projectId: 'blog', dataset: 'production', schema: {types: [post]}}})
    expect(await screen.findByRole('heading', {name: 'No configured tools'})).toBeVisible()
  })

  it('shows "Schema errors" for a workspace whose schema has errors, and the other workspace still works', async () => {
    const broken = defineType({
      name: 'broken',
      type: 'document',
      fields: [defineField({name: 'x', type: 'nonexistent' as 'string'})],
    })
    const [production, staging] = blogConfig() as WorkspaceOptions[]
    const config: Config = [{...production!, schema: {types: [post, broken]}}, staging!]
    const {history} = renderStudio({config, path: '/production'})
    expect(await screen.findByRole('heading', {name: 'Schema errors'})).toBeVisible()
    expect(screen.getByText(/nonexistent/)).toBeVisible()
    act(() => history.push('/staging'))
    expect(await screen.findByRole('list', {name: 'Posts'})).toBeVisible()
  })

  it('shows "Configuration errors" listing every error of a configuration that cannot be resolved', async () => {
    const config = [
      {name: 'one', basePath: '/same', projectId: 'blog', dataset: 'production'},
      {name: 'two', basePath: '/same', projectId: 'blog', dataset: 'production', tools: [tool('tool')]},
    ] as Config
    renderStudio({config})
    expect(await screen.findByRole('heading', {name: 'Configuration errors'})).toBeVisible()
    expect(screen.getAllByText(/basePath/i).length).toBeGreaterThan(0)
  })

  it('shows the login screen to a signed-out user, and no tool', async () => {
    renderStudio({path: '/production/posts', token: null})
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
    expect(await screen.findByRole('link', {name: /Continue as developer/})).toBeVisible()
    expect(screen.queryByRole('banner', {name: 'Studio'})).toBeNull()
  })

  it('shows "Not authorized" to a user without roles', async () => {
    renderStudio({path: '/production/posts', token: 'nobody-token'})
    expect(await screen.findByRole('dialog', {name: 'Not authorized'})).toBeVisible()
  })

  it('lets a signed-out user choose another workspace from the login screen', async () => {
    renderStudio({path: '/production/posts', token: null})
    await screen.findByRole('heading', {name: 'Choose login provider'})
    fireEvent.click(screen.getByRole('button', {name: 'Choose another workspace'}))
    expect(await screen.findByRole('heading', {name: 'Choose your workspace'})).toBeVisible()
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/production', '/staging'])
  })
})

describe('<Studio> crash isolation', () => {
  it('shows "The {tool} tool crashed" in the tool’s place, keeps the navbar, and Retry renders the tool again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    function Flaky(_props: ToolProps) {
      if (fail) throw new Error('The flaky tool broke')
      return <p>flaky works</p>
    }
    const flaky: Tool = {name: 'flaky', title: 'Flaky', component: Flaky}
    renderStudio({config: blogConfig({tools: [flaky, tool('vision')]}), path: '/production/flaky'})
    expect(await screen.findByRole('heading', {name: 'The Flaky tool crashed'})).toBeVisible()
    expect(screen.getByText('The flaky tool broke')).toBeVisible()
    expect(screen.getByRole('link', {name: 'Vision'})).toBeVisible()
    fail = false
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    expect(await screen.findByText('flaky works')).toBeVisible()
    vi.restoreAllMocks()
  })

  it('forgets a crash when another tool is chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: Tool = {
      name: 'broken',
      title: 'Broken',
      component: () => {
        throw new Error('always broken')
      },
    }
    renderStudio({config: blogConfig({tools: [broken, tool('vision')]}), path: '/production/broken'})
    await screen.findByRole('heading', {name: 'The Broken tool crashed'})
    fireEvent.click(screen.getByRole('link', {name: 'Vision'}))
    expect(await screen.findByText('tool vision')).toBeVisible()
    expect(screen.queryByRole('heading', {name: 'The Broken tool crashed'})).toBeNull()
    vi.restoreAllMocks()
  })

  it('shows uncaught errors as an "Uncaught error" toast', async () => {
    const errorChannel = testErrorChannel()
    renderStudio({path: '/production/vision', errorChannel})
    await screen.findByText('tool vision')
    act(() => errorChannel.fire(new Error('Something broke elsewhere')))
    expect(await screen.findByText('Uncaught error')).toBeVisible()
    expect(screen.getByText('Something broke elsewhere')).toBeVisible()
  })
})

describe('<Studio> configuration for the signed-in user', () => {
  it('resolves tools for the user: a tools reducer sees who signed in', async () => {
    const config: Config = {
      projectId: 'blog',
      dataset: 'production',
      schema: {types: [post, author]},
      tools: (prev, {currentUser}) => [
        ...prev,
        tool('vision'),
        ...(currentUser?.roles.some((role) => role.name === 'editor') ? [tool('editors')] : []),
      ],
    }
    const {history} = renderStudio({config, path: '/editors'})
    expect(await screen.findByText('tool editors')).toBeVisible()
    expect(screen.getByRole('link', {name: 'Editors'}).getAttribute('aria-current')).toBe('page')
    expect(history.location.pathname).toBe('/editors')
  })

  it('mounts under a base path next to the host’s routes', async () => {
    const {history} = renderStudio({basePath: '/studio', path: '/studio'})
    await screen.findByRole('list', {name: 'Posts'})
    expect(history.location.pathname).toBe('/studio/production/posts')
    expect(screen.getByRole('link', {name: 'Vision'}).getAttribute('href')).toBe('/studio/production/vision')
  })
})

describe('<Studio> with the host deciding the colour scheme', () => {
  it('paints the host’s scheme and passes the user’s choice to the host instead of storing it', async () => {
    const onSchemeChange = vi.fn()
    const {container} = renderStudio({path: '/production/vision', scheme: 'dark', onSchemeChange})
    await screen.findByText('tool vision')
    expect(container.querySelector('[data-vellum-theme]')?.getAttribute('data-scheme')).toBe('dark')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Account: Ada Lovelace'}))
    })
    expect(screen.getByRole('menuitemradio', {name: 'Dark'}).getAttribute('aria-checked')).toBe('true')
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: 'Light'}))
    })
    expect(onSchemeChange).toHaveBeenCalledWith('light')
    expect(localStorage.getItem('vellum.color-scheme.blog.u-ada')).toBeNull()
    expect(container.querySelector('[data-vellum-theme]')?.getAttribute('data-scheme')).toBe('dark')
  })
})

describe('<Studio> presence', () => {
  it('lists the other users present in the workspace’s dataset in the presence menu', async () => {
    const lake = createLake({storage: memoryStorage()})
    const grace = createInProcessClient({
      lake,
      projectId: 'blog',
      dataset: 'production',
      apiVersion: '2025-02-19',
      user: {id: 'u-grace', name: 'Grace Hopper'},
    })
    const presence = createPresenceStore({
      client: grace,
      currentUser: {id: 'u-grace', name: 'Grace Hopper'},
      sessionId: 'grace-session-0001',
    })
    const subscription = presence.sessions$.subscribe()
    presence.reportLocations([{documentId: 'p1'}])
    try {
      renderStudio({lake, path: '/production/vision'})
      await screen.findByText('tool vision')
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name: 'Who is here'}))
      })
      expect(await screen.findByRole('menuitem', {name: /Grace Hopper/})).toBeVisible()
    } finally {
      subscription.unsubscribe()
    }
  })
})
