import type {RouterState} from '../config'
import {Link, type LinkProps} from './Link'
import {useRouter} from './useRouter'

/**
 * Props of {@link StateLink}: an `<a>`'s, with the state to link to instead of an `href`.
 * @public
 */
export interface StateLinkProps extends Omit<LinkProps, 'href'> {
  /** The state for the tool's own router; none links to the tool's root. */
  state?: RouterState | null
  /** A tool name; default the tool on screen. */
  tool?: string
  /** A workspace name; default the current workspace. */
  workspace?: string
}

/**
 * A link to a tool's state, e.g. a structure pane: `<StateLink state={{panes: 'post'}}>`.
 * Renders a real `<a href>` (see {@link Link}).
 *
 * @throws Error when no tool is on screen and none is named.
 * @public
 */
export function StateLink({state, tool, workspace, ...rest}: StateLinkProps) {
  const router = useRouter()
  return <Link {...rest} href={router.resolveStateUrl({workspace, tool, toolState: state})} />
}
