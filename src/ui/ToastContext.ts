import {createContext} from 'react'
import type {ReactNode} from 'react'
import type {ToastStatus} from './Toast'

/**
 * What to show in a toast pushed with `useToast`.
 * @public
 */
export interface ToastParams {
  /** Pushing again with the same id replaces that toast (and restarts its timer) instead of adding one. */
  id?: string
  /** Its tone and icon: information by default. */
  status?: ToastStatus
  /** The toast's heading. */
  title: ReactNode
  /** Text under the title, when the title needs explaining. */
  description?: ReactNode
  /** Show a close button. */
  closable?: boolean
  /** Milliseconds before it closes by itself; {@link TOAST_DURATION_MS} by default, `Infinity` to stay. */
  duration?: number
  /** Called once it has closed, by timeout or by the user. */
  onClose?: () => void
}

/**
 * The toast functions `useToast` returns.
 * @public
 */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  push: (params: ToastParams) => string
  /** Closes a toast now. */
  close: (id: string) => void
}

/** The nearest {@link ToastProvider}. */
export const ToastContext = createContext<ToastApi | null>(null)
