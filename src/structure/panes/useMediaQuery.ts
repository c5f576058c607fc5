import {useCallback, useSyncExternalStore} from 'react'

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(query)
}

/**
 * Whether a CSS media query matches, re-rendering when that changes (e.g.
 * `useMediaQuery('(max-width: 899px)')`). False where there is no window (server rendering).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQueryList(query)
      list?.addEventListener('change', listener)
      return () => list?.removeEventListener('change', listener)
    },
    [query],
  )
  const getSnapshot = useCallback(() => mediaQueryList(query)?.matches ?? false, [query])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
