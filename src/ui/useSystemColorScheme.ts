import {useSyncExternalStore} from 'react'
import type {ColorScheme} from './colorScheme'

const QUERY = '(prefers-color-scheme: dark)'

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null
}

function subscribe(listener: () => void): () => void {
  const list = media()
  list?.addEventListener('change', listener)
  return () => list?.removeEventListener('change', listener)
}

function snapshot(): ColorScheme {
  return media()?.matches ? 'dark' : 'light'
}

/** The operating system's colour scheme (`prefers-color-scheme`), updated when it changes; `light` on the server. */
export function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light')
}
