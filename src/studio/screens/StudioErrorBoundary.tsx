import {Component, type ErrorInfo, type ReactNode} from 'react'
import {CrashScreen} from './CrashScreen'

/** Props of {@link StudioErrorBoundary}. */
export interface StudioErrorBoundaryProps {
  children?: ReactNode
  /** The title of the tool inside, for 'The {tool} tool crashed'. */
  toolTitle?: string
  /** A crash is forgotten when this changes (e.g. the tool's name), so moving on shows the new part. */
  resetKey?: unknown
  /** Told about every crash, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void
}

interface StudioErrorBoundaryState {
  error: {value: unknown} | null
  resetKey: unknown
}

/**
 * Catches what its children throw while rendering and shows the crash screen in their place;
 * Retry renders them again. Wrap each tool (with its title) and the studio as a whole.
 */
export class StudioErrorBoundary extends Component<StudioErrorBoundaryProps, StudioErrorBoundaryState> {
  override state: StudioErrorBoundaryState = {error: null, resetKey: this.props.resetKey}

  static getDerivedStateFromError(error: unknown): Partial<StudioErrorBoundaryState> {
    // Boxed, so a thrown `undefined` or `null` still counts as a crash.
    return {error: {value: error}}
  }

  static getDerivedStateFromProps(
    props: StudioErrorBoundaryProps,
    state: StudioErrorBoundaryState,
  ): Partial<StudioErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : {error: null, resetKey: props.resetKey}
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  private retry = () => this.setState({error: null})

  override render() {
    const {error} = this.state
    if (error) return <CrashScreen error={error.value} toolTitle={this.props.toolTitle} onRetry={this.retry} />
    return this.props.children
  }
}
