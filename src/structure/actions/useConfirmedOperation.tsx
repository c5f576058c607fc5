import {useState, type ComponentType} from 'react'
import type {DocumentActionDescription} from '../../studio'
import type {OperationDisabledReason} from '../../store'
import type {Tone} from '../../ui'
import type {PermissionResult} from '../services/usePairPermission'
import {useActionGuard} from './useActionGuard'
import {useOperationRunner, type OperationMessages} from './useOperationRunner'

/** What {@link useConfirmedOperation} makes an action of. */
export interface ConfirmedOperationOptions {
  label: string
  /** The label while the operation runs ('Deleting…'). */
  runningLabel: string
  icon?: ComponentType
  tone?: Tone
  /** The question the confirm dialog asks. */
  confirm: string
  /** The operation's disabled reason (null while the operations load). */
  reason: false | OperationDisabledReason | null
  permission: PermissionResult | null
  /** Runs the operation (only called when it is enabled). */
  execute: (() => Promise<unknown>) | null
  messages: OperationMessages
  onComplete: () => void
  /** Called when the operation succeeded, after its toast and before `onComplete`. */
  onSuccess?: () => void
}

/**
 * The description of an action that asks first (unpublish, discard changes, delete, restore):
 * choosing it opens a confirm dialog; confirming runs the operation with its toasts,
 * cancelling closes the dialog. Disabled, with the reason as its tooltip, when the operation
 * cannot run or the user may not run it.
 */
export function useConfirmedOperation(options: ConfirmedOperationOptions): DocumentActionDescription {
  const {
    label,
    runningLabel,
    icon,
    tone = 'default',
    confirm,
    reason,
    permission,
    execute,
    messages,
    onComplete,
    onSuccess,
  } = options
  const guard = useActionGuard(reason, permission)
  const {running, run} = useOperationRunner(onComplete)
  const [confirming, setConfirming] = useState(false)
  const disabled = guard.disabled || running || !execute
  return {
    label: running ? runningLabel : label,
    ...(icon ? {icon} : {}),
    tone,
    disabled,
    title: guard.title,
    onHandle: () => {
      if (!disabled) setConfirming(true)
    },
    dialog:
      confirming && execute
        ? {
            type: 'confirm',
            tone,
            message: confirm,
            onConfirm: () => {
              setConfirming(false)
              run(execute, messages, onSuccess)
            },
            onCancel: () => {
              setConfirming(false)
              onComplete()
            },
          }
        : null,
  }
}
