/**
 * Subscribes to uncaught errors; returns the teardown.
 * @public
 */
export type ErrorChannel = (listener: (error: unknown) => void) => () => void

/**
 * The page's uncaught errors: `error` events (thrown and not caught anywhere) and
 * `unhandledrejection` events (rejected promises nobody handled). Nothing where there is no
 * window.
 */
export const windowErrorChannel: ErrorChannel = (listener) => {
  if (typeof window === 'undefined') return () => {}
  const onError = (event: ErrorEvent) => listener(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => listener(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
