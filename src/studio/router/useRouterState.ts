import type {StudioRouteState} from './resolveLocation'
import type {RoutableWorkspace} from './RoutableWorkspace'
import {useRouter} from './useRouter'

/**
 * What the current location shows: a tool with its state, a redirect, or one of the
 * not-found states; re-renders when the location changes.
 *
 * @typeParam W - The type of the workspaces given to `RouterProvider` (not checked).
 * @throws Error outside a `RouterProvider`.
 * @example
 * ```tsx
 * const state = useRouterState()
 * if (state.type === 'tool') return <state.tool.component tool={state.tool} />
 * ```
 * @public
 */
export function useRouterState<W extends RoutableWorkspace = RoutableWorkspace>(): StudioRouteState<W> {
  return useRouter<W>().state
}
