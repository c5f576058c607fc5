import {createContext, useContext} from 'react'
import type {ColorScheme} from './colorScheme'

/** What a theme root tells the layers portalled out of it, so they paint the same way. */
export interface ThemeContextValue {
  scheme: ColorScheme
  /** Custom token values set inline on the root, if any. */
  variables?: Record<string, string>
}

// What a component outside every theme root sees.
const NO_THEME_ROOT: ThemeContextValue = {scheme: 'light'}

/** The nearest theme root; light with stylesheet tokens when there is none. */
export const ThemeContext = createContext<ThemeContextValue>(NO_THEME_ROOT)

/**
 * Whether a `ThemeProvider` is above: a part that can be mounted on its own in a host page, such
 * as the form, makes its own theme root when none is.
 */
export function useInThemeRoot(): boolean {
  return useContext(ThemeContext) !== NO_THEME_ROOT
}
