import {isRecord} from '../../document'
import {ConfigPropertyError} from './ConfigPropertyError'
import {getPrintableType} from './getPrintableType'
import type {PluginOptions} from './PluginOptions'

/** One plugin of a flattened plugin tree, with the path that leads to it. */
export interface FlatPlugin {
  /** The plugin's own configuration (its `plugins` included, but already flattened separately). */
  config: PluginOptions
  /** The root's name, then plugin names down to this one, e.g. `['blog', 'media', 'media-core']`. */
  path: string[]
}

/**
 * Flattens a plugin tree into the order properties are applied in: depth-first, each
 * plugin's own plugins before the plugin itself, siblings in order, and the root (the
 * workspace) last. So for `root{plugins: [a{plugins: [a1, a2]}, b]}` the order is
 * a1, a2, a, b, root.
 *
 * @param root - The workspace (or any plugin) at the top.
 * @param rootName - The name the root is known by in paths (a workspace's name).
 * @returns Every plugin with its path, in application order.
 * @throws {@link ConfigPropertyError} (property `plugins`) for a `plugins` value that is not an
 *   array, an entry that is not plugin options (e.g. a plugin function not called), a plugin
 *   without a name, or a plugin that includes itself.
 */
export function flattenPlugins(root: Omit<PluginOptions, 'name'>, rootName: string): FlatPlugin[] {
  const flat: FlatPlugin[] = []
  const visit = (plugin: Omit<PluginOptions, 'name'>, path: string[], ancestors: ReadonlySet<object>) => {
    const plugins: unknown = plugin.plugins
    if (plugins !== undefined) {
      if (!Array.isArray(plugins))
        fail(path, `Expected \`plugins\` to be an array, but received ${getPrintableType(plugins)}`)
      const inside = new Set(ancestors).add(plugin)
      plugins.forEach((child: unknown, index) => {
        const childPlugin = checkPluginEntry(child, index, path)
        if (inside.has(childPlugin)) fail(path, `The plugin "${childPlugin.name}" includes itself`)
        visit(childPlugin, [...path, childPlugin.name], inside)
      })
    }
    flat.push({config: plugin as PluginOptions, path})
  }
  visit(root, [rootName], new Set())
  return flat
}

function checkPluginEntry(entry: unknown, index: number, path: string[]): PluginOptions {
  if (typeof entry === 'function') {
    const name = entry.name || 'myPlugin'
    fail(
      path,
      `The plugin at index ${index} is a function, not plugin options: call it, as in \`plugins: [${name}()]\``,
    )
  }
  if (!isRecord(entry))
    fail(
      path,
      `Expected the plugin at index ${index} to be plugin options (an object), but received ${getPrintableType(entry)}`,
    )
  if (typeof entry.name !== 'string' || entry.name.trim() === '') {
    fail(path, `The plugin at index ${index} has no \`name\`: every plugin needs one (definePlugin checks it)`)
  }
  return entry as unknown as PluginOptions
}

function fail(path: string[], message: string): never {
  throw new ConfigPropertyError({propertyName: 'plugins', path, cause: new Error(message)})
}
