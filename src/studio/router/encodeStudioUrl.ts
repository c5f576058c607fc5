import type {RouterState} from '../config'
import {encodeIntentPath, type IntentTarget} from './intentPath'
import {joinPath} from './pathPrefix'
import type {RoutableWorkspace} from './RoutableWorkspace'

/** A tool and, optionally, the state its own router writes below the tool's path. */
export interface ToolUrlState {
  tool: string
  toolState?: RouterState | null
}

/** What a studio URL can point at inside a workspace: a tool's state, or an intent. */
export type StudioUrlState = ToolUrlState | IntentTarget

/**
 * Writes the URL of a place inside a workspace, for links and navigation:
 *
 * - a tool: `<basePath>/<tool>` plus whatever the tool's router writes for `toolState`
 *   (`/blog/structure/post;abc`); a tool without a router has only its root;
 * - an intent: `<basePath>/intent/<intent>/<params>/<payload>` (`/blog/intent/edit/id=abc;type=post/`).
 *
 * @param workspace - The workspace the URL is in.
 * @param state - Where to go.
 * @returns An absolute path (no origin), ready for an `href`.
 * @throws Error for a tool the workspace does not have, or an intent that cannot be encoded.
 * @example
 * ```ts
 * encodeStudioUrl(workspace, {intent: 'edit', params: {id: 'abc', type: 'post'}})
 * // → '/blog/intent/edit/id=abc;type=post/'
 * ```
 */
export function encodeStudioUrl(workspace: RoutableWorkspace, state: StudioUrlState): string {
  if ('intent' in state) return joinPath(workspace.basePath, encodeIntentPath(state))
  const tool = workspace.tools.find((each) => each.name === state.tool)
  if (!tool) throw new Error(`Workspace "${workspace.name}" has no tool named "${state.tool}"`)
  const below = tool.router && state.toolState ? tool.router.encode(state.toolState).replace(/^\/+/, '') : ''
  const segment = encodeURIComponent(tool.name)
  return joinPath(workspace.basePath, below === '' ? segment : `${segment}/${below}`)
}
