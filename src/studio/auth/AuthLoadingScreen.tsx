import {Spinner, Stack, Text} from '../../ui'
import {useTranslation} from '../i18n'
import {AuthScreenLayout} from './AuthScreenLayout'

/** What the auth gate shows while it checks the session: a spinner (after the spinner delay) and 'Connecting…'. */
export function AuthLoadingScreen() {
  const {t} = useTranslation()
  return (
    <AuthScreenLayout width={320}>
      <Stack gap={3} align="center">
        <Spinner size={25} label={t('auth.connecting.label')} />
        <Text muted>{t('auth.connecting')}</Text>
      </Stack>
    </AuthScreenLayout>
  )
}
