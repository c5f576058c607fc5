/**
 * Where the studio is: the parts of a URL the router reads.
 * @public
 */
export interface StudioLocation {
  /** Percent-encoded, starting with `/`. */
  pathname: string
  /** `''` or starting with `?`. */
  search: string
  /** `''` or starting with `#`. */
  hash: string
}

/**
 * The session history the router reads and writes. `createBrowserHistory` wraps the History
 * API, `createMemoryHistory` keeps entries in memory (tests, Storybook); a host app with its
 * own router can pass an adapter over that router's history instead, so both see the same
 * navigations.
 *
 * @example
 * ```ts
 * // Adapting a host's React Router (v6.4+ data router) so its routes and the studio agree:
 * const history: StudioHistory = {
 *   get location() { return cachedLocation(router.state.location) },
 *   push: (url) => void router.navigate(url),
 *   replace: (url) => void router.navigate(url, {replace: true}),
 *   listen: (listener) => router.subscribe(() => listener()),
 * }
 * ```
 * @public
 */
export interface StudioHistory {
  /**
   * The current location: the same object until the location changes, as
   * `useSyncExternalStore` compares snapshots by identity.
   */
  readonly location: StudioLocation
  /** Adds an entry for `url` (a path starting with `/`) and notifies listeners. */
  push(url: string): void
  /** Replaces the current entry with `url` and notifies listeners. */
  replace(url: string): void
  /** Calls `listener` after every change of location (push, replace, back and forward). */
  listen(listener: () => void): () => void
}

/**
 * Splits a path such as `/blog/structure?x=1#top` into a {@link StudioLocation}, normalised
 * as a browser would (dot segments resolved, unsafe characters percent-encoded).
 *
 * @throws Error for anything but a path starting with a single `/` (no origin, no `//host`).
 */
export function parseLocation(url: string): StudioLocation {
  if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`Expected a path starting with "/", got "${url}"`)
  // The origin only anchors the parse; a path cannot change it.
  const {pathname, search, hash} = new URL(url, 'http://studio.invalid')
  return {pathname, search, hash}
}

/** Writes a {@link StudioLocation} back as a path: `pathname + search + hash`. */
export function locationToUrl(location: StudioLocation): string {
  return `${location.pathname}${location.search}${location.hash}`
}
