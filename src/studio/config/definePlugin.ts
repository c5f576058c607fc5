import {isRecord} from '../../document'
import {getPrintableType} from './getPrintableType'
import type {PluginOptions} from './PluginOptions'

/**
 * A plugin as `definePlugin` returns it: call it (with its options, if any) to get the plugin.
 * @public
 */
export type Plugin<TOptions = void> = (options: TOptions) => PluginOptions

/**
 * Declares a plugin: a named slice of configuration (tools, schema types, document actions,
 * …) that a workspace lists in `plugins`. Give the configuration itself, or a function from
 * the plugin's options to it.
 *
 * @param plugin - The plugin's configuration, or a factory taking the plugin's options.
 * @returns A function returning the plugin's configuration; list its result in `plugins`.
 * @throws TypeError when the configuration (or what the factory returns) has no `name`.
 * @example
 * ```ts
 * export const releases = definePlugin<{title?: string}>((options) => ({
 *   name: 'releases',
 *   tools: [{name: 'releases', title: options.title ?? 'Releases', component: ReleasesTool}],
 *   document: {badges: (prev) => [...prev, ScheduledBadge]},
 * }))
 *
 * defineConfig({projectId: 'local', dataset: 'production', plugins: [releases({title: 'Launches'})]})
 * ```
 * @public
 */
export function definePlugin<TOptions = void>(
  plugin: PluginOptions | ((options: TOptions) => PluginOptions),
): Plugin<TOptions> {
  if (typeof plugin === 'function') {
    return (options: TOptions) =>
      assertPluginOptions(plugin(options), 'What the plugin factory given to definePlugin returned')
  }
  assertPluginOptions(plugin, 'The plugin given to definePlugin')
  return () => plugin
}

function assertPluginOptions(value: unknown, what: string): PluginOptions {
  if (!isRecord(value))
    throw new TypeError(`${what} must be plugin options (an object), but is ${getPrintableType(value)}`)
  if (typeof value.name !== 'string' || value.name.trim() === '') {
    throw new TypeError(
      `${what} has no \`name\`: every plugin needs a name (a non-empty string), so errors can say where they come from`,
    )
  }
  return value as unknown as PluginOptions
}
