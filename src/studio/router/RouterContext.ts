import {createContext} from 'react'
import type {RouterState} from '../config'
import type {IntentTarget} from './intentPath'
import type {StudioRouteState} from './resolveLocation'
import type {RoutableWorkspace} from './RoutableWorkspace'
import type {StudioLocation} from './StudioHistory'

/**
 * Options of a navigation.
 * @public
 */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/**
 * A tool state to go to; workspace and tool default to the current ones.
 * @public
 */
export interface StateTarget {
  /** A workspace name; default the current workspace. */
  workspace?: string
  /** A tool name; default the current tool. */
  tool?: string
  /** The state for the tool's own router; none means the tool's root. */
  toolState?: RouterState | null
}

/**
 * An intent to send; the workspace defaults to the current one.
 * @public
 */
export interface IntentLinkTarget extends IntentTarget {
  /** A workspace name; default the current workspace. */
  workspace?: string
}

/**
 * The router the studio and its tools navigate with; see `useRouter`.
 * @public
 */
export interface StudioRouter<W extends RoutableWorkspace = RoutableWorkspace> {
  /** The path the studio is mounted under (`''` at the site root). */
  basePath: string
  /** The workspaces the router was given, in order. */
  workspaces: readonly W[]
  /** The current location. */
  location: StudioLocation
  /** What the current location shows. */
  state: StudioRouteState<W>
  /**
   * Goes to a path. Intent URLs are resolved on the way, preferring the tool on screen, and
   * redirects (`/desk` → `/structure`, …) are applied, so only the final URL enters history.
   * @throws Error for anything but a path starting with `/`.
   */
  navigate(url: string, options?: NavigateOptions): void
  /** Goes to a tool's state (by default the current tool's). */
  navigateState(target: StateTarget, options?: NavigateOptions): void
  /** Sends an intent: opens it in the best tool, the one on screen when it can. */
  navigateIntent(target: IntentLinkTarget, options?: NavigateOptions): void
  /**
   * The URL of a tool's state, for links.
   * @throws Error when no workspace or tool is current and none is named, or the name is unknown.
   */
  resolveStateUrl(target: StateTarget): string
  /**
   * The URL of an intent, for links: the intent URL itself, so it also opens in a new tab.
   * @throws Error when no workspace is current and none is named, or the name is unknown.
   */
  resolveIntentUrl(target: IntentLinkTarget): string
}

/** The nearest {@link StudioRouter}; set by `RouterProvider`. */
export const RouterContext = createContext<StudioRouter | null>(null)
