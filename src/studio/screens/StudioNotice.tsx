import {useId, type ReactNode} from 'react'
import {Card, Heading} from '../../ui'

/** Props of {@link StudioNotice}. */
export interface StudioNoticeProps {
  /** The heading; it names the notice. */
  title: ReactNode
  /** `critical` for errors, `caution` for problems the user can route around. */
  tone?: 'default' | 'caution' | 'critical'
  icon?: ReactNode
  /** The explanation under the heading. */
  children?: ReactNode
  /** Buttons or links under the explanation. */
  actions?: ReactNode
  /** Let the card grow wider, for long lists such as schema problems. */
  wide?: boolean
}

/**
 * The frame of the studio's full-screen notices ('No configured tools', 'Workspace not
 * found', the crash screen, …): a card centred in the space the studio has, with a level-one
 * heading, an explanation and actions.
 */
export function StudioNotice({title, tone = 'default', icon, children, actions, wide = false}: StudioNoticeProps) {
  const headingId = useId()
  return (
    <section className="vellum-studio-notice" aria-labelledby={headingId} data-wide={wide || undefined}>
      <Card className="vellum-studio-notice-card" tone={tone} border shadow radius={4} padding={4}>
        <div className="vellum-studio-notice-header">
          {icon && (
            <span className="vellum-studio-notice-icon" data-tone={tone} aria-hidden>
              {icon}
            </span>
          )}
          <Heading level={1} size={4} id={headingId}>
            {title}
          </Heading>
        </div>
        {children !== undefined && children !== null && <div className="vellum-studio-notice-body">{children}</div>}
        {actions && <div className="vellum-studio-notice-actions">{actions}</div>}
      </Card>
    </section>
  )
}
