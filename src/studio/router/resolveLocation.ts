import type {RouterState, Tool} from '../config'
import {encodeStudioUrl} from './encodeStudioUrl'
import type {IntentRequest} from './intentPath'
import {matchWorkspace, workspaceUrl} from './matchWorkspace'
import {resolveIntent} from './resolveIntent'
import {resolveRoute} from './resolveRoute'
import type {RoutableWorkspace} from './RoutableWorkspace'

/**
 * Why the router moves to another URL: `root` → first workspace, `desk` → `structure`, no tool → first tool, intent → its tool.
 * @public
 */
export type RedirectReason = 'root' | 'desk' | 'defaultTool' | 'intent'

/**
 * Everything the studio can show for a URL; the shell renders one screen per type:
 *
 * - `tool`: the tool screen, with the state the tool's router read;
 * - `redirect`: the redirecting notice while the router replaces the URL with `url`;
 * - `workspaceNotFound`: 'Workspace not found' and 'Go to default workspace' (to `defaultUrl`);
 * - `toolNotFound`: 'Tool not found: {tool}';
 * - `pathNotFound`: the tool exists but has nothing at `path`;
 * - `invalidIntent`: an intent URL that does not parse (`message` says why);
 * - `intentNotHandled`: no tool of the workspace can handle the intent;
 * - `noTools`: 'No configured tools'.
 * @public
 */
export type StudioRouteState<W extends RoutableWorkspace = RoutableWorkspace> =
  | {type: 'tool'; workspace: W; tool: Tool; toolState: RouterState}
  | {type: 'redirect'; url: string; reason: RedirectReason}
  | {type: 'workspaceNotFound'; defaultWorkspace: W; defaultUrl: string}
  | {type: 'toolNotFound'; workspace: W; toolName: string}
  | {type: 'pathNotFound'; workspace: W; tool: Tool; path: string}
  | {type: 'invalidIntent'; workspace: W; message: string}
  | {type: 'intentNotHandled'; workspace: W; intent: IntentRequest}
  | {type: 'noTools'; workspace: W}

/** The tool on screen, which an intent prefers when it can handle it. */
export interface ActiveTool {
  /** The name of the workspace it is in; it only counts for intents in that workspace. */
  workspace: string
  tool: Tool
  toolState: RouterState
}

/** Options of {@link resolveLocation}. */
export interface ResolveLocationOptions {
  /** Where the studio is mounted in a host app, e.g. `/studio`; see `matchWorkspace`. */
  rootPath?: string
  /** The tool on screen before this location, for intent resolution. */
  active?: ActiveTool | null
}

/** More hops than the longest real chain (root → workspace → default tool) plus slack. */
const MAX_REDIRECTS = 5

/**
 * Resolves a URL pathname to what the studio shows: `matchWorkspace`, then `resolveRoute`
 * inside the workspace, then `resolveIntent` for intent URLs. Redirects are followed here, so
 * a `redirect` result names the final URL (`/` → `/blog` → `/blog/structure` is one redirect
 * to `/blog/structure`) and keeps the first hop's reason.
 *
 * @param pathname - A URL pathname.
 * @param workspaces - The workspaces in configuration order.
 * @param options - The studio's root path and the active tool.
 * @throws Error when redirects loop.
 */
export function resolveLocation<W extends RoutableWorkspace>(
  pathname: string,
  workspaces: readonly W[],
  options: ResolveLocationOptions = {},
): StudioRouteState<W> {
  let result = resolveOnce(pathname, workspaces, options)
  if (result.type !== 'redirect') return result
  const {reason} = result
  const visited = [pathname]
  while (result.type === 'redirect') {
    if (visited.length > MAX_REDIRECTS) throw new Error(`Too many redirects: ${[...visited, result.url].join(' → ')}`)
    visited.push(result.url)
    const next: StudioRouteState<W> = resolveOnce(result.url, workspaces, options)
    if (next.type !== 'redirect') return {type: 'redirect', url: result.url, reason}
    result = next
  }
  return result
}

function resolveOnce<W extends RoutableWorkspace>(
  pathname: string,
  workspaces: readonly W[],
  options: ResolveLocationOptions,
): StudioRouteState<W> {
  const match = matchWorkspace(pathname, workspaces, {rootPath: options.rootPath})
  if (match.type === 'redirect') return {type: 'redirect', url: match.url, reason: 'root'}
  if (match.type === 'notFound') {
    const defaultWorkspace = workspaces[0] as W
    return {type: 'workspaceNotFound', defaultWorkspace, defaultUrl: workspaceUrl(defaultWorkspace)}
  }
  const {workspace} = match
  const route = resolveRoute(pathname, workspace)
  switch (route.type) {
    case 'intent': {
      const {intent, params, payload} = route.intent
      const active = options.active?.workspace === workspace.name ? options.active : null
      const resolved = resolveIntent(intent, params, workspace.tools, active?.tool, {
        payload,
        activeToolState: active?.toolState,
      })
      if (!resolved) return {type: 'intentNotHandled', workspace, intent: route.intent}
      return {
        type: 'redirect',
        url: encodeStudioUrl(workspace, {tool: resolved.tool.name, toolState: resolved.toolState}),
        reason: 'intent',
      }
    }
    case 'redirect':
      return route
    default:
      return {...route, workspace}
  }
}
