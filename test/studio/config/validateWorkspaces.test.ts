import {describe, expect, it} from 'vitest'
import {ConfigResolutionError, resolveConfig, validateWorkspaces, type Config} from '../../../src/studio'
import {single, workspace} from './support'

const messages = (workspaces: unknown[]) => validateWorkspaces(workspaces).map((issue) => issue.message)

/** The error messages `resolveConfig` throws with. */
function resolutionErrors(config: unknown, options: {basePath?: string} = {}): string[] {
  try {
    resolveConfig(config as Config, options)
  } catch (error) {
    if (error instanceof ConfigResolutionError) return error.errors.map((issue) => issue.message)
    throw error
  }
  throw new Error('resolveConfig did not throw')
}

describe('validateWorkspaces', () => {
  it('requires at least one workspace', () => {
    expect(messages([])).toEqual(['At least one workspace is required.'])
    expect(resolutionErrors([])).toEqual(['At least one workspace is required.'])
  })

  it('lets the only workspace go without a name or basePath', () => {
    expect(messages([single()])).toEqual([])
  })

  describe('names', () => {
    it('requires a name of every workspace when there are several', () => {
      expect(messages([workspace('a', '/a'), {...workspace('b', '/b'), name: undefined, title: 'Bee'}])).toEqual([
        'All workspaces must have a `name`, unless only a single workspace is defined. Workspace at index 1 (titled "Bee") did not define a `name`.',
      ])
    })

    it('requires the name to be a string', () => {
      expect(messages([{...single(), name: 42}])).toEqual([
        'Workspace at index 0 defined an invalid `name` - must be a string.',
      ])
    })

    it('refuses duplicate names, case-insensitively', () => {
      expect(messages([workspace('blog', '/a'), workspace('Blog', '/b')])).toEqual([
        '`name`s must be unique. Workspace at index 0 and workspace at index 1 both have the `name` `Blog`',
      ])
    })

    it.each(['_blog', '-blog', 'blog post', 'blög', 'blog/post', ''])('refuses the name %j', (name) => {
      expect(messages([single({name})])).toEqual([
        'All workspace `name`s must consist of only a-z, 0-9, underscore and dashes, and cannot begin with an underscore or dash. ' +
          `Workspace at index 0 has the invalid name \`${name}\``,
      ])
    })

    it.each(['blog', 'Blog_2', '9lives', 'a-b_c'])('accepts the name %j', (name) => {
      expect(messages([single({name})])).toEqual([])
    })
  })

  describe('basePaths', () => {
    it('requires a basePath of every workspace when there are several', () => {
      expect(messages([workspace('a', '/a'), {...workspace('b', '/b'), basePath: undefined}])).toEqual([
        'If more than one workspace is defined, every workspace must have a `basePath` defined. Workspace `b` is missing a `basePath`',
      ])
      expect(messages([workspace('a', '/a'), {...workspace('b', '/b'), basePath: 7}])).toEqual([
        'If more than one workspace is defined, every workspace must have a `basePath` defined. Workspace `b` has an invalid `basePath` (must be a non-empty string)',
      ])
    })

    it.each(['blog', '/blog/', '/blog post', '/blög', '/blog?x=1'])('refuses the basePath %j', (basePath) => {
      expect(messages([single({name: 'blog', basePath})])).toEqual([
        'All workspace `basePath`s must start with a leading `/`, consist of only URL safe characters, and cannot end with a trailing `/`. ' +
          `Workspace \`blog\`'s basePath is \`${basePath}\``,
      ])
    })

    it.each(['/', '/blog', '/studio/blog', '/a_b-c/D9'])('accepts the basePath %j', (basePath) => {
      expect(messages([single({basePath})])).toEqual([])
    })

    it('requires the same number of segments in every basePath', () => {
      expect(messages([workspace('a', '/a'), workspace('b', '/studio/b')])).toEqual([
        'All workspace `basePath`s must have the same amount of segments. Workspace `a` had 1 segment `/a` but workspace `b` had 2 segments `/studio/b`',
      ])
    })

    it('refuses duplicate basePaths, case-insensitively', () => {
      expect(messages([workspace('a', '/blog'), workspace('b', '/Blog')])).toEqual([
        '`basePath`s must be unique. Workspaces `a` and `b` both have the `basePath` `/blog`',
      ])
    })

    it('reports every workspace with a bad basePath, then stops before comparing them', () => {
      expect(messages([workspace('a', 'a'), workspace('b', 'b/'), workspace('c', '/c/d')])).toHaveLength(2)
    })
  })

  it('lists problems of names and basePaths together', () => {
    expect(resolutionErrors([workspace('_a', '/a'), workspace('b', 'b')])).toEqual([
      expect.stringContaining('has the invalid name `_a`'),
      expect.stringContaining("Workspace `b`'s basePath is `b`"),
    ])
  })

  it('refuses a studio basePath that does not start with a slash', () => {
    expect(resolutionErrors(single(), {basePath: 'studio'})).toEqual([
      'basePath must be a string, and must start with a slash',
    ])
  })

  it('says when there is no configuration at all', () => {
    expect(resolutionErrors(undefined)).toEqual(['No `vellum.config.ts` or `vellum.config.js` file found'])
    expect(resolutionErrors('blog')).toEqual([
      'Expected the configuration to be a workspace or an array of workspaces, but received string',
    ])
  })
})
