import {describe, expect, it} from 'vitest'
import {resolveConfig} from '../../../src/studio'
import {matchWorkspace} from '../../../src/studio/router'
import {workspace} from './support'

const blog = workspace('blog', '/blog')
const shop = workspace('shop', '/shop')

describe('matchWorkspace', () => {
  it('finds the workspace whose basePath the path is at or below, with the rest of the path', () => {
    expect(matchWorkspace('/shop', [blog, shop])).toEqual({type: 'workspace', workspace: shop, path: ''})
    expect(matchWorkspace('/shop/', [blog, shop])).toEqual({type: 'workspace', workspace: shop, path: '/'})
    expect(matchWorkspace('/blog/structure/post', [blog, shop])).toEqual({
      type: 'workspace',
      workspace: blog,
      path: '/structure/post',
    })
  })

  it('compares basePaths case-insensitively and keeps the rest of the path as typed', () => {
    expect(matchWorkspace('/BLOG/Structure', [blog, shop])).toEqual({
      type: 'workspace',
      workspace: blog,
      path: '/Structure',
    })
    expect(matchWorkspace('/shop', [workspace('shop', '/Shop')])).toMatchObject({type: 'workspace', path: ''})
  })

  it('matches whole segments only', () => {
    expect(matchWorkspace('/blogger', [blog, shop])).toEqual({type: 'notFound'})
  })

  it('prefers the longest basePath, so a workspace at the root does not hide the others', () => {
    const root = workspace('root', '/')
    expect(matchWorkspace('/blog/vision', [root, blog])).toMatchObject({workspace: blog, path: '/vision'})
    expect(matchWorkspace('/vision', [root, blog])).toMatchObject({workspace: root, path: '/vision'})
  })

  it('shows the only workspace at the root for every path', () => {
    const only = workspace('default', '/')
    expect(matchWorkspace('/', [only])).toEqual({type: 'workspace', workspace: only, path: '/'})
    expect(matchWorkspace('/anything/at/all', [only])).toMatchObject({workspace: only})
  })

  it('redirects the root to the first workspace', () => {
    expect(matchWorkspace('/', [blog, shop])).toEqual({type: 'redirect', url: '/blog'})
    expect(matchWorkspace('/', [shop, blog])).toEqual({type: 'redirect', url: '/shop'})
  })

  it('reports an unmatched path as not found', () => {
    expect(matchWorkspace('/wiki', [blog, shop])).toEqual({type: 'notFound'})
  })

  describe('mounted under a host path', () => {
    // Real resolved workspaces: resolveConfig joins the studio's root path to each basePath.
    const {workspaces} = resolveConfig(
      [
        {name: 'blog', basePath: '/blog', projectId: 'local', dataset: 'production'},
        {name: 'shop', basePath: '/shop', projectId: 'local', dataset: 'production'},
      ],
      {basePath: '/admin/studio'},
    )

    it('matches the joined basePaths', () => {
      expect(matchWorkspace('/admin/studio/shop/structure', workspaces)).toMatchObject({
        workspace: {name: 'shop'},
        path: '/structure',
      })
    })

    it('redirects the studio root, with or without a trailing slash, to the first workspace', () => {
      expect(matchWorkspace('/admin/studio', workspaces, {rootPath: '/admin/studio'})).toEqual({
        type: 'redirect',
        url: '/admin/studio/blog',
      })
      expect(matchWorkspace('/admin/studio/', workspaces, {rootPath: '/admin/studio/'})).toEqual({
        type: 'redirect',
        url: '/admin/studio/blog',
      })
    })

    it('does not redirect the host’s own root', () => {
      expect(matchWorkspace('/', workspaces, {rootPath: '/admin/studio'})).toEqual({type: 'notFound'})
      expect(matchWorkspace('/admin/studio/wiki', workspaces, {rootPath: '/admin/studio'})).toEqual({type: 'notFound'})
    })

    it('shows the only workspace at the studio root itself', () => {
      const single = resolveConfig({projectId: 'local', dataset: 'production'}, {basePath: '/studio'}).workspaces
      expect(matchWorkspace('/studio', single, {rootPath: '/studio'})).toMatchObject({type: 'workspace', path: ''})
      expect(matchWorkspace('/elsewhere', single, {rootPath: '/studio'})).toEqual({type: 'notFound'})
    })
  })

  it('refuses a relative path and an empty workspace list', () => {
    expect(() => matchWorkspace('blog', [blog])).toThrow('Expected a pathname starting with "/", got "blog"')
    expect(() => matchWorkspace('/', [])).toThrow('at least one workspace is required')
  })
})
