import {createElement} from 'react'
import {StateLink} from '../../studio'
import {ChevronRightIcon} from '../../ui'
import type {ListPaneNode} from '../builder'
import {useStructureTranslation} from '../i18n'
import type {PaneSegment, StructureRouterState} from '../router'
import {Pane} from './Pane'
import {childState} from './paneChain'

/** Props of {@link ListPane}. */
export interface ListPaneProps {
  pane: ListPaneNode
  /** Its place in the layout (0 is the root). */
  index: number
  /** The whole pane chain of the URL. */
  panes: readonly PaneSegment[]
  backState?: StructureRouterState | null
}

/**
 * A list pane: its items as links that open their child to the right (the open one
 * highlighted and marked `aria-current`), with dividers between groups.
 */
export function ListPane({pane, index, panes, backState}: ListPaneProps) {
  const {t} = useStructureTranslation()
  const selectedId = panes[index]?.id
  return (
    <Pane title={pane.title} kind="list" backState={backState}>
      {pane.items.length === 0 ? <p className="vellum-structure-pane-message">{t('panes.list.empty')}</p> : null}
      <ul className="vellum-structure-list" aria-label={pane.title}>
        {pane.items.map((item) => {
          if (item.type === 'divider')
            return <li key={item.id} role="separator" className="vellum-structure-list-divider" />
          const selected = item.id === selectedId
          return (
            <li key={item.id}>
              <StateLink
                state={childState(panes, index, {id: item.id})}
                className="vellum-structure-list-item"
                data-selected={selected || undefined}
                aria-current={selected ? 'true' : undefined}
              >
                {item.icon ? <span className="vellum-structure-list-item-icon">{createElement(item.icon)}</span> : null}
                <span className="vellum-structure-list-item-title">{item.title}</span>
                <ChevronRightIcon className="vellum-structure-list-item-chevron" />
              </StateLink>
            </li>
          )
        })}
      </ul>
    </Pane>
  )
}
