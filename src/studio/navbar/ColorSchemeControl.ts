import type {ColorSchemePreference} from '../../ui'

/**
 * The user's colour scheme choice and how to change it; `useColorScheme(store)` from the UI
 * kit returns one.
 */
export interface ColorSchemeControl {
  preference: ColorSchemePreference
  setPreference: (preference: ColorSchemePreference) => void
}
