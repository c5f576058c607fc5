import type {PaneSegment, StructureRouterState} from '../router'

/**
 * The router state with `child` opened to the right of the pane at `index` (0 is the root):
 * the panes up to it are kept, anything further right is closed.
 */
export function childState(panes: readonly PaneSegment[], index: number, child: PaneSegment): StructureRouterState {
  return {panes: [...panes.slice(0, index), child]}
}

/** The router state with the pane at `index` the last one open (0 is the root alone). */
export function paneState(panes: readonly PaneSegment[], index: number): StructureRouterState {
  return {panes: panes.slice(0, index)}
}
