import {useEffect, useEffectEvent} from 'react'
import {SchemaError} from '../../schema'
import {TOAST_DURATION_MS, useToast} from '../../ui'
import {CrossOriginError} from '../auth'
import {ConfigResolutionError} from '../config'
import {useTranslation} from '../i18n'
import {describeError} from './CrashScreen'
import {windowErrorChannel, type ErrorChannel} from './windowErrorChannel'

/** Names of the errors that have a screen of their own instead of a toast: schema errors, configuration errors and the cross-origin refusal. */
const SCREEN_ERROR_NAMES = new Set(['SchemaError', 'ConfigResolutionError', 'CrossOriginError'])

/**
 * Whether an error has its own screen and so gets no 'Uncaught error' toast: schema errors,
 * configuration (workspace load) errors, and cross-origin errors (the cross-origin dialog). Matched by class and, for
 * errors from another bundle copy, by name.
 */
export function hasOwnErrorScreen(error: unknown): boolean {
  if (error instanceof SchemaError || error instanceof ConfigResolutionError || error instanceof CrossOriginError)
    return true
  return error instanceof Error && SCREEN_ERROR_NAMES.has(error.name)
}

/** Props of {@link UncaughtErrorToaster}. */
export interface UncaughtErrorToasterProps {
  /** Where uncaught errors come from; the window's `error` and `unhandledrejection` events by default. */
  errorChannel?: ErrorChannel
}

/**
 * Shows each uncaught error as an 'Uncaught error' toast (error status, closable, gone after
 * 5000 ms), except errors with a screen of their own. The same message again
 * replaces its toast instead of stacking another. Renders nothing; needs a `ToastProvider`.
 */
export function UncaughtErrorToaster({errorChannel = windowErrorChannel}: UncaughtErrorToasterProps) {
  const toast = useToast()
  const {t} = useTranslation()
  const show = useEffectEvent((error: unknown) => {
    if (hasOwnErrorScreen(error)) return
    const message = describeError(error).message ?? t('crash.unknown-error')
    toast.push({
      id: `vellum-uncaught-error:${message}`,
      status: 'error',
      title: t('uncaught-error.title'),
      description: message,
      closable: true,
      duration: TOAST_DURATION_MS,
    })
  })
  useEffect(() => errorChannel((error) => show(error)), [errorChannel])
  return null
}
