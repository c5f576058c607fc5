import {type CSSProperties, type ReactNode} from 'react'
import {lightTheme, themeVariables, type ThemeTokens} from './theme'

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  theme?: ThemeTokens
  children?: ReactNode
}

/**
 * Puts a theme's CSS custom properties on a root element; everything inside paints with them.
 */
export function ThemeProvider({theme = lightTheme, children}: ThemeProviderProps) {
  const style = {
    ...themeVariables(theme),
    fontFamily: 'var(--vellum-font-text)',
    fontSize: 'var(--vellum-font-size-2)',
    color: 'var(--vellum-color-fg)',
    background: 'var(--vellum-color-bg)',
  } as CSSProperties
  return (
    <div data-vellum-theme="" style={style}>
      {children}
    </div>
  )
}
