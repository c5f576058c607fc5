import {useContext} from 'react'
import {ToastContext, type ToastApi} from './ToastContext'

/**
 * Pushes and closes toasts of the nearest {@link ToastProvider}.
 * @example
 * const toast = useToast()
 * toast.push({status: 'error', title: 'Uncaught error', description: error.message, closable: true})
 */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside a <ToastProvider>')
  return toast
}
