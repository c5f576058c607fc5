import {useCallback, useState} from 'react'
import {useToast} from '../../ui'

/** The toast titles of an operation: on success and on failure (the error's message is the description). */
export interface OperationMessages {
  success: string
  failed: string
}

/** What {@link useOperationRunner} gives an action. */
export interface OperationRunner {
  /** Whether the operation is running (the action shows its "…ing" label and is disabled). */
  running: boolean
  /**
   * Runs an operation once: a success toast when it resolves, an error toast with its message
   * when it rejects, then `onComplete` either way. Ignored while one runs.
   */
  run(task: () => Promise<unknown>, messages: OperationMessages, onSuccess?: () => void): void
}

/** The message of an error, for a toast. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message
  if (typeof error === 'string' && error !== '') return error
  return 'Unknown error'
}

/**
 * Runs a document action's operation with a toast for its success or failure (the error's
 * message), and tells the action bar when it is done.
 *
 * @param onComplete - the action's `onComplete` (closes its dialog, resets the bar)
 */
export function useOperationRunner(onComplete: () => void): OperationRunner {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const run = useCallback(
    (task: () => Promise<unknown>, messages: OperationMessages, onSuccess?: () => void) => {
      if (running) return
      setRunning(true)
      let started: Promise<unknown>
      try {
        started = task()
      } catch (error) {
        started = Promise.reject(error)
      }
      started.then(
        () => {
          setRunning(false)
          toast.push({status: 'success', title: messages.success})
          onSuccess?.()
          onComplete()
        },
        (error: unknown) => {
          setRunning(false)
          toast.push({status: 'error', title: messages.failed, description: errorMessage(error), closable: true})
          onComplete()
        },
      )
    },
    [running, toast, onComplete],
  )
  return {running, run}
}
