import {act, cleanup, render, screen} from '@testing-library/react'
import {useSyncExternalStore} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {resolveConfig} from '../../../src/studio'
import {
  createMemoryHistory,
  locationToUrl,
  RouterProvider,
  useRouter,
  type StudioHistory,
} from '../../../src/studio/router'
import {currentRouter, renderRouter, RouteScreen} from './render'
import {editorTool, tool, workspace} from './support'

afterEach(cleanup)

const structure = editorTool('structure', ['post', 'author'])
const authors = editorTool('authors', ['author'], {title: 'Authors'})
const vision = tool('vision', {title: 'Vision'})
const blog = workspace('blog', '/blog', [structure, authors, vision], 'The blog')
const shop = workspace('shop', '/shop', [tool('orders')])
const workspaces = [blog, shop]

const route = () => screen.getByRole('status', {name: 'route'}).textContent
const urls = (history: {entries: readonly {pathname: string; search: string; hash: string}[]}) =>
  history.entries.map(locationToUrl)

describe('RouterProvider', () => {
  it('shows the tool the URL names, with the state its router read', () => {
    renderRouter({workspaces, history: createMemoryHistory({initialEntries: ['/blog/structure/post/abc']})})
    expect(route()).toBe('tool blog/structure {"panes":["post","abc"]}')
  })

  it('replaces the root with the first workspace’s first tool, keeping query and hash', () => {
    const history = createMemoryHistory({initialEntries: ['/?preview=1#top']})
    renderRouter({workspaces, history})
    expect(urls(history)).toEqual(['/blog/structure?preview=1#top'])
    expect(route()).toBe('tool blog/structure {}')
  })

  it('rewrites /desk to /structure in place', () => {
    const history = createMemoryHistory({initialEntries: ['/shop/orders', '/blog/desk/post']})
    renderRouter({workspaces, history})
    expect(urls(history)).toEqual(['/shop/orders', '/blog/structure/post'])
    expect(route()).toBe('tool blog/structure {"panes":["post"]}')
  })

  it('shows workspace not found, and goes to the default workspace from there', () => {
    const history = createMemoryHistory({initialEntries: ['/wiki']})
    renderRouter({workspaces, history})
    expect(route()).toBe('workspaceNotFound /blog')
    act(() => currentRouter().navigate('/blog'))
    expect(route()).toBe('tool blog/structure {}')
    expect(urls(history)).toEqual(['/wiki', '/blog/structure'])
  })

  it('shows unknown tools and workspaces without tools', () => {
    renderRouter({
      workspaces: [blog, workspace('empty', '/empty', [])],
      history: createMemoryHistory({initialEntries: ['/blog/media']}),
    })
    expect(route()).toBe('toolNotFound media')
    act(() => currentRouter().navigate('/empty'))
    expect(route()).toBe('noTools')
  })

  it('follows back and forward', () => {
    const history = createMemoryHistory({initialEntries: ['/blog/vision']})
    renderRouter({workspaces, history})
    act(() => currentRouter().navigate('/shop/orders'))
    expect(route()).toBe('tool shop/orders {}')
    act(() => history.back())
    expect(route()).toBe('tool blog/vision {}')
    act(() => history.forward())
    expect(route()).toBe('tool shop/orders {}')
  })

  describe('with the browser history', () => {
    beforeEach(() => window.history.replaceState(null, '', '/blog/vision'))
    afterEach(() => window.history.replaceState(null, '', '/'))

    it('re-renders on popstate', () => {
      renderRouter({workspaces})
      expect(route()).toBe('tool blog/vision {}')
      act(() => {
        window.history.pushState(null, '', '/shop/orders')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
      expect(route()).toBe('tool shop/orders {}')
    })

    it('navigates with pushState', () => {
      renderRouter({workspaces})
      const length = window.history.length
      act(() => currentRouter().navigate('/blog/structure/post'))
      expect(window.location.pathname).toBe('/blog/structure/post')
      expect(window.history.length).toBe(length + 1)
      expect(route()).toBe('tool blog/structure {"panes":["post"]}')
    })
  })

  describe('intents', () => {
    it('open in the tool on screen when it can handle them, and only the tool URL enters history', () => {
      const history = createMemoryHistory({initialEntries: ['/blog/authors']})
      renderRouter({workspaces, history})
      act(() => currentRouter().navigateIntent({intent: 'edit', params: {id: 'grrm', type: 'author'}}))
      expect(route()).toBe('tool blog/authors {"panes":["author","grrm"]}')
      expect(urls(history)).toEqual(['/blog/authors', '/blog/authors/author/grrm'])
    })

    it('open in the best tool when the tool on screen cannot handle them', () => {
      const history = createMemoryHistory({initialEntries: ['/blog/vision']})
      renderRouter({workspaces, history})
      act(() => currentRouter().navigate('/blog/intent/edit/id=grrm;type=author/'))
      expect(route()).toBe('tool blog/structure {"panes":["author","grrm"]}')
      expect(urls(history)).toEqual(['/blog/vision', '/blog/structure/author/grrm'])
    })

    it('opened from a fresh tab resolve to the best tool and replace the intent URL', () => {
      const history = createMemoryHistory({initialEntries: ['/blog/intent/edit/id=abc;type=post/']})
      renderRouter({workspaces, history})
      expect(urls(history)).toEqual(['/blog/structure/post/abc'])
      expect(route()).toBe('tool blog/structure {"panes":["post","abc"]}')
    })

    it('that no tool handles say so', () => {
      renderRouter({
        workspaces,
        history: createMemoryHistory({initialEntries: ['/blog/intent/edit/id=abc;type=page/']}),
      })
      expect(route()).toBe('intentNotHandled edit')
    })
  })

  describe('tool state', () => {
    it('navigates the current tool by default, or a named tool or workspace', () => {
      const history = createMemoryHistory({initialEntries: ['/blog/structure']})
      renderRouter({workspaces, history})
      act(() => currentRouter().navigateState({toolState: {panes: ['post']}}))
      expect(route()).toBe('tool blog/structure {"panes":["post"]}')
      act(() => currentRouter().navigateState({tool: 'authors', toolState: {panes: ['author']}}, {replace: true}))
      expect(urls(history)).toEqual(['/blog/structure', '/blog/authors/author'])
      expect(currentRouter().resolveStateUrl({workspace: 'shop', tool: 'orders'})).toBe('/shop/orders')
    })

    it('needs a tool to be named where none is open', () => {
      renderRouter({workspaces, history: createMemoryHistory({initialEntries: ['/wiki']})})
      expect(() => currentRouter().resolveStateUrl({toolState: {}})).toThrow(
        'No workspace is open at this location: name one with `workspace`',
      )
      expect(() => currentRouter().resolveStateUrl({workspace: 'blog'})).toThrow(
        'No tool is open at this location: name one with `tool`',
      )
      expect(() => currentRouter().resolveStateUrl({workspace: 'nope', tool: 'x'})).toThrow(
        'There is no workspace named "nope"',
      )
    })
  })

  describe('browser title', () => {
    beforeEach(() => {
      document.title = 'Host app'
    })

    it('is "<tool title> | <workspace title>" and follows navigation', () => {
      renderRouter({workspaces, history: createMemoryHistory({initialEntries: ['/blog/vision']})})
      expect(document.title).toBe('Vision | The blog')
      act(() => currentRouter().navigate('/blog/authors'))
      expect(document.title).toBe('Authors | The blog')
    })

    it('is left to a tool that sets it, and given back to the host on unmount', () => {
      const own = tool('own', {controlsDocumentTitle: true})
      const {unmount} = renderRouter({
        workspaces: [workspace('blog', '/blog', [own, vision])],
        history: createMemoryHistory({initialEntries: ['/blog/own']}),
      })
      expect(document.title).toBe('Host app')
      act(() => currentRouter().navigate('/blog/vision'))
      expect(document.title).toBe('Vision | Blog')
      unmount()
      expect(document.title).toBe('Host app')
    })
  })

  it('lives next to a host app’s own routes under its base path', () => {
    const {workspaces: resolved} = resolveConfig(
      [
        {name: 'blog', basePath: '/blog', projectId: 'local', dataset: 'production', tools: [structure]},
        {name: 'shop', basePath: '/shop', projectId: 'local', dataset: 'production', tools: [vision]},
      ],
      {basePath: '/studio'},
    )
    const history = createMemoryHistory({initialEntries: ['/about']})
    // The host routes by itself and renders the studio only under /studio.
    function HostApp({history: source}: {history: StudioHistory}) {
      const {pathname} = useSyncExternalStore(source.listen, () => source.location)
      if (!pathname.startsWith('/studio')) return <h1>Host page {pathname}</h1>
      return (
        <RouterProvider workspaces={resolved} basePath="/studio" history={source}>
          <RouteScreen />
          <HostLinkOut />
        </RouterProvider>
      )
    }
    let leave = () => {}
    function HostLinkOut() {
      const router = useRouter()
      leave = () => router.navigate('/about')
      return null
    }
    render(<HostApp history={history} />)
    expect(screen.getByRole('heading').textContent).toBe('Host page /about')
    act(() => history.push('/studio'))
    expect(urls(history)).toEqual(['/about', '/studio/blog/structure'])
    expect(route()).toBe('tool blog/structure {}')
    act(() => history.push('/studio/shop/vision'))
    expect(route()).toBe('tool shop/vision {}')
    act(() => leave())
    expect(screen.getByRole('heading').textContent).toBe('Host page /about')
  })

  it('useRouter refuses to run outside a RouterProvider', () => {
    function Lost() {
      useRouter()
      return null
    }
    // React logs the error it rethrows; keep the test output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Lost />)).toThrow('useRouter() must be used inside <RouterProvider>')
    logged.mockRestore()
  })
})
