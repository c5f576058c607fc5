import {Component, type ReactNode} from 'react'
import {Card, Text} from '../../ui'

/** Props of {@link ChangeErrorBoundary}. */
export interface ChangeErrorBoundaryProps {
  /** The card's title ('Rendering the changes to this field caused an error'). */
  title: string
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Keeps a field's change that fails to render inside its own critical card: the error's title
 * and message, and the rest of the change list (and the pane) stay up.
 */
export class ChangeErrorBoundary extends Component<ChangeErrorBoundaryProps, State> {
  override state: State = {error: null}

  static getDerivedStateFromError(error: unknown): State {
    return {error: error instanceof Error ? error : new Error(String(error))}
  }

  override render() {
    const {error} = this.state
    if (!error) return this.props.children
    return (
      <Card tone="critical" padding={2} radius={2} border className="vellum-changes-error" role="alert">
        <Text weight="semibold">{this.props.title}</Text>
        <Text size={1} muted>
          {error.message}
        </Text>
      </Card>
    )
  }
}
