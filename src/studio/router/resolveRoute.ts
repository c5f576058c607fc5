import type {RouterState, Tool} from '../config'
import {encodeStudioUrl} from './encodeStudioUrl'
import {INTENT_SEGMENT, parseIntentPath, type IntentRequest} from './intentPath'
import {joinPath, stripPathPrefix} from './pathPrefix'
import type {RoutableWorkspace} from './RoutableWorkspace'

/** The tool named `desk` in older studios; its URLs now go to `structure`. */
const DESK_TOOL = 'desk'
const STRUCTURE_TOOL = 'structure'

/**
 * What a path inside a workspace shows:
 *
 * - `tool`: a tool and the state its router read from the rest of the path;
 * - `intent`: an intent URL, still to be given to a tool with `resolveIntent`;
 * - `redirect`: `/desk/...` to `/structure/...` (reason `desk`), or a path without a tool to
 *   the first tool (reason `defaultTool`);
 * - `toolNotFound`: no tool has that name ('Tool not found: {tool}');
 * - `pathNotFound`: the tool exists but its router has nothing at the rest of the path (or
 *   the tool has no router and the path goes deeper than its root);
 * - `invalidIntent`: an intent URL that does not parse; `message` says why;
 * - `noTools`: the workspace has no tools ('No configured tools').
 */
export type RouteResult =
  | {type: 'tool'; tool: Tool; toolState: RouterState}
  | {type: 'intent'; intent: IntentRequest}
  | {type: 'redirect'; url: string; reason: 'desk' | 'defaultTool'}
  | {type: 'toolNotFound'; toolName: string}
  | {type: 'pathNotFound'; tool: Tool; path: string}
  | {type: 'invalidIntent'; message: string}
  | {type: 'noTools'}

/**
 * Resolves a path inside a workspace: `<basePath>/intent/...` is an intent,
 * `<basePath>/<tool>/<rest>` is a tool whose own router reads `<rest>` (`''` at the tool's
 * root). The `intent` segment is matched before tools, so a tool cannot take it over. The
 * tool's router may throw; that is the tool's crash, not a routing result.
 *
 * @param pathname - A URL pathname at or below the workspace's basePath.
 * @param workspace - The workspace `matchWorkspace` found for it.
 * @throws Error when the pathname is not inside the workspace.
 */
export function resolveRoute(pathname: string, workspace: RoutableWorkspace): RouteResult {
  const rest = stripPathPrefix(pathname, workspace.basePath)
  if (rest === null)
    throw new Error(
      `The path "${pathname}" is not inside workspace "${workspace.name}" (basePath "${workspace.basePath}")`,
    )
  const [firstTool] = workspace.tools
  if (!firstTool) return {type: 'noTools'}

  const relative = rest.replace(/^\/+/, '')
  const slash = relative.indexOf('/')
  const segment = slash === -1 ? relative : relative.slice(0, slash)
  const below = slash === -1 ? '' : relative.slice(slash + 1)
  if (segment === '')
    return {type: 'redirect', url: encodeStudioUrl(workspace, {tool: firstTool.name}), reason: 'defaultTool'}

  const name = decodeSegment(segment)
  if (name === INTENT_SEGMENT) {
    try {
      return {type: 'intent', intent: parseIntentPath(below)}
    } catch (error) {
      return {type: 'invalidIntent', message: error instanceof Error ? error.message : String(error)}
    }
  }

  const tool = workspace.tools.find((each) => each.name === name)
  if (!tool) {
    const hasStructure = workspace.tools.some((each) => each.name === STRUCTURE_TOOL)
    if (name === DESK_TOOL && hasStructure) {
      return {
        type: 'redirect',
        url: joinPath(workspace.basePath, slash === -1 ? STRUCTURE_TOOL : `${STRUCTURE_TOOL}/${below}`),
        reason: 'desk',
      }
    }
    return {type: 'toolNotFound', toolName: name}
  }
  const toolState = decodeToolPath(tool, below)
  return toolState ? {type: 'tool', tool, toolState} : {type: 'pathNotFound', tool, path: below}
}

function decodeToolPath(tool: Tool, path: string): RouterState | null {
  if (tool.router) return tool.router.decode(path)
  return path === '' ? {} : null
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A malformed escape cannot name a tool; report the segment as typed.
    return segment
  }
}
