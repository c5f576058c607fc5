import {useState} from 'react'
import {Button, Dialog, LeaveIcon, Stack, Text} from '../../ui'
import type {CurrentUser} from '../config'
import {Translate, useTranslation} from '../i18n'

/** Props of {@link NotAuthorizedDialog}. */
export interface NotAuthorizedDialogProps {
  /** The signed-in user without roles. */
  user: CurrentUser
  /** Signs out; without it there is no Sign out button (the workspace's auth has no logout). */
  onSignOut?: () => void | Promise<void>
}

/**
 * The 'Not authorized' dialog for a signed-in user with no role in the project:
 * asks them to get an invitation and to check they used the right account, shows who
 * they are signed in as, and offers Sign out. It cannot be dismissed: the studio has nothing
 * to show behind it.
 */
export function NotAuthorizedDialog({user, onSignOut}: NotAuthorizedDialogProps) {
  const {t} = useTranslation()
  const [signingOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    try {
      await onSignOut?.()
    } finally {
      setSigningOut(false)
    }
  }
  return (
    <Dialog
      header={t('not-authorized.title')}
      width={460}
      footer={
        onSignOut && (
          <Button
            text={t('not-authorized.sign-out')}
            tone="primary"
            icon={<LeaveIcon />}
            loading={signingOut}
            onClick={() => void signOut()}
          />
        )
      }
    >
      <Stack gap={3}>
        <Text>{t('not-authorized.description')}</Text>
        <Text>
          {t('not-authorized.verify-account')}{' '}
          <Translate
            i18nKey={signedInAsKey(user)}
            params={{email: user.email}}
            elements={{name: <strong>{user.name}</strong>, provider: <strong>{user.provider}</strong>}}
          />
        </Text>
      </Stack>
    </Dialog>
  )
}

// One whole sentence per combination, so each language can word it its own way.
function signedInAsKey(user: CurrentUser): string {
  if (user.email && user.provider) return 'not-authorized.signed-in-as.with-email-and-provider'
  if (user.email) return 'not-authorized.signed-in-as.with-email'
  if (user.provider) return 'not-authorized.signed-in-as.with-provider'
  return 'not-authorized.signed-in-as'
}
