import type {ComponentType} from 'react'
import type {AuthConfig} from './AuthConfig'
import type {PluginOptions} from './PluginOptions'
import type {StudioTheme} from './StudioTheme'

/**
 * One workspace of a studio with several: a project and dataset, where it lives in the URL,
 * and everything a plugin can configure (it is the root plugin of its own plugin tree).
 * @public
 */
export interface WorkspaceOptions extends Omit<PluginOptions, 'name'> {
  /**
   * Letters, digits, `_` and `-`, not starting with `_` or `-`; unique (case-insensitively)
   * among the workspaces.
   */
  name: string
  /**
   * Where the workspace lives, e.g. `/blog`: starts with `/`, URL-safe characters only, no
   * trailing `/`. Unique among the workspaces, and all have the same number of segments.
   */
  basePath: string
  /** Defaults to the name, humanised. */
  title?: string
  /** A second line under the title in the workspace chooser and switcher. */
  subtitle?: string
  /**
   * The workspace's icon in the navbar, chooser and switcher; without one the navbar shows none and the chooser the
   * title's first letter.
   */
  icon?: ComponentType
  /** The project on the server, e.g. `local` (what `vellum start` serves unless told otherwise). */
  projectId: string
  /** 1-64 lowercase letters, digits, `_` or `-`, starting with a letter or digit. */
  dataset: string
  /** The Vellum server's base URL; default `http://127.0.0.1:3400` (what `vellum start` listens on). */
  apiHost?: string
  /**
   * How users sign in: which providers are offered, and whether the session cookie or a stored token is used; see
   * {@link AuthConfig}.
   */
  auth?: AuthConfig
  /** Colour tokens replacing the default light and/or dark scheme ({@link defaultStudioTheme}). */
  theme?: Partial<StudioTheme>
  /** Tasks are enabled by default. */
  tasks?: {enabled?: boolean}
}

/**
 * The only workspace of a studio: its name defaults to `default`, its basePath to the root.
 * @public
 */
export type SingleWorkspace = Omit<WorkspaceOptions, 'name' | 'basePath'> & {name?: string; basePath?: string}

/**
 * A studio configuration: one workspace, or several.
 * @public
 */
export type Config = SingleWorkspace | WorkspaceOptions[]
