import {useContext} from 'react'
import {RouterContext, type StudioRouter} from './RouterContext'
import type {RoutableWorkspace} from './RoutableWorkspace'

/**
 * The studio router: current location and route, and navigation.
 *
 * @typeParam W - The type of the workspaces given to `RouterProvider` (not checked).
 * @throws Error outside a `RouterProvider`.
 * @example
 * ```tsx
 * const router = useRouter()
 * router.navigateIntent({intent: 'edit', params: {id, type: 'post'}})
 * ```
 * @public
 */
export function useRouter<W extends RoutableWorkspace = RoutableWorkspace>(): StudioRouter<W> {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useRouter() must be used inside <RouterProvider>')
  return router as unknown as StudioRouter<W>
}
