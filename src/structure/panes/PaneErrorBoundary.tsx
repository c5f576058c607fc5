import {Component, type ErrorInfo, type ReactNode} from 'react'

/** Props of {@link PaneErrorBoundary}. */
export interface PaneErrorBoundaryProps {
  /** What to show instead of a pane that threw. */
  fallback: (error: unknown) => ReactNode
  children?: ReactNode
}

/**
 * Keeps a pane that throws while rendering to its own column: the panes to its left keep
 * working, and going elsewhere (a new pane key) starts it afresh.
 */
export class PaneErrorBoundary extends Component<PaneErrorBoundaryProps, {error: unknown; failed: boolean}> {
  override state = {error: undefined as unknown, failed: false}

  static getDerivedStateFromError(error: unknown) {
    return {error, failed: true}
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A structure pane crashed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}
