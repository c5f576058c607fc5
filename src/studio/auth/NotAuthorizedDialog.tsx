import {useState} from 'react'
import {Button, Dialog, LeaveIcon, Stack, Text} from '../../ui'
import type {CurrentUser} from '../config'

/** Props of {@link NotAuthorizedDialog}. */
export interface NotAuthorizedDialogProps {
  /** The signed-in user without roles. */
  user: CurrentUser
  /** Signs out; without it there is no Sign out button (the workspace's auth has no logout). */
  onSignOut?: () => void | Promise<void>
}

/**
 * The 'Not authorized' dialog for a signed-in user with no role in the project (spec/shell.md
 * §2, §6): asks them to get an invitation and to check they used the right account, shows who
 * they are signed in as, and offers Sign out. It cannot be dismissed: the studio has nothing
 * to show behind it.
 */
export function NotAuthorizedDialog({user, onSignOut}: NotAuthorizedDialogProps) {
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
      header="Not authorized"
      width={460}
      footer={onSignOut && <Button text="Sign out" tone="primary" icon={<LeaveIcon />} loading={signingOut} onClick={() => void signOut()} />}
    >
      <Stack gap={3}>
        <Text>You are not authorized to access this studio. Ask an administrator of the project to invite you.</Text>
        <Text>
          If you think this is a mistake, verify that you signed in with the right account. You are signed in as <strong>{user.name}</strong>
          {user.email ? ` (${user.email})` : ''}
          {user.provider ? (
            <>
              {' '}
              with the <strong>{user.provider}</strong> provider
            </>
          ) : null}
          .
        </Text>
      </Stack>
    </Dialog>
  )
}
