import type {ReactNode} from 'react'
import {StateLink} from '../../studio'
import {Spinner} from '../../ui'
import type {StructureRouterState} from '../router'
import {Pane} from './Pane'

/** Props of {@link PaneMessage}. */
export interface PaneMessageProps {
  title: string
  /** What happened, in a sentence. */
  description?: ReactNode
  /** A link back to a pane that works, with its label. */
  back?: {state: StructureRouterState; label: string}
  /** Shows a spinner instead of a problem. */
  loading?: boolean
  /** `critical` for a broken pane, `caution` for something not found. */
  tone?: 'critical' | 'caution'
  backState?: StructureRouterState | null
}

/**
 * A pane standing in for one that cannot be shown ('Item not found', 'Pane not found', a
 * broken child) or is not ready yet: a message, and a link back to the pane to its left.
 */
export function PaneMessage({
  title,
  description,
  back,
  loading = false,
  tone = 'caution',
  backState,
}: PaneMessageProps) {
  return (
    <Pane title={title} kind="message" backState={backState}>
      <div
        className="vellum-structure-pane-message"
        data-tone={loading ? undefined : tone}
        role={loading ? undefined : 'alert'}
      >
        {loading ? <Spinner label={title} delay={0} /> : null}
        {description ? <p>{description}</p> : null}
        {back ? (
          <StateLink state={back.state} className="vellum-structure-pane-message-link">
            {back.label}
          </StateLink>
        ) : null}
      </div>
    </Pane>
  )
}
