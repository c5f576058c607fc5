import type {ReactNode} from 'react'
import {Card, Heading, Stack, Text, type Tone} from '../../ui'

/** Props of {@link DocumentPaneMessage}. */
export interface DocumentPaneMessageProps {
  title: string
  description?: ReactNode
  tone?: Tone
  /** A button or two: what the user can do about it. */
  children?: ReactNode
}

/** A state the pane is in instead of a form: does not exist, deleted, unknown type, failed to load. */
export function DocumentPaneMessage({title, description, tone = 'default', children}: DocumentPaneMessageProps) {
  return (
    <div className="vellum-structure-document-message">
      <Card tone={tone} border padding={4} radius={3}>
        <Stack gap={3}>
          <Heading level={2} size={2}>
            {title}
          </Heading>
          {description ? <Text muted>{description}</Text> : null}
          {children ? <div className="vellum-structure-document-message-actions">{children}</div> : null}
        </Stack>
      </Card>
    </div>
  )
}
