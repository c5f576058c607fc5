import {useEffect, useMemo, useRef} from 'react'
import {historyAuthLocation} from '../auth'
import type {StudioHistory} from '../router'
import {createWorkspaceAuthStores, type StudioAuthOptions, type WorkspaceAuthStores} from '../workspaces'

/**
 * The studio's per-workspace auth stores, reading `#sid=…` through the router's history (so
 * removing it is a navigation the router sees), made again when the history or the options
 * change and disposed when no longer used.
 */
export function useWorkspaceAuthStores(
  history: StudioHistory,
  options: StudioAuthOptions | undefined,
): WorkspaceAuthStores {
  const stores = useMemo(
    () => createWorkspaceAuthStores({...options, location: historyAuthLocation(history)}),
    [history, options],
  )
  // Disposed a tick after unmounting, unless mounted again at once (React's StrictMode mounts
  // twice): a disposed store never signs anyone in again.
  const pending = useRef<{stores: WorkspaceAuthStores; timer: ReturnType<typeof setTimeout>} | null>(null)
  useEffect(() => {
    if (pending.current?.stores === stores) {
      clearTimeout(pending.current.timer)
      pending.current = null
    }
    return () => {
      pending.current = {stores, timer: setTimeout(() => stores.dispose(), 0)}
    }
  }, [stores])
  return stores
}
