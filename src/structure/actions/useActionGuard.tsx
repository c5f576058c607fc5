import type {ReactNode} from 'react'
import type {OperationDisabledReason} from '../../store'
import type {PermissionResult} from '../services/usePairPermission'
import {useStructureTranslation} from '../i18n'
import {InsufficientPermissionsMessage} from './InsufficientPermissionsMessage'

/** Why an action cannot run now, as its tooltip: `disabled` and the `title` to show. */
export interface ActionGuard {
  disabled: boolean
  title: ReactNode | undefined
}

/**
 * Decides whether an action is disabled, and why, from its operation's disabled reason and the
 * permission check: a denied permission shows 'Insufficient permissions' with the user's roles;
 * an operation that cannot run shows its reason (no draft, not published, live-edit, …).
 *
 * @param reason - the operation's `disabled` (null while the operations load)
 * @param permission - the permission check (null while unknown: the server decides)
 */
export function useActionGuard(
  reason: false | OperationDisabledReason | null,
  permission: PermissionResult | null,
): ActionGuard {
  const {t} = useStructureTranslation()
  if (permission && !permission.granted) return {disabled: true, title: <InsufficientPermissionsMessage />}
  const effective = reason === null ? 'NOT_READY' : reason
  if (effective !== false) return {disabled: true, title: t(`document.disabled-reason.${effective}`)}
  return {disabled: false, title: undefined}
}
