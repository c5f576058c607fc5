import type {RouterState} from '../../studio'

/**
 * One open pane in the URL: the id it was opened by (a list item's id, a document's published
 * id), the params it carries (a document pane's `type`, `template`) and an optional JSON
 * payload (a template's parameters).
 */
export interface PaneSegment {
  id: string
  params?: Readonly<Record<string, string>>
  payload?: unknown
}

/**
 * The param of a document pane's segment naming its open inspector (`abc;type=post;inspect=validation`),
 * so a reload or a shared link opens it again and Back closes it. A name no inspector of the
 * document has is ignored.
 */
export const INSPECT_PARAM = 'inspect'

/**
 * The structure tool's router state: the chain of panes open to the right of the root pane,
 * one {@link PaneSegment} each, left to right. An empty chain shows the root pane alone.
 */
export interface StructureRouterState extends RouterState {
  panes: PaneSegment[]
}

/** The pane chain of a tool state; an empty chain for any state the structure tool did not write. */
export function panesOf(state: RouterState | null | undefined): PaneSegment[] {
  const panes = state?.panes
  return Array.isArray(panes) ? (panes as PaneSegment[]) : []
}
