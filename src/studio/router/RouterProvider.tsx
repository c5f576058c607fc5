import {useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react'
import {createBrowserHistory} from './createBrowserHistory'
import {createStudioRouter, redirectUrl} from './createStudioRouter'
import {browserTitle} from './browserTitle'
import {normalizePrefix} from './pathPrefix'
import {resolveLocation, type StudioRouteState} from './resolveLocation'
import {RouterContext, type StudioRouter} from './RouterContext'
import type {RoutableWorkspace} from './RoutableWorkspace'
import type {StudioHistory} from './StudioHistory'
import {useBrowserTitle} from './useBrowserTitle'

/** Props of {@link RouterProvider}. */
export interface RouterProviderProps<W extends RoutableWorkspace> {
  /** The workspaces in configuration order (at least one); the first is the default. */
  workspaces: readonly W[]
  /**
   * The path the studio is mounted under in a host app, e.g. `/studio` (the `basePath` given
   * to `resolveConfig`); the root redirect to the first workspace happens there. Default: the
   * site root.
   */
  basePath?: string
  /** The history to read and write; the browser's by default. */
  history?: StudioHistory
  children?: ReactNode
}

/**
 * Routes the studio: reads the location from the history, resolves it to a workspace and a
 * tool (see `resolveLocation`), replaces the URL when it redirects (the root, `/desk`, a
 * workspace without a tool, an intent), keeps the browser title at
 * `'<tool title> | <workspace title>'` unless the tool sets it, and gives `useRouter`,
 * `useRouterState` and the links what they need.
 *
 * @example
 * ```tsx
 * // In a host app, next to its own routes:
 * <RouterProvider workspaces={workspaces} basePath="/studio">
 *   <StudioScreens />
 * </RouterProvider>
 * ```
 */
export function RouterProvider<W extends RoutableWorkspace>({
  workspaces,
  basePath = '',
  history,
  children,
}: RouterProviderProps<W>) {
  const [browserHistory] = useState(createBrowserHistory)
  const source = history ?? browserHistory
  const subscribe = useCallback((listener: () => void) => source.listen(listener), [source])
  const getLocation = useCallback(() => source.location, [source])
  const location = useSyncExternalStore(subscribe, getLocation, getLocation)
  const rootPath = normalizePrefix(basePath)

  const state = useMemo(
    () => resolveLocation(location.pathname, workspaces, {rootPath}),
    [location.pathname, workspaces, rootPath],
  )
  const router = useMemo(
    () => createStudioRouter({history: source, basePath: rootPath, workspaces, location, state}),
    [source, rootPath, workspaces, location, state],
  )

  // Before paint, so the redirecting notice flashes as briefly as possible.
  useLayoutEffect(() => {
    if (state.type === 'redirect') source.replace(redirectUrl(state, location))
  }, [source, state, location])
  useBrowserTitle(titleOf(state))

  return <RouterContext.Provider value={router as unknown as StudioRouter}>{children}</RouterContext.Provider>
}

function titleOf(state: StudioRouteState): string | null {
  if (state.type === 'tool') return browserTitle(state.tool, state.workspace)
  if (state.type === 'redirect' || state.type === 'workspaceNotFound') return null
  return browserTitle(null, state.workspace)
}
