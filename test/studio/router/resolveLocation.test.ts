import {describe, expect, it} from 'vitest'
import {encodeIntentPath, resolveLocation, type RoutableWorkspace} from '../../../src/studio/router'
import {editorTool, tool, workspace} from './support'

const structure = editorTool('structure', ['post', 'author'])
const authors = editorTool('authors', ['author'])
const blog = workspace('blog', '/blog', [structure, authors])
const shop = workspace('shop', '/shop', [tool('vision')])
const workspaces = [blog, shop]

describe('resolveLocation', () => {
  it('shows a tool of the matched workspace', () => {
    expect(resolveLocation('/shop/vision', workspaces)).toEqual({
      type: 'tool',
      workspace: shop,
      tool: shop.tools[0],
      toolState: {},
    })
  })

  it('follows redirects to the final URL, keeping the first reason', () => {
    expect(resolveLocation('/', workspaces)).toEqual({type: 'redirect', url: '/blog/structure', reason: 'root'})
    expect(resolveLocation('/blog', workspaces)).toEqual({
      type: 'redirect',
      url: '/blog/structure',
      reason: 'defaultTool',
    })
    expect(resolveLocation('/blog/desk/post', workspaces)).toEqual({
      type: 'redirect',
      url: '/blog/structure/post',
      reason: 'desk',
    })
  })

  it('offers the default workspace when no workspace matches', () => {
    expect(resolveLocation('/wiki', workspaces)).toEqual({
      type: 'workspaceNotFound',
      defaultWorkspace: blog,
      defaultUrl: '/blog',
    })
  })

  it('reports what is missing inside a workspace', () => {
    expect(resolveLocation('/blog/media', workspaces)).toEqual({
      type: 'toolNotFound',
      workspace: blog,
      toolName: 'media',
    })
    expect(resolveLocation('/shop/vision/x', workspaces)).toMatchObject({
      type: 'pathNotFound',
      workspace: shop,
      path: 'x',
    })
    expect(resolveLocation('/blog/intent/', workspaces)).toMatchObject({type: 'invalidIntent', workspace: blog})
    const empty = workspace('empty', '/empty', [])
    expect(resolveLocation('/empty', [empty])).toEqual({type: 'noTools', workspace: empty})
  })

  describe('intents', () => {
    const intentUrl = (intent: string, params: Record<string, string>, base = '/blog') =>
      `${base}/${encodeIntentPath({intent, params})}`

    it('redirect to the tool state of the best tool when no tool is active', () => {
      expect(resolveLocation(intentUrl('edit', {id: 'grrm', type: 'author'}), workspaces)).toEqual({
        type: 'redirect',
        url: '/blog/structure/author/grrm',
        reason: 'intent',
      })
    })

    it('prefer the active tool of the same workspace', () => {
      const active = {workspace: 'blog', tool: authors, toolState: {}}
      expect(resolveLocation(intentUrl('edit', {id: 'grrm', type: 'author'}), workspaces, {active})).toMatchObject({
        url: '/blog/authors/author/grrm',
      })
      const activeElsewhere = {workspace: 'shop', tool: authors, toolState: {}}
      expect(
        resolveLocation(intentUrl('edit', {id: 'grrm', type: 'author'}), workspaces, {active: activeElsewhere}),
      ).toMatchObject({
        url: '/blog/structure/author/grrm',
      })
    })

    it('report an intent no tool handles', () => {
      expect(resolveLocation(intentUrl('edit', {id: 'p', type: 'page'}), workspaces)).toEqual({
        type: 'intentNotHandled',
        workspace: blog,
        intent: {intent: 'edit', params: {id: 'p', type: 'page'}},
      })
    })
  })

  it('stops a redirect loop with the chain in the message', () => {
    // A tool named "intent" whose intent state is written as the same intent URL again.
    const intentTool = tool('intent', {
      router: {decode: () => ({}), encode: () => 'edit/id=a/'},
      canHandleIntent: () => true,
      getIntentState: () => ({again: true}),
    })
    const looping: RoutableWorkspace = workspace('loop', '/loop', [intentTool])
    expect(() => resolveLocation('/loop/intent/edit/id=a/', [looping])).toThrow(
      'Too many redirects: /loop/intent/edit/id=a/ → /loop/intent/edit/id=a/ → /loop/intent/edit/id=a/',
    )
  })
})
