import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import {TOAST_DURATION_MS, TOAST_Z_OFFSET} from './constants'
import {Layer} from './Layer'
import {Toast} from './Toast'
import {ToastContext, type ToastParams} from './ToastContext'
import {useLatestRef} from './useLatestRef'

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode
  /** The toast layer's z-index offset above its parent layer. */
  zOffset?: number
  /** Accessible name of the toast region. */
  label?: string
  /** Accessible name of the close buttons. */
  closeLabel?: string
}

interface ToastEntry extends ToastParams {
  id: string
  /** Bumped when a push replaces the toast, so its timer starts over. */
  serial: number
}

/**
 * Shows the toasts pushed with `useToast` in the bottom corner, in a live region, in a layer
 * of their own (z-index offset {@link TOAST_Z_OFFSET}). Each closes after
 * {@link TOAST_DURATION_MS} unless told otherwise; the timer waits while the pointer or focus
 * is on the toast, so nobody loses a message they are reading.
 */
export function ToastProvider({
  children,
  zOffset = TOAST_Z_OFFSET,
  label = 'Notifications',
  closeLabel = 'Close',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  const serial = useRef(0)
  const toastsRef = useLatestRef(toasts)

  const close = useCallback(
    (id: string) => {
      const closing = toastsRef.current.find((toast) => toast.id === id)
      setToasts((list) => list.filter((toast) => toast.id !== id))
      closing?.onClose?.()
    },
    [toastsRef],
  )
  const push = useCallback((params: ToastParams) => {
    serial.current += 1
    const entry = {...params, id: params.id ?? `vellum-toast-${serial.current}`, serial: serial.current}
    setToasts((list) => {
      const index = list.findIndex((toast) => toast.id === entry.id)
      return index === -1 ? [...list, entry] : list.map((toast, i) => (i === index ? entry : toast))
    })
    return entry.id
  }, [])
  const api = useMemo(() => ({push, close}), [push, close])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Layer zOffset={zOffset}>
        <div role="region" aria-label={label} aria-live="polite" className="vellum-toasts">
          {toasts.map((toast) => (
            <TimedToast key={toast.id} toast={toast} closeLabel={closeLabel} onClose={close} />
          ))}
        </div>
      </Layer>
    </ToastContext.Provider>
  )
}

function TimedToast({
  toast,
  closeLabel,
  onClose,
}: {
  toast: ToastEntry
  closeLabel: string
  onClose: (id: string) => void
}) {
  const [paused, setPaused] = useState({pointer: false, focus: false})
  const duration = toast.duration ?? TOAST_DURATION_MS
  const onCloseRef = useLatestRef(onClose)
  const holding = paused.pointer || paused.focus
  useEffect(() => {
    if (holding || !Number.isFinite(duration)) return
    const timer = setTimeout(() => onCloseRef.current(toast.id), Math.max(0, duration))
    return () => clearTimeout(timer)
  }, [holding, duration, toast.id, toast.serial, onCloseRef])
  return (
    <Toast
      status={toast.status}
      title={toast.title}
      description={toast.description}
      closable={toast.closable}
      closeLabel={closeLabel}
      onClose={() => onClose(toast.id)}
      onPointerEnter={() => setPaused((p) => ({...p, pointer: true}))}
      onPointerLeave={() => setPaused((p) => ({...p, pointer: false}))}
      onFocus={() => setPaused((p) => ({...p, focus: true}))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({...p, focus: false}))
      }}
    />
  )
}
