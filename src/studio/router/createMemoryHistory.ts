import {parseLocation, type StudioHistory, type StudioLocation} from './StudioHistory'

/**
 * A {@link StudioHistory} kept in memory, with the back and forward a browser would offer.
 * @public
 */
export interface MemoryHistory extends StudioHistory {
  /** Every entry, oldest first. */
  readonly entries: readonly StudioLocation[]
  /** The index of the current entry in {@link MemoryHistory.entries}. */
  readonly index: number
  /** Moves `delta` entries back (negative) or forward; out of range does nothing, as in browsers. */
  go(delta: number): void
  /** Moves one entry back, as `go(-1)`. */
  back(): void
  /** Moves one entry forward, as `go(1)`. */
  forward(): void
}

/**
 * Options of {@link createMemoryHistory}.
 * @public
 */
export interface MemoryHistoryOptions {
  /** The entries to start with, as paths; default `['/']`. */
  initialEntries?: readonly string[]
  /** Which of them is current; default the last. */
  initialIndex?: number
}

/**
 * A history kept in memory, for tests and Storybook: the router runs as in a browser but no
 * URL bar changes. A push drops the entries after the current one, as the browser does.
 *
 * @throws Error for an entry that is not a path, or an initial index out of range.
 * @example
 * ```tsx
 * <RouterProvider history={createMemoryHistory({initialEntries: ['/blog/structure']})} workspaces={workspaces}>
 * ```
 * @public
 */
export function createMemoryHistory(options: MemoryHistoryOptions = {}): MemoryHistory {
  let entries = (options.initialEntries ?? ['/']).map(parseLocation)
  if (entries.length === 0) throw new Error('createMemoryHistory needs at least one initial entry')
  let index = options.initialIndex ?? entries.length - 1
  if (!Number.isInteger(index) || index < 0 || index >= entries.length) {
    throw new Error(`initialIndex ${index} is out of range for ${entries.length} entries`)
  }
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const history: MemoryHistory = {
    get location() {
      return entries[index] as StudioLocation
    },
    get entries() {
      return entries
    },
    get index() {
      return index
    },
    push(url) {
      entries = [...entries.slice(0, index + 1), parseLocation(url)]
      index = entries.length - 1
      notify()
    },
    replace(url) {
      entries = entries.map((entry, at) => (at === index ? parseLocation(url) : entry))
      notify()
    },
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    go(delta) {
      const next = index + delta
      if (delta === 0 || next < 0 || next >= entries.length) return
      index = next
      notify()
    },
    back: () => history.go(-1),
    forward: () => history.go(1),
  }
  return history
}
