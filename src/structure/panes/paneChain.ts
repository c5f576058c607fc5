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

/**
 * The router state with the params of the pane at `index` (1 is the first pane right of the
 * root) replaced, the chain otherwise as it is; empty params leave its segment without any.
 * @throws RangeError when no segment opened a pane at `index`.
 */
export function paneParamsState(
  panes: readonly PaneSegment[],
  index: number,
  params: Readonly<Record<string, string>>,
): StructureRouterState {
  const segment = panes[index - 1]
  if (index < 1 || !segment) throw new RangeError(`No pane segment opened pane ${index} of a chain of ${panes.length}`)
  const {params: _replaced, ...rest} = segment
  const next: PaneSegment = Object.keys(params).length > 0 ? {...rest, params} : rest
  return {panes: panes.map((each, at) => (at === index - 1 ? next : each))}
}
