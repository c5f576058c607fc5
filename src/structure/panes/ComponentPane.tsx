import {useCallback} from 'react'
import {useRouter} from '../../studio'
import type {ComponentPaneNode} from '../builder'
import type {PaneSegment, StructureRouterState} from '../router'
import {Pane} from './Pane'
import {childState} from './paneChain'

/** Props of {@link ComponentPane}. */
export interface ComponentPaneViewProps {
  pane: ComponentPaneNode
  index: number
  panes: readonly PaneSegment[]
  /** The ids of the panes from the root to this one. */
  path: readonly string[]
  backState?: StructureRouterState | null
}

/** A custom component pane: the configured component under the pane header, able to open a child to its right. */
export function ComponentPane({pane, index, panes, path, backState}: ComponentPaneViewProps) {
  const router = useRouter()
  const openChild = useCallback(
    (id: string, params?: Readonly<Record<string, string>>) =>
      router.navigateState({toolState: childState(panes, index, params ? {id, params} : {id})}),
    [router, panes, index],
  )
  const Component = pane.component
  return (
    <Pane title={pane.title} kind="component" backState={backState}>
      <Component pane={pane} path={path} openChild={openChild} childId={panes[index]?.id} />
    </Pane>
  )
}
