import type {ComponentType} from 'react'

/**
 * State a tool's router decodes from its part of the URL, e.g. `{panes: 'post,p1'}`.
 * @public
 */
export type RouterState = Record<string, unknown>

/**
 * The part of a router a tool brings for its own sub-paths. The studio mounts it under
 * `<workspace basePath>/<tool name>` and hands it the rest of the path.
 * @public
 */
export interface ToolRouter {
  /** Reads state from a path below the tool's own path (`''` for the tool's root); null when nothing matches. */
  decode(path: string): RouterState | null
  /** Writes state as a path below the tool's own path. */
  encode(state: RouterState): string
}

/**
 * Props the studio renders a tool's component with.
 * @public
 */
export interface ToolProps {
  /** The tool being rendered (its `options` included). */
  tool: Tool
}

/**
 * A tool: one of the top-level screens a user switches between in the navbar (structure,
 * vision, media, …). Its `name` is its path segment (`/<basePath>/<name>`), so it must be
 * unique within a workspace and cannot be `tool`.
 *
 * @example
 * ```tsx
 * const releases: Tool = {name: 'releases', title: 'Releases', component: ReleasesTool}
 * ```
 * @public
 */
export interface Tool {
  /** Path segment and identity; unique per workspace, not `tool`. */
  name: string
  /** The tool's name in the navbar. */
  title: string
  /** The tool's icon in the navbar. */
  icon?: ComponentType
  /** The screen; rendered with {@link ToolProps}. */
  component: ComponentType<ToolProps>
  /** Anything the tool's component wants from configuration; read it from `props.tool.options`. */
  options?: unknown
  /** Routes below the tool's path; without one the tool has a single URL. */
  router?: ToolRouter
  /**
   * Whether the tool can open an intent (`create` or `edit`) with these params. `true` or an
   * object of matched params (each `true` param counts towards the tool's score).
   */
  canHandleIntent?: (
    intent: string,
    params: Record<string, unknown>,
    payload: unknown,
  ) => boolean | Record<string, boolean>
  /** The tool state that shows an intent it said it can handle. */
  getIntentState?: (
    intent: string,
    params: Record<string, unknown>,
    state: RouterState | null,
    payload: unknown,
  ) => RouterState
  /** When true the tool sets the browser title itself instead of '<tool title> | <workspace title>'. */
  controlsDocumentTitle?: boolean
}
