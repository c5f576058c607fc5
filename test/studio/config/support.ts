// Tiny builders for configuration tests: a workspace, a plugin, a tool, a document type.
import {createElement} from 'react'
import {
  ConfigResolutionError,
  resolveConfig,
  type Config,
  type PluginOptions,
  type ResolveConfigOptions,
  type SingleWorkspace,
  type Tool,
  type WorkspaceOptions,
} from '../../../src/studio'
import type {AnyDefinition} from '../../../src/types'

/** A component that renders its name, so tests can tell components apart. */
export function named(name: string) {
  const Component = () => createElement('span', null, name)
  Component.displayName = name
  return Component
}

/** A tool: `tool('vision')`. */
export function tool(name: string, extra: Partial<Tool> = {}): Tool {
  return {name, title: name, component: named(name), ...extra}
}

/** A plugin: `plugin('media', {tools: [tool('media')]})`. */
export function plugin(name: string, extra: Omit<Partial<PluginOptions>, 'name'> = {}): PluginOptions {
  return {name, ...extra}
}

/** The only workspace of a studio: `single({schema: {types: [post]}})`. */
export function single(extra: Partial<SingleWorkspace> = {}): SingleWorkspace {
  return {projectId: 'local', dataset: 'production', ...extra}
}

/** One workspace of several: `workspace('blog', '/blog')`. */
export function workspace(name: string, basePath: string, extra: Partial<WorkspaceOptions> = {}): WorkspaceOptions {
  return {name, basePath, projectId: 'local', dataset: 'production', ...extra}
}

/** A document type with a title field: `doc('post')`. */
export function doc(name: string, extra: Record<string, unknown> = {}): AnyDefinition {
  return {name, type: 'document', fields: [{name: 'title', type: 'string'}], ...extra} as AnyDefinition
}

/** The messages of the errors `resolveConfig` throws for a config; fails when it does not throw. */
export function errorsOf(config: Config, options: ResolveConfigOptions = {}): string[] {
  try {
    resolveConfig(config, options)
  } catch (error) {
    if (error instanceof ConfigResolutionError) return error.errors.map((issue) => issue.message)
    throw error
  }
  throw new Error('resolveConfig did not throw')
}
