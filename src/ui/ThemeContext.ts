import {createContext} from 'react'
import type {ColorScheme} from './colorScheme'

/** What a theme root tells the layers portalled out of it, so they paint the same way. */
export interface ThemeContextValue {
  scheme: ColorScheme
  /** Custom token values set inline on the root, if any. */
  variables?: Record<string, string>
}

/** The nearest theme root; light with stylesheet tokens when there is none. */
export const ThemeContext = createContext<ThemeContextValue>({scheme: 'light'})
