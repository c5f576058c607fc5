import {useEffect, useState} from 'react'
import {initialValueErrorMessage} from '../../store'
import {useToast} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useDocumentServices} from '../services/useDocumentServices'

/** How long resolving an initial value may take before the 'Resolving initial value…' toast shows, in ms. */
export const INITIAL_VALUE_TOAST_DELAY_MS = 300

/**
 * How long the 'Initial value resolved' toast stays, in ms. It only replaces a 'Resolving…' toast that was shown: an initial value
 * that resolves at once needs no news.
 */
export const INITIAL_VALUE_RESOLVED_TOAST_MS = 500

/** What {@link useInitialValue} gives. */
export type InitialValueState =
  | {status: 'idle'}
  | {status: 'resolving'}
  | {status: 'resolved'; value: Record<string, unknown>}
  | {status: 'failed'; error: unknown; message: string}

/** What {@link useInitialValue} is asked for. */
export interface InitialValueRequest {
  /** The template to resolve; nothing is resolved without one. */
  templateId: string | undefined
  templateParams: Record<string, unknown> | undefined
  /** Resolve now (the document is loaded and does not exist). A result is kept when this turns false. */
  enabled: boolean
  /** The type's title, for the error message. */
  typeTitle: string
  /** Tells toasts of different panes apart. */
  toastId: string
}

interface Resolution {
  key: string
  state: Extract<InitialValueState, {status: 'resolved' | 'failed'}>
}

/**
 * Resolves a new document's initial value from a template (the store's templates) while the
 * document does not exist. A 'Resolving initial value…' info toast shows when it takes longer
 * than {@link INITIAL_VALUE_TOAST_DELAY_MS}, replaced by 'Initial value resolved' when done; a
 * failure shows 'Could not resolve initial value' with 'Unable to resolve initial value for
 * type {name}: {message}' and is logged. Nothing is written: the value becomes the draft only
 * with the first edit.
 */
export function useInitialValue({
  templateId,
  templateParams,
  enabled,
  typeTitle,
  toastId,
}: InitialValueRequest): InitialValueState {
  const services = useDocumentServices()
  const toast = useToast()
  const {t} = useStructureTranslation()
  const [resolution, setResolution] = useState<Resolution | null>(null)
  const paramsKey = JSON.stringify(templateParams ?? {})
  const key = `${templateId ?? ''}\u0000${paramsKey}`
  const current = resolution?.key === key ? resolution.state : undefined
  const pending = enabled && templateId !== undefined && current === undefined

  useEffect(() => {
    if (!pending || templateId === undefined) return
    let cancelled = false
    let toastShown = false
    // Once settled, the toast says how it ended and stays.
    let settled = false
    const timer = setTimeout(() => {
      toastShown = true
      toast.push({
        id: toastId,
        status: 'info',
        title: t('document.initial-value.resolving'),
        duration: Number.POSITIVE_INFINITY,
      })
    }, INITIAL_VALUE_TOAST_DELAY_MS)
    services.resolveInitialValue(templateId, JSON.parse(paramsKey) as Record<string, unknown>).then(
      (value) => {
        if (cancelled) return
        clearTimeout(timer)
        settled = true
        if (toastShown)
          toast.push({
            id: toastId,
            status: 'success',
            title: t('document.initial-value.resolved'),
            duration: INITIAL_VALUE_RESOLVED_TOAST_MS,
          })
        setResolution({key, state: {status: 'resolved', value}})
      },
      (error: unknown) => {
        if (cancelled) return
        clearTimeout(timer)
        settled = true
        const message = initialValueErrorMessage(typeTitle, error)
        console.error('Failed to resolve initial value', {templateId, params: templateParams, error})
        toast.push({
          id: toastId,
          status: 'error',
          title: t('document.initial-value.failed'),
          description: message,
          closable: true,
        })
        setResolution({key, state: {status: 'failed', error, message}})
      },
    )
    return () => {
      cancelled = true
      clearTimeout(timer)
      if (toastShown && !settled) toast.close(toastId)
    }
    // `templateParams` is read through `paramsKey`, so an equal object does not resolve again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, templateId, paramsKey, key, services, toast, toastId, typeTitle, t])

  if (current) return current
  return pending ? {status: 'resolving'} : {status: 'idle'}
}
