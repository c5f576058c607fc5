import {Button, ErrorIcon, Heading, Stack, Text} from '../../ui'
import {AuthScreenLayout} from './AuthScreenLayout'

/** Props of {@link AuthErrorScreen}. */
export interface AuthErrorScreenProps {
  /** What went wrong, e.g. 'Unknown network error attempting to reach {host}'. */
  error: Error
  /** Checks the session again. */
  onRetry?: () => void
}

/** The auth gate's screen when the server could not be reached or failed: the error and a Retry button. */
export function AuthErrorScreen({error, onRetry}: AuthErrorScreenProps) {
  return (
    <AuthScreenLayout aria-label="Could not connect">
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading level={1} size={3} style={{display: 'flex', alignItems: 'center', gap: 8}}>
            <ErrorIcon style={{color: 'var(--vellum-color-critical)'}} />
            Could not connect
          </Heading>
          <Text role="alert">{error.message}</Text>
        </Stack>
        {onRetry && (
          <div>
            <Button text="Retry" tone="primary" onClick={onRetry} />
          </div>
        )}
      </Stack>
    </AuthScreenLayout>
  )
}
