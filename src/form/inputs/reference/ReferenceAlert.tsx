import type {ReactNode} from 'react'
import {Button, Card, type Tone} from '../../../ui'

/** Props of {@link ReferenceAlert}. */
export interface ReferenceAlertProps {
  tone: Tone
  icon: ReactNode
  title: ReactNode
  description?: ReactNode
  /** The alert's one action (a clear, a fix), left out when read-only. */
  action?: {text: string; onClick: () => void}
}

/** A message of the reference input in a toned card (`role="alert"`), with an optional action. */
export function ReferenceAlert({tone, icon, title, description, action}: ReferenceAlertProps) {
  return (
    <Card tone={tone} border role="alert" className="vellum-form-reference-alert">
      <div className="vellum-form-upload-message">
        {icon}
        <div>
          <strong>{title}</strong>
          {description && <p>{description}</p>}
        </div>
      </div>
      {action && <Button text={action.text} tone={tone} onClick={action.onClick} />}
    </Card>
  )
}
