import {encodeStudioUrl} from './encodeStudioUrl'
import {resolveLocation, type ActiveTool, type StudioRouteState} from './resolveLocation'
import type {IntentLinkTarget, NavigateOptions, StateTarget, StudioRouter} from './RouterContext'
import type {RoutableWorkspace} from './RoutableWorkspace'
import {parseLocation, type StudioHistory, type StudioLocation} from './StudioHistory'

/** What {@link createStudioRouter} builds a router from: one render's history, location and route. */
export interface StudioRouterInput<W extends RoutableWorkspace> {
  history: StudioHistory
  /** The studio's root path, normalised (`''` at the site root). */
  basePath: string
  workspaces: readonly W[]
  location: StudioLocation
  state: StudioRouteState<W>
}

/**
 * Builds the {@link StudioRouter} for the current location. It is a snapshot: `RouterProvider`
 * builds a new one whenever the location changes, so navigation always starts from what is on
 * screen (the active tool an intent prefers, the workspace and tool links default to).
 */
export function createStudioRouter<W extends RoutableWorkspace>(input: StudioRouterInput<W>): StudioRouter<W> {
  const {history, basePath, workspaces, location, state} = input
  const active: ActiveTool | null =
    state.type === 'tool' ? {workspace: state.workspace.name, tool: state.tool, toolState: state.toolState} : null

  const workspaceOf = (name: string | undefined): W => {
    if (name !== undefined) {
      const named = workspaces.find((workspace) => workspace.name === name)
      if (!named) throw new Error(`There is no workspace named "${name}"`)
      return named
    }
    if ('workspace' in state) return state.workspace
    throw new Error('No workspace is open at this location: name one with `workspace`')
  }

  const resolveStateUrl = (target: StateTarget): string => {
    const workspace = workspaceOf(target.workspace)
    const tool = target.tool ?? (state.type === 'tool' && state.workspace === workspace ? state.tool.name : undefined)
    if (tool === undefined) throw new Error('No tool is open at this location: name one with `tool`')
    return encodeStudioUrl(workspace, {tool, toolState: target.toolState})
  }

  const resolveIntentUrl = ({workspace, ...intent}: IntentLinkTarget): string =>
    encodeStudioUrl(workspaceOf(workspace), intent)

  const navigate = (url: string, options: NavigateOptions = {}): void => {
    const target = parseLocation(url)
    const resolved = resolveLocation(target.pathname, workspaces, {rootPath: basePath, active})
    const next = resolved.type === 'redirect' ? redirectUrl(resolved, target) : url
    if (options.replace) history.replace(next)
    else history.push(next)
  }

  return {
    basePath,
    workspaces,
    location,
    state,
    navigate,
    navigateState: (target, options) => navigate(resolveStateUrl(target), options),
    navigateIntent: (target, options) => navigate(resolveIntentUrl(target), options),
    resolveStateUrl,
    resolveIntentUrl,
  }
}

/**
 * The URL a redirect goes to from `from`: a rewritten path keeps the query and hash; an
 * intent's tool URL does not, as the intent's data travelled in its path.
 */
export function redirectUrl(redirect: Extract<StudioRouteState, {type: 'redirect'}>, from: StudioLocation): string {
  return redirect.reason === 'intent' ? redirect.url : `${redirect.url}${from.search}${from.hash}`
}
