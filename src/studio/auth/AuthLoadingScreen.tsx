import {Spinner, Stack, Text} from '../../ui'
import {AuthScreenLayout} from './AuthScreenLayout'

/** What the auth gate shows while it checks the session: a spinner (after the spinner delay) and a line of text. */
export function AuthLoadingScreen() {
  return (
    <AuthScreenLayout width={320}>
      <Stack gap={3} align="center">
        <Spinner size={25} label="Connecting" />
        <Text muted>Connecting…</Text>
      </Stack>
    </AuthScreenLayout>
  )
}
