import type {StudioHistory} from '../router'

/**
 * The part of the page's location sign-in needs: the origin sign-in returns to, and the hash a
 * sign-in redirect puts `#sid=…` in (removed again once read).
 * @public
 */
export interface AuthLocation {
  /** The studio page's origin, e.g. `https://studio.example.com`. */
  readonly origin: string
  /** The current hash: `''` or starting with `#`. */
  readonly hash: string
  /** Replaces the hash without a reload or a new history entry. */
  replaceHash(hash: string): void
}

/**
 * The window's location; the hash is replaced with `history.replaceState`.
 * @returns null where there is no window (Node), so callers fall back to having no location.
 */
export function browserAuthLocation(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): AuthLocation | null {
  if (!win) return null
  return {
    get origin() {
      return win.location.origin
    },
    get hash() {
      return win.location.hash
    },
    replaceHash(hash) {
      const {pathname, search} = win.location
      win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`)
    },
  }
}

/**
 * A location over the studio router's history, so dropping `#sid=…` goes through the same
 * history the router listens to (it sees the change at once).
 *
 * @param history - The history given to `RouterProvider`.
 * @param origin - The page's origin; the window's by default.
 * @throws Error without an origin where there is no window.
 */
export function historyAuthLocation(history: StudioHistory, origin?: string): AuthLocation {
  const pageOrigin = origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  if (!pageOrigin) throw new Error('historyAuthLocation needs the page origin where there is no window')
  return {
    origin: pageOrigin,
    get hash() {
      return history.location.hash
    },
    replaceHash(hash) {
      const {pathname, search} = history.location
      history.replace(`${pathname}${search}${hash}`)
    },
  }
}
