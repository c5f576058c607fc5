import {parseLocation, type StudioHistory, type StudioLocation} from './StudioHistory'

/**
 * A {@link StudioHistory} over the window's History API: `push` and `replace` use
 * `pushState`/`replaceState` (no reload), and back and forward reach listeners through
 * `popstate`.
 *
 * @param win - The window to use; the global one by default.
 * @public
 */
export function createBrowserHistory(win?: Window): StudioHistory {
  const target = () => win ?? window
  const listeners = new Set<() => void>()
  let snapshot: {href: string; location: StudioLocation} | null = null
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const write = (url: string, replace: boolean) => {
    // Paths only: another origin makes pushState throw a SecurityError, a relative path would
    // resolve against the current URL.
    parseLocation(url)
    const {history} = target()
    if (replace) history.replaceState(history.state, '', url)
    else history.pushState(null, '', url)
    notify()
  }

  return {
    get location() {
      const {href, pathname, search, hash} = target().location
      if (snapshot?.href !== href) snapshot = {href, location: {pathname, search, hash}}
      return snapshot.location
    },
    push: (url) => write(url, false),
    replace: (url) => write(url, true),
    listen(listener) {
      const onPopState = () => listener()
      const current = target()
      listeners.add(listener)
      current.addEventListener('popstate', onPopState)
      return () => {
        listeners.delete(listener)
        current.removeEventListener('popstate', onPopState)
      }
    },
  }
}
