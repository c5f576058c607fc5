import {useMemo, type CSSProperties, type HTMLAttributes, type ReactNode} from 'react'
import type {ColorSchemePreference} from './colorScheme'
import {cx} from './cx'
import {darkTheme, themeVariables, type ThemeTokens} from './theme'
import {ThemeContext} from './ThemeContext'
import {useSystemColorScheme} from './useSystemColorScheme'

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Which scheme to paint; `system` follows the operating system. Defaults to light. */
  scheme?: ColorSchemePreference
  /**
   * Custom token values, set inline on the root so they win over the stylesheet's. Leave it
   * out to use the built-in light and dark tokens of `vellum/style.css`.
   */
  theme?: ThemeTokens
  children?: ReactNode
}

/**
 * The root every studio part renders in. It carries the `vellum-theme` class the stylesheet
 * scopes all its rules to, `data-scheme` (`light` or `dark`) that picks the token set, and
 * tells layers portalled out of it (popovers, dialogs, toasts) to paint the same way.
 * @example
 * import 'vellum/style.css'
 * <ThemeProvider scheme="system"><App /></ThemeProvider>
 */
export function ThemeProvider({scheme, theme, className, style, children, ...rest}: ThemeProviderProps) {
  const system = useSystemColorScheme()
  // Before `scheme` existed a dark theme was chosen by passing `darkTheme`; keep that meaning.
  const preference = scheme ?? (theme === darkTheme ? 'dark' : 'light')
  const resolved = preference === 'system' ? system : preference
  const variables = useMemo(() => (theme ? themeVariables(theme) : undefined), [theme])
  const context = useMemo(() => ({scheme: resolved, variables}), [resolved, variables])
  return (
    <ThemeContext.Provider value={context}>
      <div
        {...rest}
        data-vellum-theme=""
        data-scheme={resolved}
        className={cx('vellum-theme', className)}
        style={{...variables, ...style} as CSSProperties}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  )
}
