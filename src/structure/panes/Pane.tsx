import type {ReactNode} from 'react'
import {StateLink} from '../../studio'
import {ChevronLeftIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import type {StructureRouterState} from '../router'

/** Props of {@link Pane}. */
export interface PaneProps {
  /** The header's title; also names the pane for assistive technology. */
  title: string
  /** The kind of pane, for styles (`list`, `documentList`, `component`, `message`). */
  kind: string
  /** The state the back link goes to (narrow layout); no back link without one. */
  backState?: StructureRouterState | null
  /** Buttons at the end of the header. */
  actions?: ReactNode
  children?: ReactNode
}

/**
 * One column of the structure tool: a header with the title (and, on narrow screens, a back
 * link to the pane to its left) above the pane's content, which scrolls on its own.
 */
export function Pane({title, kind, backState, actions, children}: PaneProps) {
  const {t} = useStructureTranslation()
  return (
    <section className="vellum-structure-pane-body" data-pane-kind={kind} aria-label={title}>
      <header className="vellum-structure-pane-header">
        {backState ? (
          <StateLink
            state={backState}
            className="vellum-structure-pane-back"
            aria-label={t('panes.back')}
            title={t('panes.back')}
          >
            <ChevronLeftIcon />
          </StateLink>
        ) : null}
        <h2 className="vellum-structure-pane-title">{title}</h2>
        {actions ? <div className="vellum-structure-pane-actions">{actions}</div> : null}
      </header>
      <div className="vellum-structure-pane-content">{children}</div>
    </section>
  )
}
