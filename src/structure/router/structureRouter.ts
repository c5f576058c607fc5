import type {ToolRouter} from '../../studio'
import {decodePanePath, encodePanePath} from './panePath'
import {panesOf, type StructureRouterState} from './PaneSegment'

/**
 * The structure tool's router: its state is the pane chain ({@link StructureRouterState}), one
 * URL segment per open pane (see `encodePanePath`). A path that does not decode matches
 * nothing, so the studio shows its 'path not found' notice.
 *
 * @example
 * ```ts
 * structureRouter.decode('post/abc;type=post') // {panes: [{id: 'post'}, {id: 'abc', params: {type: 'post'}}]}
 * ```
 */
export const structureRouter: ToolRouter = {
  decode(path) {
    try {
      return {panes: decodePanePath(path)} satisfies StructureRouterState
    } catch {
      return null
    }
  },
  encode(state) {
    return encodePanePath(panesOf(state))
  },
}
