import {Component, type ErrorInfo, type ReactNode} from 'react'
import {Button, Card, ErrorIcon} from '../../ui'
import type {FormTranslate} from '../translation/useFormTranslation'

/** Props of {@link FieldErrorBoundary}. */
export interface FieldErrorBoundaryProps {
  /** The field's title, shown with the error. */
  title?: string
  t: FormTranslate
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Keeps an error thrown while rendering one field (a broken custom input, a type without an
 * input) to that field: the field shows 'Unexpected error' with the message and a Retry
 * button, and the rest of the form stays usable.
 */
export class FieldErrorBoundary extends Component<FieldErrorBoundaryProps, State> {
  override state: State = {error: null}

  static getDerivedStateFromError(error: unknown): State {
    return {error: error instanceof Error ? error : new Error(String(error))}
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The field "${this.props.title ?? ''}" failed to render`, error, info.componentStack)
  }

  override render() {
    const {error} = this.state
    if (!error) return this.props.children
    const {t, title} = this.props
    return (
      <Card tone="critical" border className="vellum-form-field-error" role="alert">
        <div className="vellum-form-alert-title">
          <ErrorIcon />
          <span>{title ? `${title}: ${t('field-error.title')}` : t('field-error.title')}</span>
        </div>
        <p className="vellum-form-alert-text">{t('field-error.description', {message: error.message})}</p>
        <Button text={t('field-error.retry')} mode="ghost" onClick={() => this.setState({error: null})} />
      </Card>
    )
  }
}
