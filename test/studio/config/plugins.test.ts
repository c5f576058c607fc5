import {describe, expect, it} from 'vitest'
import {
  ConfigPropertyError,
  ConfigResolutionError,
  defineConfig,
  definePlugin,
  flattenPlugins,
  resolveConfig,
  type Config,
  type PluginOptions,
  type Tool,
} from '../../../src/studio'
import {plugin, single, tool} from './support'

const toolNames = (config: Config) => resolveConfig(config).workspaces[0]!.tools.map((each) => each.name)

function resolutionError(config: Config): ConfigResolutionError {
  try {
    resolveConfig(config)
  } catch (error) {
    if (error instanceof ConfigResolutionError) return error
    throw error
  }
  throw new Error('resolveConfig did not throw')
}

describe('defineConfig', () => {
  it('returns one workspace or an array of workspaces unchanged', () => {
    const one = single({title: 'Blog'})
    expect(defineConfig(one)).toBe(one)
    const several = [{...single(), name: 'a', basePath: '/a'}]
    expect(defineConfig(several)).toBe(several)
  })
})

describe('definePlugin', () => {
  it('turns plugin options into a plugin to call', () => {
    const media = definePlugin({name: 'media', tools: [tool('media')]})
    expect(media().name).toBe('media')
    expect(toolNames(single({plugins: [media()]}))).toEqual(['media'])
  })

  it('passes options to a plugin factory', () => {
    const titled = definePlugin<{title: string}>((options) => ({
      name: 'titled',
      tools: [tool('titled', {title: options.title})],
    }))
    const {workspaces} = resolveConfig(single({plugins: [titled({title: 'Launches'})]}))
    expect(workspaces[0]!.tools[0]!.title).toBe('Launches')
  })

  it('requires a name', () => {
    expect(() => definePlugin({} as PluginOptions)).toThrow(
      'The plugin given to definePlugin has no `name`: every plugin needs a name (a non-empty string), so errors can say where they come from',
    )
    const nameless = definePlugin(() => ({name: ''}))
    expect(() => nameless()).toThrow('What the plugin factory given to definePlugin returned has no `name`')
    const broken = definePlugin(() => 'media' as unknown as PluginOptions)
    expect(() => broken()).toThrow(
      'What the plugin factory given to definePlugin returned must be plugin options (an object), but is string',
    )
  })
})

describe('flattenPlugins', () => {
  it('orders plugins depth-first, each plugin after its own plugins, the root last', () => {
    const tree = {
      plugins: [plugin('a', {plugins: [plugin('a1'), plugin('a2', {plugins: [plugin('a2x')]})]}), plugin('b')],
    }
    expect(flattenPlugins(tree, 'root').map((entry) => entry.path.join(' > '))).toEqual([
      'root > a > a1',
      'root > a > a2 > a2x',
      'root > a > a2',
      'root > a',
      'root > b',
      'root',
    ])
  })

  it('names a plugin that was not called', () => {
    function mediaPlugin() {
      return plugin('media')
    }
    expect(() => flattenPlugins({plugins: [mediaPlugin as unknown as PluginOptions]}, 'blog')).toThrow(
      'An error occurred while resolving `plugins` from blog: The plugin at index 0 is a function, not plugin options: call it, as in `plugins: [mediaPlugin()]`',
    )
  })

  it('refuses plugins without a name, non-objects and a plugins value that is not an array', () => {
    expect(() => flattenPlugins({plugins: [plugin('a', {plugins: [{} as PluginOptions]})]}, 'blog')).toThrow(
      'An error occurred while resolving `plugins` from blog > a: The plugin at index 0 has no `name`',
    )
    expect(() => flattenPlugins({plugins: [null as unknown as PluginOptions]}, 'blog')).toThrow(
      'Expected the plugin at index 0 to be plugin options (an object), but received null',
    )
    expect(() => flattenPlugins({plugins: plugin('a') as unknown as PluginOptions[]}, 'blog')).toThrow(
      'Expected `plugins` to be an array, but received object',
    )
  })

  it('refuses a plugin that includes itself', () => {
    const loop: PluginOptions = {name: 'loop'}
    loop.plugins = [plugin('inner', {plugins: [loop]})]
    const error = (() => {
      try {
        flattenPlugins({plugins: [loop]}, 'blog')
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(ConfigPropertyError)
    expect((error as ConfigPropertyError).path).toEqual(['blog', 'loop', 'inner'])
    expect((error as ConfigPropertyError).message).toContain('The plugin "loop" includes itself')
  })

  it('lets the same plugin appear twice side by side', () => {
    const shared = plugin('shared')
    expect(flattenPlugins({plugins: [shared, shared]}, 'blog').map((entry) => entry.path.join('>'))).toEqual([
      'blog>shared',
      'blog>shared',
      'blog',
    ])
  })
})

describe('composing properties', () => {
  it('appends arrays in plugin order, the workspace last', () => {
    const config = single({
      tools: [tool('root')],
      plugins: [
        plugin('a', {tools: [tool('a')], plugins: [plugin('a1', {tools: [tool('a1')]})]}),
        plugin('b', {tools: [tool('b')]}),
      ],
    })
    expect(toolNames(config)).toEqual(['a1', 'a', 'b', 'root'])
  })

  it('gives a reducer the list so far and the context', () => {
    const seen: Array<{prev: string[]; dataset: string}> = []
    const config = single({
      dataset: 'staging',
      plugins: [
        plugin('a', {tools: [tool('a'), tool('x')]}),
        plugin('b', {
          tools: (prev, context) => {
            seen.push({prev: prev.map((each) => each.name), dataset: context.dataset})
            return [tool('b'), ...prev.filter((each) => each.name !== 'x')]
          },
        }),
      ],
      tools: [tool('root')],
    })
    expect(toolNames(config)).toEqual(['b', 'a', 'root'])
    expect(seen).toEqual([{prev: ['a', 'x'], dataset: 'staging'}])
  })

  it('lets the workspace reducer have the final say', () => {
    const config = single({
      plugins: [plugin('vision', {tools: [tool('vision')]}), plugin('structure', {tools: [tool('structure')]})],
      tools: (prev: Tool[]) => [...prev].reverse(),
    })
    expect(toolNames(config)).toEqual(['structure', 'vision'])
  })

  it('names the plugin path when a reducer throws', () => {
    const config = single({
      name: 'blog',
      plugins: [
        plugin('media', {
          plugins: [
            plugin('media-core', {
              tools: () => {
                throw new Error('no media today')
              },
            }),
          ],
        }),
      ],
    })
    const error = resolutionError(config)
    expect(error.errors).toEqual([
      expect.objectContaining({
        message: 'An error occurred while resolving `tools` from blog > media > media-core: no media today',
        path: ['blog', 'media', 'media-core'],
        property: 'tools',
      }),
    ])
    expect((error.errors[0]!.cause as Error).message).toBe('no media today')
  })

  it('names the plugin path for a reducer that returns something not an array', () => {
    const config = single({plugins: [plugin('bad', {schema: {templates: () => undefined as never}})]})
    expect(resolutionError(config).errors.map((issue) => issue.message)).toEqual([
      'An error occurred while resolving `schema.templates` from default > bad: Expected the `schema.templates` function to return an array, but it returned undefined',
    ])
  })
})
