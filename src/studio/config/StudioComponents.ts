import type {ComponentMiddleware} from '../../form'
import type {Tool} from './Tool'

/**
 * Props of the studio layout slot (the whole studio below the providers).
 * @public
 */
export type LayoutProps = Record<never, never>

/**
 * Props of the navbar slot.
 * @public
 */
export type NavbarProps = Record<never, never>

/**
 * Props of the tool menu slot: the tool list in the navbar or in the narrow-screen sidebar.
 * @public
 */
export interface ToolMenuProps {
  /** The workspace's tools, in order. */
  tools: Tool[]
  /** The name of the tool shown now; absent when none is. */
  activeToolName?: string
  /** Where the menu is: the navbar (`topbar`) or the narrow-screen sidebar (`sidebar`). */
  context: 'sidebar' | 'topbar'
  /** Closes the narrow-screen sidebar (after a tool is chosen). */
  closeSidebar: () => void
}

/**
 * Props of the logo slot in the navbar.
 * @public
 */
export interface LogoProps {
  /** The workspace title. */
  title: string
}

/**
 * Props of the active tool layout slot: the area a tool renders in.
 * @public
 */
export interface ActiveToolLayoutProps {
  /** The tool shown now. */
  activeTool: Tool
}

/**
 * The studio's replaceable parts and their props.
 * @public
 */
export interface StudioComponentProps {
  /** Props of the studio layout slot. */
  layout: LayoutProps
  /** Props of the navbar slot. */
  navbar: NavbarProps
  /** Props of the tool menu slot. */
  toolMenu: ToolMenuProps
  /** Props of the logo slot. */
  logo: LogoProps
  /** Props of the active tool layout slot. */
  activeToolLayout: ActiveToolLayoutProps
}

/**
 * The names of the studio's replaceable parts.
 * @public
 */
export type StudioComponentName = keyof StudioComponentProps

/** Every studio part's name, in a stable order. */
export const STUDIO_COMPONENT_NAMES: readonly StudioComponentName[] = [
  'layout',
  'navbar',
  'toolMenu',
  'logo',
  'activeToolLayout',
]

/**
 * `studio.components`: overrides of the studio's parts, each given `renderDefault`.
 * @public
 */
export type StudioComponents = {[K in StudioComponentName]?: ComponentMiddleware<StudioComponentProps[K]>}

/**
 * Resolved studio overrides per part, innermost (first plugin) first.
 * @public
 */
export type StudioComponentMiddleware = {
  [K in StudioComponentName]: Array<ComponentMiddleware<StudioComponentProps[K]>>
}
