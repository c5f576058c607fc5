import {describe, expect, it} from 'vitest'
import {browserTitle, encodeStudioUrl, resolveRoute} from '../../../src/studio/router'
import {panesRouter, tool, workspace} from './support'

const structure = tool('structure', {router: panesRouter})
const blog = workspace('blog', '/blog', [structure, tool('vision')])

describe('encodeStudioUrl', () => {
  it('writes a tool’s state with the tool’s own router', () => {
    expect(encodeStudioUrl(blog, {tool: 'structure', toolState: {panes: ['post', 'abc']}})).toBe(
      '/blog/structure/post/abc',
    )
    expect(encodeStudioUrl(blog, {tool: 'structure'})).toBe('/blog/structure')
    expect(encodeStudioUrl(blog, {tool: 'vision', toolState: {ignored: true}})).toBe('/blog/vision')
  })

  it('gives URLs that resolve back to the same tool state', () => {
    const toolState = {panes: ['post', 'abc']}
    expect(resolveRoute(encodeStudioUrl(blog, {tool: 'structure', toolState}), blog)).toEqual({
      type: 'tool',
      tool: structure,
      toolState,
    })
  })

  it('writes intents under the workspace', () => {
    expect(encodeStudioUrl(blog, {intent: 'edit', params: {id: 'abc', type: 'post'}})).toBe(
      '/blog/intent/edit/id=abc;type=post/',
    )
  })

  it('joins a workspace at the root without doubling the slash', () => {
    const root = workspace('default', '/', [structure])
    expect(encodeStudioUrl(root, {tool: 'structure'})).toBe('/structure')
    expect(encodeStudioUrl(root, {intent: 'create', params: {type: 'post'}})).toBe('/intent/create/type=post/')
  })

  it('percent-encodes the tool name and keeps a leading slash from a tool router from doubling', () => {
    const odd = workspace('blog', '/blog', [tool('my tool', {router: {decode: () => ({}), encode: () => '/x'}})])
    expect(encodeStudioUrl(odd, {tool: 'my tool', toolState: {}})).toBe('/blog/my%20tool/x')
  })

  it('refuses a tool the workspace does not have', () => {
    expect(() => encodeStudioUrl(blog, {tool: 'media'})).toThrow('Workspace "blog" has no tool named "media"')
  })
})

describe('browserTitle', () => {
  it('is "<tool title> | <workspace title>"', () => {
    expect(browserTitle({title: 'Structure'}, {title: 'Blog'})).toBe('Structure | Blog')
  })

  it('is null when the tool sets the title itself', () => {
    expect(browserTitle({title: 'Vision', controlsDocumentTitle: true}, {title: 'Blog'})).toBeNull()
  })

  it('is the workspace title when no tool is shown', () => {
    expect(browserTitle(null, {title: 'Blog'})).toBe('Blog')
  })
})
