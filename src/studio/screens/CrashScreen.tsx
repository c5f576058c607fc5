import {useId} from 'react'
import {Button, ErrorIcon, Text} from '../../ui'
import {useTranslation} from '../i18n'
import {StudioNotice} from './StudioNotice'

/** Props of {@link CrashScreen}. */
export interface CrashScreenProps {
  /** What was thrown. */
  error: unknown
  /** The title of the tool that crashed; without it the studio itself crashed. */
  toolTitle?: string
  /** Renders the crashed part again. */
  onRetry: () => void
}

/** The message and stack of anything thrown, for showing. */
export function describeError(error: unknown): {message: string | undefined; stack: string | undefined} {
  if (error instanceof Error) return {message: error.message || error.name, stack: error.stack}
  if (typeof error === 'string') return {message: error, stack: undefined}
  if (error === undefined || error === null) return {message: undefined, stack: undefined}
  try {
    return {message: JSON.stringify(error), stack: undefined}
  } catch {
    return {message: String(error), stack: undefined}
  }
}

/**
 * The crash screen: 'An error occured', or 'The {tool} tool crashed' when a
 * tool threw, with a Retry button, the error's message and its stack.
 */
export function CrashScreen({error, toolTitle, onRetry}: CrashScreenProps) {
  const {t} = useTranslation()
  const {message, stack} = describeError(error)
  const stackId = useId()
  return (
    <StudioNotice
      title={toolTitle ? t('crash.tool-title', {tool: toolTitle}) : t('crash.title')}
      tone="critical"
      icon={<ErrorIcon />}
      wide
      actions={<Button tone="primary" text={t('crash.retry')} onClick={onRetry} />}
    >
      <p className="vellum-studio-notice-text">{t('crash.description')}</p>
      <Text weight="semibold" className="vellum-crash-message">
        {message ?? t('crash.unknown-error')}
      </Text>
      {stack && (
        <figure className="vellum-crash-stack" aria-labelledby={stackId}>
          <figcaption id={stackId}>{t('crash.stack')}</figcaption>
          <pre>{stack}</pre>
        </figure>
      )}
    </StudioNotice>
  )
}
