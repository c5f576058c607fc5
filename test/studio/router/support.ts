// Tiny builders for router tests: tools with and without their own router, and workspaces.
import {createElement} from 'react'
import type {RouterState, Tool, ToolProps, ToolRouter} from '../../../src/studio'
import type {RoutableWorkspace} from '../../../src/studio/router'

/** A tool component that says which tool it is. */
function toolComponent(name: string) {
  const Component = (_props: ToolProps) => createElement('p', null, `tool ${name}`)
  Component.displayName = name
  return Component
}

/** A tool: `tool('vision')`, titled from its name unless given a title. */
export function tool(name: string, extra: Partial<Tool> = {}): Tool {
  return {name, title: name[0]!.toUpperCase() + name.slice(1), component: toolComponent(name), ...extra}
}

/**
 * A tool router like structure's: the path below the tool is a list of panes separated by
 * `/` (`post/abc` ↔ `{panes: ['post', 'abc']}`); a pane containing `!` is not a valid pane.
 */
export const panesRouter: ToolRouter = {
  decode(path) {
    const panes = path.split('/').filter(Boolean)
    if (panes.some((pane) => pane.includes('!'))) return null
    return panes.length === 0 ? {} : {panes}
  },
  encode(state: RouterState) {
    return Array.isArray(state.panes) ? state.panes.join('/') : ''
  },
}

/** A tool that edits documents: handles `edit` and `create` for the given types, opening panes type/id. */
export function editorTool(name: string, types: string[], extra: Partial<Tool> = {}): Tool {
  return tool(name, {
    router: panesRouter,
    canHandleIntent: (intent, params) =>
      (intent === 'edit' || intent === 'create') && types.includes(String(params.type)),
    getIntentState: (_intent, params) => ({panes: [String(params.type), String(params.id ?? 'new')]}),
    ...extra,
  })
}

/** A routable workspace: `workspace('blog', '/blog', [tool('structure')])`. */
export function workspace(
  name: string,
  basePath: string,
  tools: Tool[] = [tool('structure')],
  title = name[0]!.toUpperCase() + name.slice(1),
): RoutableWorkspace {
  return {name, title, basePath, tools}
}
