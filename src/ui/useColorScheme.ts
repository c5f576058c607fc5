import {useSyncExternalStore} from 'react'
import type {ColorScheme, ColorSchemePreference, ColorSchemeStore} from './colorScheme'
import {useSystemColorScheme} from './useSystemColorScheme'

/** What {@link useColorScheme} returns. */
export interface UseColorSchemeResult {
  /** The stored choice: `system`, `dark` or `light`. */
  preference: ColorSchemePreference
  /** The scheme to paint, with `system` resolved against the operating system. */
  scheme: ColorScheme
  /** Stores a new choice. */
  setPreference: (preference: ColorSchemePreference) => void
}

/**
 * Reads and changes a user's persisted colour scheme.
 * @param store - made once per user and project with `createColorSchemeStore`
 * @example
 * const {preference, scheme, setPreference} = useColorScheme(store)
 * return <ThemeProvider scheme={scheme}>…</ThemeProvider>
 */
export function useColorScheme(store: ColorSchemeStore): UseColorSchemeResult {
  const preference = useSyncExternalStore(store.subscribe, store.get, store.get)
  const system = useSystemColorScheme()
  return {preference, scheme: preference === 'system' ? system : preference, setPreference: store.set}
}
