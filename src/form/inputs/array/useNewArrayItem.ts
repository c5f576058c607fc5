import {useCallback, useEffect, useId, useRef, type RefObject} from 'react'
import type {SchemaType} from '../../../types'
import {useLatest} from '../../builder/useLatest'
import type {FormServices} from '../../services/FormServices'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {typeTitle} from './arrayOptions'
import {hasResolvableInitialValue} from './hasResolvableInitialValue'
import {arrayItemFromInitialValue, newArrayItem} from './newArrayItem'

/** How long resolving a new item's initial value may take before 'Resolving initial value…' shows, in ms. */
export const ARRAY_INITIAL_VALUE_TOAST_DELAY_MS = 300

/** How long 'Initial value resolved' stays, replacing a 'Resolving initial value…' toast that was shown, in ms. */
export const ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS = 500

/**
 * Makes a new item of `type` and hands it to `place`, which puts it in the array — at once,
 * or once its initial value has resolved. `place` is not called when resolving fails or the
 * input has gone away meanwhile.
 */
export type NewArrayItemFactory = (type: SchemaType, place: (item: unknown) => void) => void

/**
 * New array items with their initial values. An item whose type needs its initial value
 * resolved (see `hasResolvableInitialValue`) is made once `FormServices.resolveInitialValue`
 * has resolved it, and placed whole — one insert, nothing half made — so editors never see,
 * or edit, an item that is then filled in under them. Other items, and every item without
 * that service, are made at once by `newArrayItem`.
 *
 * While resolving takes longer than {@link ARRAY_INITIAL_VALUE_TOAST_DELAY_MS}, a 'Resolving
 * initial value…' info toast shows (through `FormServices.toast`), replaced by 'Initial value
 * resolved' for {@link ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS}. A failure (a resolver throws,
 * or its value does not fit the type) inserts nothing, shows the 'Could not resolve initial
 * value' error toast with 'Unable to resolve initial value for type {name}: {message}', and is
 * logged as 'Failed to resolve initial value'. Resolutions still running when the input
 * unmounts are dropped, and their toast closed.
 *
 * The returned function keeps its identity for the input's lifetime.
 */
export function useNewArrayItem(): NewArrayItemFactory {
  const services = useFormServices()
  const t = useFormTranslation()
  const latest = useLatest({services, t})
  const toastPrefix = useId()
  const serial = useRef(0)
  // Cancels every resolution still running; run on unmount.
  const pending = useRef(new Set<() => void>())

  useEffect(() => {
    const running = pending.current
    return () => {
      for (const cancel of running) cancel()
      running.clear()
    }
  }, [])

  return useCallback(
    (type, place) => makeNewItem({latest, serial, pending, toastPrefix}, type, place),
    [latest, toastPrefix],
  )
}

/** What one array input's {@link useNewArrayItem} keeps between calls. */
interface NewItemState {
  latest: RefObject<{services: FormServices; t: FormTranslate}>
  /** Numbers the toasts of this input's resolutions. */
  serial: RefObject<number>
  /** Cancels of the resolutions still running. */
  pending: RefObject<Set<() => void>>
  toastPrefix: string
}

function makeNewItem(
  {latest, serial, pending, toastPrefix}: NewItemState,
  type: SchemaType,
  place: (item: unknown) => void,
): void {
  const {services, t} = latest.current
  const {resolveInitialValue, toast} = services
  if (!resolveInitialValue || !hasResolvableInitialValue(type)) {
    place(newArrayItem(type))
    return
  }
  serial.current += 1
  const toastId = `${toastPrefix}-initial-value-${serial.current}`
  let toastShown = false
  let cancelled = false
  const timer = setTimeout(() => {
    toastShown = true
    toast?.push({
      id: toastId,
      status: 'info',
      title: t('array.initial-value.resolving'),
      duration: Number.POSITIVE_INFINITY,
    })
  }, ARRAY_INITIAL_VALUE_TOAST_DELAY_MS)
  const cancel = () => {
    cancelled = true
    clearTimeout(timer)
    if (toastShown) toast?.close(toastId)
  }
  const settle = () => {
    clearTimeout(timer)
    pending.current.delete(cancel)
  }
  pending.current.add(cancel)

  // `then` first, so a resolver that throws at once fails like one that rejects.
  Promise.resolve()
    .then(() => resolveInitialValue(type))
    .then((value) => arrayItemFromInitialValue(type, value))
    .then(
      (item) => {
        if (cancelled) return
        settle()
        if (toastShown)
          toast?.push({
            id: toastId,
            status: 'success',
            title: t('array.initial-value.resolved'),
            duration: ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS,
          })
        place(item)
      },
      (error: unknown) => {
        if (cancelled) return
        settle()
        console.error('Failed to resolve initial value', {type: type.name, error})
        const message = error instanceof Error ? error.message : String(error)
        toast?.push({
          id: toastId,
          status: 'error',
          title: t('array.initial-value.failed'),
          description: t('array.initial-value.failed-description', {name: typeTitle(type), message}),
          closable: true,
        })
      },
    )
}
