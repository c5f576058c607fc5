import {Button, ErrorIcon, Heading, Stack, Text} from '../../ui'
import {useTranslation} from '../i18n'
import {AuthScreenLayout} from './AuthScreenLayout'

/** Props of {@link AuthErrorScreen}. */
export interface AuthErrorScreenProps {
  /** What went wrong, e.g. 'Unknown network error attempting to reach {host}'. */
  error: Error
  /** Checks the session again. */
  onRetry?: () => void
}

/** The auth gate's screen when the server could not be reached or failed: 'Could not connect', the error and a Retry button. */
export function AuthErrorScreen({error, onRetry}: AuthErrorScreenProps) {
  const {t} = useTranslation()
  const title = t('auth.error.title')
  return (
    <AuthScreenLayout aria-label={title}>
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading level={1} size={3} style={{display: 'flex', alignItems: 'center', gap: 8}}>
            <ErrorIcon style={{color: 'var(--vellum-color-critical)'}} />
            {title}
          </Heading>
          <Text role="alert">{error.message}</Text>
        </Stack>
        {onRetry && (
          <div>
            <Button text={t('auth.error.retry')} tone="primary" onClick={onRetry} />
          </div>
        )}
      </Stack>
    </AuthScreenLayout>
  )
}
