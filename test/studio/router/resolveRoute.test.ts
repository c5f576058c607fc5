import {describe, expect, it} from 'vitest'
import {resolveRoute} from '../../../src/studio/router'
import {panesRouter, tool, workspace} from './support'

const structure = tool('structure', {router: panesRouter})
const vision = tool('vision')
const blog = workspace('blog', '/blog', [structure, vision])

describe('resolveRoute', () => {
  it('gives a tool the state its router reads from the rest of the path', () => {
    expect(resolveRoute('/blog/structure/post/abc', blog)).toEqual({
      type: 'tool',
      tool: structure,
      toolState: {panes: ['post', 'abc']},
    })
    expect(resolveRoute('/blog/structure', blog)).toEqual({type: 'tool', tool: structure, toolState: {}})
    expect(resolveRoute('/blog/structure/', blog)).toEqual({type: 'tool', tool: structure, toolState: {}})
  })

  it('shows a tool without a router at its root only', () => {
    expect(resolveRoute('/blog/vision', blog)).toEqual({type: 'tool', tool: vision, toolState: {}})
    expect(resolveRoute('/blog/vision/deeper', blog)).toEqual({type: 'pathNotFound', tool: vision, path: 'deeper'})
  })

  it('reports a path the tool’s router rejects', () => {
    expect(resolveRoute('/blog/structure/post!', blog)).toEqual({type: 'pathNotFound', tool: structure, path: 'post!'})
  })

  it('redirects a path without a tool to the first tool', () => {
    expect(resolveRoute('/blog', blog)).toEqual({type: 'redirect', url: '/blog/structure', reason: 'defaultTool'})
    expect(resolveRoute('/blog/', workspace('blog', '/blog', [vision, structure]))).toEqual({
      type: 'redirect',
      url: '/blog/vision',
      reason: 'defaultTool',
    })
    expect(resolveRoute('/', workspace('default', '/', [vision]))).toEqual({
      type: 'redirect',
      url: '/vision',
      reason: 'defaultTool',
    })
  })

  it('rewrites /desk to /structure, keeping the rest of the path', () => {
    expect(resolveRoute('/blog/desk', blog)).toEqual({type: 'redirect', url: '/blog/structure', reason: 'desk'})
    expect(resolveRoute('/blog/desk/post/abc', blog)).toEqual({
      type: 'redirect',
      url: '/blog/structure/post/abc',
      reason: 'desk',
    })
  })

  it('keeps a tool that is really named desk, and does not invent structure', () => {
    const desk = tool('desk')
    expect(resolveRoute('/blog/desk', workspace('blog', '/blog', [structure, desk]))).toEqual({
      type: 'tool',
      tool: desk,
      toolState: {},
    })
    expect(resolveRoute('/blog/desk', workspace('blog', '/blog', [vision]))).toEqual({
      type: 'toolNotFound',
      toolName: 'desk',
    })
  })

  it('reports an unknown tool by its decoded name', () => {
    expect(resolveRoute('/blog/media', blog)).toEqual({type: 'toolNotFound', toolName: 'media'})
    expect(resolveRoute('/blog/my%20tool/x', blog)).toEqual({type: 'toolNotFound', toolName: 'my tool'})
    expect(resolveRoute('/blog/%E0%A4%A', blog)).toEqual({type: 'toolNotFound', toolName: '%E0%A4%A'})
  })

  it('reports a workspace without tools, whatever the path', () => {
    const empty = workspace('blog', '/blog', [])
    expect(resolveRoute('/blog', empty)).toEqual({type: 'noTools'})
    expect(resolveRoute('/blog/structure', empty)).toEqual({type: 'noTools'})
  })

  it('reads intents, before any tool', () => {
    const withIntentTool = workspace('blog', '/blog', [tool('intent'), structure])
    expect(resolveRoute('/blog/intent/edit/id=abc;type=post/', withIntentTool)).toEqual({
      type: 'intent',
      intent: {intent: 'edit', params: {id: 'abc', type: 'post'}},
    })
  })

  it('reports an intent URL that does not parse', () => {
    expect(resolveRoute('/blog/intent', blog)).toMatchObject({
      type: 'invalidIntent',
      message: expect.stringContaining('it needs an intent name'),
    })
    expect(resolveRoute('/blog/intent/edit/id=abc/%%%', blog)).toMatchObject({
      type: 'invalidIntent',
      message: expect.stringContaining('Invalid intent payload'),
    })
  })

  it('matches the basePath case-insensitively but tool names exactly', () => {
    expect(resolveRoute('/BLOG/vision', blog)).toMatchObject({type: 'tool', tool: vision})
    expect(resolveRoute('/blog/Vision', blog)).toEqual({type: 'toolNotFound', toolName: 'Vision'})
  })

  it('refuses a path outside the workspace', () => {
    expect(() => resolveRoute('/shop/vision', blog)).toThrow(
      'The path "/shop/vision" is not inside workspace "blog" (basePath "/blog")',
    )
  })
})
